import Engine
import Foundation
import UI

/// The playground: drop boxes and balls, drag them about, tilt and shake the box they live in.
///
/// The parts every scene has are marked `MARK: -`; `diorama new-scene NAME` writes a package
/// with a smaller scene of the same shape to start from.
public final class PlaygroundScene: Scene {
    public static let info = SceneInfo(
        id: "playground", title: "Playground",
        summary: "Drop boxes and balls, drag them, tilt with the arrow keys, shake with Space.",
        parameters: [SceneParameter("bodies", "start with N bodies, 0 to \(maxBodies)")])

    // MARK: - Tuning

    /// Canvas pixels per physics metre: the canvas is 14.4 m × 25.6 m.
    static let pixelsPerMetre = 50.0
    /// The most bodies the box holds; a drop beyond it is ignored.
    static let maxBodies = 400
    /// The furthest the box tilts, in radians.
    static let maxTilt = 0.6
    /// Gravity's strength, in m/s².
    static let gravity = 10.0
    /// How far gravity may drift from where it last woke the bodies before it wakes them again,
    /// in m/s² (Box2D leaves sleeping bodies asleep when gravity changes).
    static let wakeThreshold = 0.01

    // MARK: - State (the engine derives its hash and keyframe)

    /// Everything that changes after set-up (see `State`).
    public var state = State()

    // MARK: - Set-up

    public init(context: SceneContext) throws {
        let s = Self.pixelsPerMetre
        // The box's floor is the canvas's bottom edge.
        context.physicsView = .physicsToCanvas(pixelsPerMetre: s, origin: Vec2(0, context.canvasSize.y))
        let w = context.canvasSize.x / s, h = context.canvasSize.y / s
        let walls = context.physics.createBody(BodyDef())
        // Clockwise, so the inside of the loop is solid (Box2D chains collide on their right).
        let inset = 0.4
        try context.physics.addChainLoop(
            [Vec2(inset, inset), Vec2(inset, h - inset), Vec2(w - inset, h - inset), Vec2(w - inset, inset)],
            to: walls, ShapeDef())
        try context.physics.addEdge(from: Vec2(1.5, 9), to: Vec2(6.5, 7.5), to: walls, ShapeDef())
        try context.physics.addEdge(from: Vec2(12.9, 13), to: Vec2(8, 11.5), to: walls, ShapeDef())
        if let text = context.parameters["bodies"] {
            guard let count = Int(text), (0...Self.maxBodies).contains(count) else {
                throw SceneParameterError("bodies", text, "is not a whole number of bodies from 0 to \(Self.maxBodies)")
            }
            for i in 0..<count {
                drop(at: Vec2(1.5 + Double(i % 12), h - 2 - Double(i / 12) * 1.1), context: context)
            }
        }
    }

    // MARK: - Tick

    public func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        for event in input { handle(event, context: context) }

