import Core

// Poses between two steps, for drawing between ticks: `alpha` 0 is where a body stood when the
// last step began and 1 is where it stands now. The world keeps the earlier pose itself (see
// `step(_:)`), so scenes need not copy every body's pose before each step.
extension PhysicsWorld {
    /// The body origin `alpha` of the way from where it stood when the last step began (0) to
    /// where it stands now (1), m; its position now when it was made since that step began.
    public func interpolatedPosition(of body: BodyID, alpha: Double) -> Vec2 {
        let now = position(of: body)
        guard let start = stepStarts.pose(of: body), isValid(body) else { return now }
        return start.position.lerp(to: now, alpha)
    }

    /// The body's rotation `alpha` of the way from its angle when the last step began (0) to its
    /// angle now (1), rad; its angle now when it was made since that step began. Angles are not
    /// wrapped, so a body that turned past ±π is drawn turning the way it did, not back.
    public func interpolatedAngle(of body: BodyID, alpha: Double) -> Double {
        let now = angle(of: body)
        guard let start = stepStarts.pose(of: body), isValid(body) else { return now }
        return start.angle + (now - start.angle) * alpha
    }

    /// The body's pose `alpha` of the way through the last step as a transform from body space
    /// to world space (m, rad): `interpolatedPosition(of:alpha:)` and
    /// `interpolatedAngle(of:alpha:)` together.
    public func interpolatedTransform(of body: BodyID, alpha: Double) -> Affine2D {
        Affine2D(translation: interpolatedPosition(of: body, alpha: alpha), rotation: interpolatedAngle(of: body, alpha: alpha))
    }
}
