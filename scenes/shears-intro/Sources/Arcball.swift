import Engine

/// Shoemake's arcball: the canvas point under the pointer is lifted onto a ball in front of the
/// scissors, and a drag turns the scissors the way it would turn that ball, so the point under
/// the pointer stays under it. A drag across the middle turns them about the perpendicular axis
/// in the screen; a drag round the rim turns them about the view axis.
struct Arcball {
    /// The ball's centre on the canvas, in canvas pixels.
    var center: Vec2
    /// The ball's radius, in canvas pixels.
    var radius: Double

    /// The point on the unit ball under canvas point `p`, in view space (x right, y up, z towards
    /// the viewer); points beyond the ball's outline map to its rim.
    func spherePoint(_ p: Vec2) -> Vec3 {
        let x = (p.x - center.x) / radius, y = (center.y - p.y) / radius
        let d = x * x + y * y
        if d <= 1 { return Vec3(x, y, (1 - d).squareRoot()) }
        let n = d.squareRoot()
        return Vec3(x / n, y / n, 0)
    }

    /// The turn (view space) that carries the ball's point under `from` to the point under `to`.
    func rotation(from: Vec2, to: Vec2) -> Quaternion {
        let a = spherePoint(from), b = spherePoint(to)
        // Equal points, or a drag too small to give an axis: no turn.
        guard a.cross(b).length > 1e-12 else { return .identity }
        return Quaternion(from: a, to: b)
    }
}
