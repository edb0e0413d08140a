/// The constants of a scroll view's fixed-tick motion (60 ticks a second), in canvas pixels.
public struct ScrollPhysics: Hashable, Sendable, Codable {
    /// How far one wheel notch scrolls, px.
    public var wheelStep: Double
    /// The fraction of the distance left to an animated target covered each tick (0 < f ≤ 1).
    public var approach: Double
    /// Within this distance of an animated target the offset lands on it, px.
    public var settleDistance: Double
    /// The speed kept each tick of a fling (0 ≤ friction < 1).
    public var friction: Double
    /// A fling slower than this stops, px per tick.
    public var stopSpeed: Double
    /// The fastest fling, px per tick; it bounds how long a fling lasts.
    public var maxSpeed: Double
    /// How many ticks of pointer motion a released drag's velocity is measured over.
    public var velocityTicks: Int
    /// How much of the old page stays in view after Page Up or Page Down, px.
    public var pageOverlap: Double
    /// The shortest a scrollbar thumb gets, px.
    public var minThumbLength: Double

    /// Makes the constants; distances are in px, speeds in px per tick, `approach` and `friction` fractions per tick.
    public init(wheelStep: Double = 96, approach: Double = 0.35, settleDistance: Double = 0.5,
                friction: Double = 0.95, stopSpeed: Double = 0.1, maxSpeed: Double = 200,
                velocityTicks: Int = 4, pageOverlap: Double = 48, minThumbLength: Double = 48) {
        self.wheelStep = wheelStep
        self.approach = approach
        self.settleDistance = settleDistance
        self.friction = friction
        self.stopSpeed = stopSpeed
        self.maxSpeed = maxSpeed
        self.velocityTicks = velocityTicks
        self.pageOverlap = pageOverlap
        self.minThumbLength = minThumbLength
    }

    /// The kit's default feel.
    public static let standard = ScrollPhysics()
}
