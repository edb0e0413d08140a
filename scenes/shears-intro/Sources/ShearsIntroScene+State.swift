import Engine
import UI

extension ShearsIntroScene {
    /// The intro's own state: everything that changes after set-up, as plain values, from which
    /// the engine derives the state hash and the replay keyframe.
    public struct State: KitSceneState, Codable, Sendable {
        var pose: Pose
        /// The pose at the start of the tick, for drawing between ticks.
        var previousPose: Pose
        var phase: Phase = .idle
        var ticksInPhase = 0
        var spin = Spin()
        var float = IdleFloat()
        /// The widgets' hover, press and keyboard focus (none until Tab or an arrow key moves it).
        public var ui = UIState()
        /// The sign-in sheet while it is open or going out.
        public var overlays = Overlays()
        /// The zoom the wheel asked for; `pose.zoom` eases towards it.
        var zoomTarget = 1.0
        /// The pointer's last canvas point while dragging.
        var dragPoint: Vec2?
        /// The turn the drag made during this tick, view space.
        var dragTurn = Quaternion.identity
        /// Whether a drag let go during this tick (its last motion still counts towards the flick).
        var released = false
        /// The name typed in the sign-in sheet, and whether Play found it no profile's name.
        var name = TextEditingState()
        var nameRefused = false
        /// The profile signed in with, once Play or a profile's button proceeded.
        var player: String?
        /// The button that proceeded.
        var choice: AuthChoice?
        var flight: FlyOff?
        /// The poses of the last few ticks of the throw, oldest first, for motion blur.
        var trail: [Pose] = []
        var handedOver = false

        /// The state before any tick, with the scissors held still in `pose`.
        init(pose: Pose) {
            self.pose = pose
            previousPose = pose
        }
    }
}
