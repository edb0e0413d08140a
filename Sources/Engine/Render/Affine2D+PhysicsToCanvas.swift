import Core

extension Affine2D {
    /// The transform from physics-world metres (y up) to canvas pixels (y down), for
    /// `SceneContext.physicsView`: `pixelsPerMetre` canvas pixels to a metre, with the physics
    /// origin at the canvas point `origin` (the canvas's bottom-left corner, `(0, canvasHeight)`,
    /// for a world whose floor is the canvas's bottom edge).
    /// - Precondition: `pixelsPerMetre` is positive and finite.
    public static func physicsToCanvas(pixelsPerMetre: Double, origin: Vec2) -> Affine2D {
        precondition(pixelsPerMetre > 0 && pixelsPerMetre.isFinite, "pixelsPerMetre must be positive and finite")
        return Affine2D(a: pixelsPerMetre, b: 0, c: 0, d: -pixelsPerMetre, tx: origin.x, ty: origin.y)
    }
}
