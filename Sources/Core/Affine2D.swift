/// A 2D affine transform: `p' = (a·x + c·y + tx, b·x + d·y + ty)`.
public struct Affine2D: Hashable, Codable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Affine2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `t`.
    @inlinable public static func translation(_ t: Vec2) -> Affine2D {
        Affine2D(a: 1, b: 0, c: 0, d: 1, tx: t.x, ty: t.y)
    }
    /// A rotation by `angle` radians about the origin.
    @inlinable public static func rotation(_ angle: Double) -> Affine2D {
        let c = _cos(angle), s = _sin(angle)
        return Affine2D(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }
    /// A scale about the origin.
    @inlinable public static func scale(_ sx: Double, _ sy: Double) -> Affine2D {
        Affine2D(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Translate, rotate and scale, applied as scale first, then rotation, then translation.
    @inlinable public init(translation t: Vec2, rotation angle: Double = 0, scale s: Vec2 = Vec2(1, 1)) {
        self = .translation(t) * .rotation(angle) * .scale(s.x, s.y)
    }

    /// Composition: `(l * r).apply(p) == l.apply(r.apply(p))`.
    @inlinable public static func * (l: Affine2D, r: Affine2D) -> Affine2D {
        Affine2D(a: l.a * r.a + l.c * r.b, b: l.b * r.a + l.d * r.b,
                 c: l.a * r.c + l.c * r.d, d: l.b * r.c + l.d * r.d,
                 tx: l.a * r.tx + l.c * r.ty + l.tx, ty: l.b * r.tx + l.d * r.ty + l.ty)
    }

    /// `p` transformed.
    @inlinable public func apply(_ p: Vec2) -> Vec2 {
        Vec2(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
    /// `v` transformed as a direction (no translation).
    @inlinable public func applyToVector(_ v: Vec2) -> Vec2 { Vec2(a * v.x + c * v.y, b * v.x + d * v.y) }

    /// The determinant of the linear part.
    @inlinable public var determinant: Double { a * d - b * c }

    /// The inverse transform, or nil when it is singular.
    @inlinable public var inverted: Affine2D? {
        let det = determinant
        guard det != 0 else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Affine2D(a: ia, b: ib, c: ic, d: id,
                        tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }
}
