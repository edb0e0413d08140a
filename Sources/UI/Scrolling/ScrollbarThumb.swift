/// Where a scrollbar's thumb sits along its track, in px from the track's start.
public struct ScrollbarThumb: Hashable, Sendable {
    /// The thumb's start along the track, px.
    public var start: Double
    /// The thumb's length along the track, px (never below `ScrollPhysics.minThumbLength`
    /// unless the track itself is shorter).
    public var length: Double
    /// The track's length, px.
    public var trackLength: Double

    /// Makes a thumb `length` px long starting `start` px along a track `trackLength` px long.
    public init(start: Double, length: Double, trackLength: Double) {
        self.start = start
        self.length = length
        self.trackLength = trackLength
    }

    /// The thumb's end along the track, px.
    public var end: Double { start + length }
    /// Content px scrolled by moving the thumb one px along the track.
    public func scale(maxOffset: Double) -> Double {
        let travel = trackLength - length
        return travel > 0 ? maxOffset / travel : 0
    }
}
