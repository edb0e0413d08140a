extension InputEvent {
    /// The furthest a pointer may be from the canvas origin, in canvas pixels: far outside any
    /// window, yet small enough for physics to take as a position.
    public static let maxCoordinate = 1_000_000.0
    /// The most wheel notches one event may turn.
    public static let maxWheelNotches = 1_000.0
    /// The strongest tilt one event may give, in g along each axis.
    public static let maxTilt = 16.0
    /// The latest minute a clock event may name: the end of the year 9999, in minutes since 1970.
    public static let maxClockMinute: Int64 = 4_223_371_679
    /// The most a pinch may scale by, either way: `scale` lies in `1/maxPinchScale ... maxPinchScale`.
    public static let maxPinchScale = 1_000.0
    /// The furthest a pinch may turn, in radians either way (about 160 turns).
    public static let maxPinchRotation = 1_000.0

    /// What is out of range in this event, or nil when every number in it is finite and in range
    /// (events from files users send each other are checked before a scene sees them).
    public var rangeProblem: String? {
        switch self {
        case .pointerDown(let p, _), .pointerMove(let p), .pointerUp(let p, _):
            return Self.isWithin(p, Self.maxCoordinate) ? nil
                : "a pointer position is finite and within ±\(Int(Self.maxCoordinate)) canvas pixels, not [\(p.x), \(p.y)]"
        case .tilt(let down):
            return Self.isWithin(down, Self.maxTilt) ? nil : "a tilt is finite and within ±\(Int(Self.maxTilt)) g, not [\(down.x), \(down.y)]"
        case .wheel(let notches):
            return notches.isFinite && abs(notches) <= Self.maxWheelNotches ? nil
                : "a wheel turn is finite and within ±\(Int(Self.maxWheelNotches)) notches, not \(notches)"
        case .shake(let strength):
            return (0...1).contains(strength) ? nil : "a shake's strength is from 0 to 1, not \(strength)"
        case .pinch(_, let center, let scale, let rotation):
            if !Self.isWithin(center, Self.maxCoordinate) {
                return "a pinch's centre is finite and within ±\(Int(Self.maxCoordinate)) canvas pixels, not [\(center.x), \(center.y)]"
            }
            if !(1 / Self.maxPinchScale...Self.maxPinchScale).contains(scale) {
                return "a pinch's scale is from \(1 / Self.maxPinchScale) to \(Int(Self.maxPinchScale)), not \(scale)"
            }
            return rotation.isFinite && abs(rotation) <= Self.maxPinchRotation ? nil
                : "a pinch's rotation is finite and within ±\(Int(Self.maxPinchRotation)) radians, not \(rotation)"
        case .clock(let minute):
            return (0...Self.maxClockMinute).contains(minute) ? nil
                : "a clock minute is from 0 (1970) to \(Self.maxClockMinute) (the end of 9999), not \(minute)"
        case .listing(let listing):
            return listing.problem
        case .jobFinished(let result):
            return result.problem
        case .saveFailed(let failure):
            return failure.problem
        case .saveRead(let read):
            return read.problem
        default:
            return nil
        }
    }

    private static func isWithin(_ point: Vec2, _ limit: Double) -> Bool {
        point.x.isFinite && point.y.isFinite && abs(point.x) <= limit && abs(point.y) <= limit
    }
}
