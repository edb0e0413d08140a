import Engine
import Foundation
import UI

/// ilikeyacut's sign-in intro: a pair of 3D scissors on a black stage, drawn by Diorama itself (a
/// procedural mesh, perspective-projected, lit and sorted into one triangle mesh a frame).
///
/// Drag turns them like a globe and a flick keeps them spinning; the wheel zooms; left alone they
/// float. "Continue as guest", or "Sign in" and a name in the sheet it opens (`SignInTree`), snips
/// the blades twice with a metallic sound and throws them off the stage, then hands over to the
/// next scene. The kit runs the buttons and the sheet: a click, or Tab and Shift+Tab to focus one
/// and Enter or Space; Enter alone continues as a guest.
///
/// Parameters: `next` (the scene to hand over to; the launcher by default), and for tests and
/// stills `pose=YAW,PITCH,ROLL` (degrees), `blades=DEGREES` (the opening) and `float=off` (no
/// idle motion).
public final class ShearsIntroScene: KitScene {
    public static let info = SceneInfo(
        id: "shears-intro", title: "Shears intro",
        summary: "ilikeyacut's sign-in screen: 3D scissors to spin, snip and send flying.",
        parameters: [
            SceneParameter("next", "the scene to hand over to when done (default: the launcher)"),
            SceneParameter("pose", "YAW,PITCH,ROLL: the scissors' starting turn, in degrees"),
            SceneParameter("blades", "the blades' opening, 0...60 degrees"),
            SceneParameter("float", "off: no idle motion"),
            SceneParameter("profiles", "NAME,NAME…: the profiles sign-in offers (a window passes this machine's)"),
        ])

    // MARK: - Constants

    /// The stage's middle on the canvas, in canvas pixels.
    static let stageCenter = Vec2(360, 564)
    /// The stage camera: 48 cm from the scissors, 38 canvas pixels per cm at their centre.
    static let camera = PerspectiveCamera(distance: 48, focalLength: 38 * 48, center: stageCenter)
    /// The zoom's limits: at the largest, the scissors in any pose stay in the band between the
    /// subtitle and the hint (`StageLayoutTests` checks it).
    static let zoomRange = 0.7...1.18
    /// The zoom per wheel notch.
    static let zoomStep = 1.12
    /// The longest a throw may take before the hand-over, in ticks (it is usually about 35).
    static let maxFlightTicks = 120
    /// The hand-over happens at most this many ticks after a proceed: the cut plus the longest throw.
    public static var maxTicksToHandOver: Int { SnipAnimation.duration + maxFlightTicks + 1 }
    /// The scissors' model, built once.
    static let model = ScissorsModel()
    /// The buttons' look at full opacity.
    public static let theme = Theme.shearsIntro

    // MARK: - State (all of it hashed in `hashState`)

    /// Everything that changes after set-up (see `State`).
    public var state: State
    /// The buttons and the sign-in sheet, as the last tick left them.
    public var tree = UITree()

    // MARK: - Settings (from parameters; fixed for the session)

    /// The scene handed over to when done.
    let next: String
    /// Whether the idle float moves the scissors.
    let floats: Bool
    let painter = MeshPainter(model: ShearsIntroScene.model, camera: ShearsIntroScene.camera)
    let arcball = Arcball(center: ShearsIntroScene.stageCenter, radius: 330)
    /// Sets the buttons' labels.
    let typesetter: Typesetter
    /// The profiles kept on this machine the sign-in form offers (the `profiles` parameter).
    let profiles: [String]

    /// How many past poses the motion blur draws.
    static let trailLength = 6

    // MARK: - Set-up

    public init(context: SceneContext) throws {
        let parameters = context.parameters
        typesetter = try Typesetter.shared()
        next = parameters["next"] ?? SceneInfo.launcherID
        if next != SceneInfo.launcherID, context.catalog.scene(withID: next) == nil {
            throw SceneParameterError("next", next, "is not a scene; the scenes are: "
                                      + context.catalog.infos.map(\.id).joined(separator: ", "))
        }
        if let float = parameters["float"], float != "off", float != "on" {
            throw SceneParameterError("float", float, "is neither on nor off")
        }
        floats = parameters["float"] != "off"
        profiles = try Self.profiles(parameters["profiles"])
        var orientation = Quaternion(from: Vec3(0, 1, 0), to: IdleFloat.restUp) * Quaternion(axis: Vec3(0, 1, 0), angle: -0.55)
        if let text = parameters["pose"] {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            let degrees = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 3, degrees.count == 3, degrees.allSatisfy({ (-360...360).contains($0) }) else {
                throw SceneParameterError("pose", text, "is not YAW,PITCH,ROLL in degrees, each from -360 to 360")
            }
            let r = degrees.map { $0 * .pi / 180 }
            orientation = Quaternion(axis: Vec3(0, 1, 0), angle: r[0]) * Quaternion(axis: Vec3(1, 0, 0), angle: r[1])
                * Quaternion(axis: Vec3(0, 0, 1), angle: r[2])
        }
        var blades = SnipAnimation.restAngle
        if let text = parameters["blades"] {
            guard let degrees = Double(text), (0...60).contains(degrees) else {
                throw SceneParameterError("blades", text, "is not an opening of 0...60 degrees")
            }
            blades = degrees * .pi / 180
        }
        state = State(pose: Pose(orientation: orientation, bladeAngle: blades))
        if !floats { state.float.weight = 0 }
        tree = makeTree(context: context)
    }

