import Engine

/// The card's drop and the confetti: bodies in the scene's Box2D world.
extension RoastRevealScene {
    /// Replaces the card with a new one for `roast`, falling from above the canvas.
    func dropCard(_ roast: Roast, context: SceneContext) {
        if let old = state.card { context.physics.destroyBody(old.body) }
        let start = Vec2(context.canvasSize.x / 2, RoastCard.startY)
        var def = BodyDef(type: .dynamic, position: context.worldPoint(start))
        def.fixedRotation = true
        def.gravityScale = Self.cardGravityScale
        let body = context.physics.createBody(def)
        let half = RoastCard.size / (2 * Self.pixelsPerMetre)
        do {
            try context.physics.addBox(halfSize: half, to: body, ShapeDef(density: 1, friction: 0.6, restitution: Self.cardRestitution))
        } catch {
            // The card's size is fixed and valid; a refused shape would leave a body that never lands.
            preconditionFailure("the roast card's box was refused: \(error)")
        }
        state.card = RoastCard(roast: roast, body: body)
    }

    /// Moves the card's reveal on by one tick, from where the last physics step left its body.
    func stepCard(context: SceneContext) {
        guard var card = state.card else { return }
        let center = context.canvasPoint(context.physics.position(of: card.body))
        let speed = context.physics.linearVelocity(of: card.body).length * Self.pixelsPerMetre * context.tickDuration
        card.step(center: center, speed: speed)
        state.card = card
    }

    /// Throws confetti (a badge unlocked, a streak milestone reached), replacing any still falling.
    func throwConfetti(context: SceneContext) {
        for piece in state.confetti { context.physics.destroyBody(piece.body) }
        state.confetti = []
        let until = context.tick + Self.confettiTicks
        for i in 0..<Self.confettiCount {
            let x = context.random.next(in: 60.0...660.0)
            var def = BodyDef(type: .dynamic, position: context.worldPoint(Vec2(x, context.random.next(in: -120.0...(-20.0)))),
                              angle: context.random.next(in: 0.0...3.14))
            def.linearVelocity = Vec2(context.random.next(in: -1.5...1.5), context.random.next(in: -1.0...1.0))
            def.angularVelocity = context.random.next(in: -8.0...8.0)
            def.linearDamping = 1.2
            def.gravityScale = 0.6
            let body = context.physics.createBody(def)
            var shape = ShapeDef(density: 0.2, friction: 0.3, restitution: 0.4)
            shape.isSensor = true   // confetti drifts through the card and the surface
            _ = try? context.physics.addBox(halfSize: Vec2(0.09, 0.05), to: body, shape)
            state.confetti.append(Confetti(body: body, colour: i % Self.confettiColours.count, until: until))
        }
    }

    /// Takes away confetti whose time is up.
    func stepConfetti(context: SceneContext) {
        guard let first = state.confetti.first, context.tick >= first.until else { return }
        for piece in state.confetti { context.physics.destroyBody(piece.body) }
        state.confetti = []
    }

    /// The confetti's colours: the theme's crimson, sand, white and navy-blue.
    static let confettiColours = [RoastTheme.primary, RoastTheme.accent, Color(hex: 0xF1FAEE), Color(hex: 0x457B9D)]
}