        state.tilt += (state.tiltTarget - state.tilt) * 0.08
        let tilt = state.tilt, upsideDown = state.heldKeys.contains(.up) || state.heldKeys.contains(.w)
        setGravity(Vec2(Self.gravity * sin(tilt), -Self.gravity * cos(tilt) * (upsideDown ? -1 : 1)), context: context)
    }

    private func handle(_ event: InputEvent, context: SceneContext) {
        switch event {
        case .pointerDown(let p, .primary):
            let point = context.worldPoint(p)
            if let body = dynamicBody(at: point, context: context),
               let joint = try? context.physics.createMouseJoint(
                   body: body, target: point, maxForce: 1000 * context.physics.mass(of: body)) {
                state.drag = Drag(body: body, joint: joint)
            } else {
                drop(at: point, context: context)
            }
        case .pointerMove(let p):
            if let drag = state.drag { context.physics.setTarget(context.worldPoint(p), for: drag.joint) }
        case .pointerUp(_, .primary):
            if let drag = state.drag { context.physics.destroyJoint(drag.joint) }
            state.drag = nil
        case .pointerDown(let p, .secondary):
            if let body = dynamicBody(at: context.worldPoint(p), context: context) { remove(body, context: context) }
        case .keyDown(let press) where press.isPlain:
            let key = press.key
            state.heldKeys.insert(key)
            if key == .space { shake(1, context: context) }
            if [.left, .right, .a, .d].contains(key) { state.tiltTarget = keyTilt }
        case .keyUp(let key):
            state.heldKeys.remove(key)
            if [.left, .right, .a, .d].contains(key) { state.tiltTarget = keyTilt }
        case .tilt(let down):
            state.tiltTarget = max(-Self.maxTilt, min(Self.maxTilt, atan2(down.x, down.y)))
        case .shake(let strength):
            shake(strength, context: context)
        default:
            break
        }
    }

    /// Sets gravity to `gravity` (m/s²) and wakes every body once it has moved more than
    /// `wakeThreshold` from the gravity that last woke them, so a slow tilt wakes them too.
    private func setGravity(_ gravity: Vec2, context: SceneContext) {
        context.physics.gravity = gravity
        guard (gravity - state.wakeGravity).length > Self.wakeThreshold else { return }
        state.wakeGravity = gravity
        context.registry.view(Piece.self).forEach { _, piece in context.physics.setAwake(true, for: piece.body) }
    }

    /// The tilt the held arrow keys ask for, in radians.
    private var keyTilt: Double {
        let left = state.heldKeys.contains(.left) || state.heldKeys.contains(.a)
        let right = state.heldKeys.contains(.right) || state.heldKeys.contains(.d)
        return left == right ? 0 : (left ? -Self.maxTilt : Self.maxTilt)
    }

    /// Drops a box or a ball (alternately) of random size and colour at `point`, in metres.
    private func drop(at point: Vec2, context: SceneContext) {
        guard context.registry.count < Self.maxBodies else { return }
        var def = BodyDef()
        def.type = .dynamic
        def.position = point
        def.angle = context.random.next(in: 0.0...1.0) * .pi
        let body = context.physics.createBody(def)
        var shape = ShapeDef()
        shape.density = 1
        shape.friction = 0.5
        shape.restitution = 0.15
        let size = context.random.next(in: 0.35...0.8)
        let kind: Piece.Kind = state.dropCount % 2 == 0 ? .box(halfSize: Vec2(size, size * context.random.next(in: 0.6...1.0))) : .ball(radius: size * 0.8)
        do {
            switch kind {
            case .box(let half): try context.physics.addBox(halfSize: half, to: body, shape)
            case .ball(let r): try context.physics.addCircle(radius: r, to: body, shape)
            }
        } catch {
            // Box2D refuses degenerate shapes; these sizes never are, but a refused piece is
            // taken back out rather than left as a body without a shape.
            context.physics.destroyBody(body)
            return
        }
        let hue = context.random.next(in: 0...(Self.palette.count - 1))
        let entity = context.registry.create()
        context.registry.insert(Piece(body: body, kind: kind, color: Self.palette[hue]), for: entity)
        state.dropCount += 1
        state.newest = body
    }

    private func remove(_ body: BodyID, context: SceneContext) {
        if state.drag?.body == body { state.drag = nil }
        if state.newest == body { state.newest = nil }
        var doomed: [Entity] = []
        context.registry.view(Piece.self).forEach { entity, piece in
            if piece.body == body { doomed.append(entity) }
        }
        for entity in doomed { context.registry.destroy(entity) }
        context.physics.destroyBody(body)
    }

    /// Kicks every body with a random impulse; `strength` 0...1.
    private func shake(_ strength: Double, context: SceneContext) {
        for body in context.physics.bodies where context.physics.bodyType(of: body) == .dynamic {
            let kick = Vec2(context.random.next(in: -1.0...1.0), context.random.next(in: 0.2...1.0))
            context.physics.applyLinearImpulseToCenter(kick * (6 * strength * context.physics.mass(of: body)), to: body)
        }
    }

    private func dynamicBody(at point: Vec2, context: SceneContext) -> BodyID? {
        context.physics.fixtures(at: point).lazy.compactMap { context.physics.body(of: $0) }
            .first { context.physics.bodyType(of: $0) == .dynamic }
    }

    // MARK: - Drawing (reads state only)

    static let palette: [Color] = [Color(hex: 0xE63946), Color(hex: 0xF4A261), Color(hex: 0xE9C46A),
                                   Color(hex: 0x2A9D8F), Color(hex: 0x457B9D), Color(hex: 0x9B5DE5)]

    public func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.clearColor = Color(hex: 0x1B1E25)
        let view = context.physicsView
        list.strokePolygon([Vec2(20, 20), Vec2(700, 20), Vec2(700, 1260), Vec2(20, 1260)], Color(hex: 0x5C6370), width: 4)
        list.line(view.apply(Vec2(1.5, 9)), view.apply(Vec2(6.5, 7.5)), Color(hex: 0x8D95A3), width: 6)
        list.line(view.apply(Vec2(12.9, 13)), view.apply(Vec2(8, 11.5)), Color(hex: 0x8D95A3), width: 6)

        context.registry.view(Piece.self).forEach { _, piece in
            let pose = view * context.physics.interpolatedTransform(of: piece.body, alpha: interpolation)
            switch piece.kind {
            case .box(let h):
                let corners = [Vec2(-h.x, -h.y), Vec2(h.x, -h.y), Vec2(h.x, h.y), Vec2(-h.x, h.y)].map(pose.apply)
                list.fillPolygon(corners, piece.color)
                list.strokePolygon(corners, piece.color.lerp(to: .black, 0.35), width: 3)
            case .ball(let r):
                let center = pose.apply(.zero)
                list.fillCircle(center, radius: r * Self.pixelsPerMetre, piece.color)
                list.line(center, pose.apply(Vec2(r, 0)), piece.color.lerp(to: .black, 0.35), width: 3)
            }
        }
        if let drag = state.drag {
            let anchor = view.apply(context.physics.position(of: drag.body))
            list.strokeCircle(anchor, radius: 10, .white, width: 3)
        }
        list.onLayer(10) { list in
            list.text("Click: drop   Drag: move   Right-click: remove", at: Vec2(360, Self.hintTops[0]), size: Self.hintSize,
                      color: Color(hex: 0xC8CDD6), alignment: .center)
            list.text("\u{2190} \u{2192} tilt   \u{2191} flip   Space: shake   Esc: scenes", at: Vec2(360, Self.hintTops[1]),
                      size: Self.hintSize, color: Color(hex: 0xC8CDD6), alignment: .center)
        }
    }

    /// The tops of the two hint lines and their text size, in canvas pixels.
    static let hintTops = [40.0, 72.0], hintSize = 22.0

    /// The hint lines at the top.
    public func occupiedRegions(context: SceneContext) -> [Rect] {
        Self.hintTops.map { Rect(x: 0, y: $0, width: context.canvasSize.x, height: (Self.hintSize * 1.25).rounded(.up)) }
    }

    // MARK: - Probes and hashing

    public func probes(into probes: inout Probes, context: SceneContext) {
        var boxes = 0, balls = 0, escaped = 0, sumX = 0.0
        let canvas = Rect(origin: .zero, size: context.canvasSize)
        context.registry.view(Piece.self).forEach { _, piece in
            if case .box = piece.kind { boxes += 1 } else { balls += 1 }
            let p = context.canvasPoint(context.physics.position(of: piece.body))
            sumX += p.x
            if !canvas.contains(p) { escaped += 1 }
        }
        probes.set("bodies", boxes + balls)
        probes.set("boxes", boxes)
        probes.set("balls", balls)
        probes.set("escaped", escaped)
        probes.set("mean_x", boxes + balls > 0 ? sumX / Double(boxes + balls) : 0)
        if let newest = state.newest {
            probes.set("newest", context.canvasPoint(context.physics.position(of: newest)))
        }
        probes.set("dragging", state.drag != nil)
        probes.set("tilt", state.tilt)
        probes.set("awake", context.physics.bodies.filter { context.physics.isAwake($0) }.count)
    }
}
