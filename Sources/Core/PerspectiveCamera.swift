/// A pinhole camera on the +z axis looking at the origin, projecting 3D points (x right, y up,
/// z towards the viewer) onto a 2D canvas (y down).
///
/// A point's on-canvas scale is `focalLength / depth` canvas pixels per unit, where its depth is
/// its distance in front of the camera along the view axis (`distance - z`).
public struct PerspectiveCamera: Hashable, Sendable {
    /// The camera's distance from the origin, in model units; usually a few times the model's size.
    public var distance: Double
    /// The focal length in canvas pixels: a unit at the origin spans `focalLength / distance` pixels.
    public var focalLength: Double
    /// Where the origin lands on the canvas, in canvas pixels.
    public var center: Vec2

    @inlinable public init(distance: Double, focalLength: Double, center: Vec2) {
        self.distance = distance; self.focalLength = focalLength; self.center = center
    }

    /// The camera's position, in model units.
    @inlinable public var eye: Vec3 { Vec3(0, 0, distance) }

    /// How far `p` is in front of the camera along the view axis, in model units (> 0 when visible).
    @inlinable public func depth(of p: Vec3) -> Double { distance - p.z }

    /// Canvas pixels per model unit at `depth`.
    @inlinable public func scale(atDepth depth: Double) -> Double { focalLength / depth }

    /// The canvas point `p` projects to; meaningful for points in front of the camera.
    @inlinable public func project(_ p: Vec3) -> Vec2 {
        let s = focalLength / (distance - p.z)
        return Vec2(center.x + p.x * s, center.y - p.y * s)
    }

    /// The model point at `depth` in front of the camera that projects to `point`.
    @inlinable public func unproject(_ point: Vec2, depth: Double) -> Vec3 {
        let s = depth / focalLength
        return Vec3((point.x - center.x) * s, (center.y - point.y) * s, distance - depth)
    }

    /// Whether a triangle wound counter-clockwise seen from outside faces the camera.
    @inlinable public func isFacing(_ a: Vec3, _ b: Vec3, _ c: Vec3) -> Bool {
        (b - a).cross(c - a).dot(eye - a) > 0
    }
}
