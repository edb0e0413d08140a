/// An axis-aligned rectangle: origin at its minimum corner, size non-negative.
public struct Rect: Hashable, Codable, Sendable {
    public var origin: Vec2
    public var size: Vec2

    @inlinable public init(origin: Vec2, size: Vec2) { self.origin = origin; self.size = size }
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Vec2(x, y), size: Vec2(width, height))
    }
    /// The rectangle of `size` centred on `center`.
    @inlinable public init(center: Vec2, size: Vec2) { self.init(origin: center - size / 2, size: size) }

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.x }
    @inlinable public var maxY: Double { origin.y + size.y }
    @inlinable public var width: Double { size.x }
    @inlinable public var height: Double { size.y }
    @inlinable public var center: Vec2 { origin + size / 2 }

    /// Whether `p` lies inside (minimum edges inclusive, maximum edges exclusive).
    @inlinable public func contains(_ p: Vec2) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }
    /// The overlap with `o`, or nil when they do not overlap.
    @inlinable public func intersection(_ o: Rect) -> Rect? {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    /// This rectangle shrunk by `d` on every side (a negative `d` grows it).
    @inlinable public func insetBy(_ d: Double) -> Rect {
        Rect(x: minX + d, y: minY + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
    }
}
