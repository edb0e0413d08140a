import Engine

/// What scripts and tests read, and the scene's own part of the state hash.
extension StickerJarScene {
    /// Below these a sticker counts as resting: 2 cm/s and about 6°/s.
    static let restingSpeed = 0.02, restingSpin = 0.1

    public func probes(into probes: inout Probes, context: SceneContext) {
        var sum = Vec2.zero
        var positions: [(key: String, position: Vec2)] = []
        var moving = 0
        context.registry.view(Sticker.self).forEach { _, sticker in
            let p = context.canvasPoint(context.physics.position(of: sticker.body))
            sum += p
            positions.append((sticker.artKey, p))
            if context.physics.linearVelocity(of: sticker.body).length > Self.restingSpeed
                || abs(context.physics.angularVelocity(of: sticker.body)) > Self.restingSpin { moving += 1 }
        }
        let n = positions.count
        probes.set("stickers", n)
        probes.set("pending", state.pendingDrops.count)
        probes.set("escaped", state.escapes)
        probes.set("mean_x", n > 0 ? sum.x / Double(n) : 0)
        probes.set("mean_y", n > 0 ? sum.y / Double(n) : 0)
        // `sticker.<food>`: where the oldest sticker of each food is, in canvas pixels.
        var named: Set<String> = []
        for entry in positions where named.insert(entry.key).inserted {
            probes.set("sticker." + entry.key, entry.position)
        }
        if let newest = state.newest, let art = art(of: newest, context: context) {
            probes.set("newest", context.canvasPoint(context.physics.position(of: newest)))
            probes.set("newest_food", facts(of: art).probeName)
        }
        probes.set("card", state.card.flatMap { $0.art.map { facts(of: $0).probeName } } ?? "")
        // The open card's title: the food's name, the user's name for it, or the question.
        probes.set("card_title", state.card.flatMap { card in
            card.art.map { CardContent(facts: facts(of: $0), image: $0.image).title }
        } ?? "")
        // What the user's names are, "custom-0=Orange,custom-2=banana", by sticker.
        probes.set("names", state.names.map { "\($0.art)=\($0.food ?? $0.text)" }.joined(separator: ","))
        probes.set("card_open", state.card != nil && state.overlays[JarTree.card].isFullyIn)
        if let art = state.card?.art, case .food(let food) = facts(of: art) {
            probes.set("card_calories", food.calories)
        }
        probes.set("dragging", state.grab != nil)
        probes.set("picker_open", state.overlays.isOpen(JarTree.picker))
        probes.set("picker_selection", catalog.foods[state.pickerSelection].id)
        probes.set("overlay", hasOverlay(context: context))
        probes.set("confirming_clear", state.overlays.isOpen(JarTree.clearDialog))
        probes.set("message", state.overlays.toast.message ?? "")
        probes.set("focused", state.ui.focused?.rawValue ?? "")
        probes.set("tilt", state.tilt)
        // How far the jar is drawn from its place by a jolt, in canvas pixels.
        probes.set("jar_offset", state.wobble.offset().length)
        probes.set("awake", context.physics.bodies.filter { context.physics.isAwake($0) }.count)
        // Stickers visibly moving (Box2D may keep a resting pile awake, creeping by micrometres).
        probes.set("moving", moving)
    }
}
