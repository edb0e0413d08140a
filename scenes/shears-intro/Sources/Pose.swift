import Engine

/// Where the scissors are and how they are held, as a tick leaves them; drawing interpolates
/// between the last two.
struct Pose: Equatable, Codable {
    /// The turn of the whole pair, in view space (x right, y up, z towards the viewer).
    var orientation: Quaternion
    /// Where their centre is, in cm from the middle of the stage (y up).
    var offset: Vec3 = .zero
    /// The opening between the blades, in radians; 0 is closed.
    var bladeAngle: Double
    /// A magnification, 1 at rest; the wheel changes it.
    var zoom: Double = 1

    /// The pose a fraction `t` (0...1) of the way from this one to `o`.
    func interpolated(to o: Pose, _ t: Double) -> Pose {
        Pose(orientation: orientation.slerp(to: o.orientation, t), offset: offset.lerp(to: o.offset, t),
             bladeAngle: bladeAngle + (o.bladeAngle - bladeAngle) * t, zoom: zoom + (o.zoom - zoom) * t)
    }

    func hash(into hasher: inout StateHasher) {
        hasher.combine(orientation)
        hasher.combine(offset)
        hasher.combine(bladeAngle)
        hasher.combine(zoom)
    }
}