    /// The intro's lines and its buttons (or the sign-in sheet).
    public func occupiedRegions(context: SceneContext) -> [Rect] { IntroText.lines.map(\.band) + tree.occupiedRegions }

    // MARK: - Tick

    public func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        state.previousPose = state.pose
        state.dragTurn = .identity
        state.released = false
        // Once a button has proceeded, the input is the scene's no more; the sheet still goes out.
        runInterface(isInteractive ? input : [], context: context)
    }

    /// The scissors' turn, cut or throw, and the zoom easing to where the wheel asked.
    public func advance(context: SceneContext) {
        let dt = context.tickDuration
        switch state.phase {
        case .idle, .spinning, .dragging: updateTurning(dt: dt)
        case .cutting: updateCut(dt: dt, context: context)
        case .flying: updateFlight(dt: dt, context: context)
        case .done: break
        }
        state.pose.zoom += (state.zoomTarget - state.pose.zoom) * 0.2
        state.ticksInPhase += 1
    }

    /// Idle, dragging and spinning: the drag's turn, the coasting spin and the float.
    private func updateTurning(dt: Double) {
        if state.phase == .dragging || state.released {
            state.spin.track(state.dragTurn, dt: dt)
            state.pose.orientation = (state.dragTurn * state.pose.orientation).normalized
        } else {
            state.pose.orientation = (state.spin.rotation(over: dt) * state.pose.orientation).normalized
            state.spin.slow()
            if state.phase == .spinning && state.spin.speed < Spin.restSpeed { enter(.idle) }
        }
        state.float.advance(active: floats && state.phase == .idle, dt: dt)
        state.pose.orientation = state.float.turning(state.pose.orientation, dt: dt)
        state.pose.offset = state.float.bobOffset
    }

    /// The snips, with the scissors easing round to face the viewer so the cut shows.
    private func updateCut(dt: Double, context: SceneContext) {
        let tick = state.ticksInPhase + 1
        state.pose.bladeAngle = SnipAnimation.angle(atTick: tick)
        if SnipAnimation.snipTicks.contains(tick) { context.effects.play(SnipSound.snip) }
        state.spin.slow(by: 0.85)
        state.pose.orientation = (state.spin.rotation(over: dt) * state.pose.orientation).normalized
        state.pose.orientation = state.pose.orientation.slerp(to: Self.presentation, 0.09)
        state.float.advance(active: false, dt: dt * 0.25)
        state.pose.offset = state.float.bobOffset
        if tick >= SnipAnimation.duration {
            state.flight = FlyOff(from: state.pose.offset, carrying: state.spin.velocity)
            enter(.flying)
        }
    }

    /// The throw; when the scissors are wholly off the canvas, the hand-over.
    private func updateFlight(dt: Double, context: SceneContext) {
        guard var flight = state.flight else { return }
        state.trail.append(state.pose)
        if state.trail.count > Self.trailLength { state.trail.removeFirst() }
        state.pose.orientation = (flight.step(dt: dt) * state.pose.orientation).normalized
        state.pose.offset = flight.position
        state.flight = flight
        let footprint = painter.footprint(of: state.pose)
        let canvas = Rect(origin: .zero, size: context.canvasSize)
        let gone = footprint.center.x + footprint.radius < canvas.minX || footprint.center.x - footprint.radius > canvas.maxX
            || footprint.center.y + footprint.radius < canvas.minY || footprint.center.y - footprint.radius > canvas.maxY
        if gone || state.ticksInPhase + 1 >= Self.maxFlightTicks {
            enter(.done)
            state.handedOver = true
            let entry = state.choice ?? .guest
            // Who plays next: the profile signed in with, or a guest.
            let parameters = ["entry": entry.rawValue, "player": state.player ?? ProfileName.guest]
            context.effects.switchTo(id: next, parameters: parameters)
        }
    }

    /// The pose the cut turns the scissors towards: blades up, a little turned and tilted.
    static let presentation = Quaternion(from: Vec3(0, 1, 0), to: IdleFloat.restUp) * Quaternion(axis: Vec3(0, 1, 0), angle: -0.3)

    func enter(_ next: Phase) {
        state.phase = next
        state.ticksInPhase = -1  // the tick's end counts it to 0
    }

    /// The profiles `text` names, comma-separated, at most three.
    /// - Throws: `SceneParameterError` when one is not a profile's name.
    static func profiles(_ text: String?) throws -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if let bad = names.first(where: { !ProfileName.isValid($0) }) {
            throw SceneParameterError("profiles", text, "names '\(bad.prefix(40))', which is not a profile name")
        }
        return Array(names.prefix(3))
    }

    /// Starts the cut, as `choice` asked.
    func proceed(_ choice: AuthChoice) {
        guard isInteractive else { return }
        state.choice = choice
        state.dragPoint = nil
        // The chosen button stays lit, without a press or a focus ring, while the interface fades.
        state.ui.pressed = nil
        state.ui.hovered = WidgetPart(choice.id)
        state.ui.showsFocus = false
        enter(.cutting)
    }
}
