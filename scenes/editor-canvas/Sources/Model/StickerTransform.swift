import Engine

/// Where a sticker sits on the photo: its centre in photo pixels, a uniform scale and a turn.
///
/// A point of the sticker's own frame (its artwork's pixels at scale 1, origin at its centre,
/// y down) maps to the photo by scaling, then turning clockwise by `rotation`, then moving to
/// `position`; `local(of:)` undoes exactly that, which is how rotated stickers are hit-tested.
struct StickerTransform: Codable, Equatable, Sendable {
    /// The centre's x on the photo, in photo pixels.
    var x: Double
    /// The centre's y on the photo, in photo pixels (y down).
    var y: Double
    /// The size multiplier on the sticker's natural size (1 is its artwork's size).
    var scale: Double
    /// The turn about the centre, in radians, clockwise on screen.
    var rotation: Double

    /// The centre on the photo, in photo pixels.
    var position: Vec2 {
        get { Vec2(x, y) }
        set { x = newValue.x; y = newValue.y }
    }

    /// The photo point of `local`, a point in the sticker's own frame.
    func photoPoint(of local: Vec2) -> Vec2 { position + (local * scale).rotated(by: rotation) }

    /// The point of the sticker's own frame over `photo`, a photo point: the inverse of
    /// `photoPoint(of:)`.
    func local(of photo: Vec2) -> Vec2 { (photo - position).rotated(by: -rotation) / scale }

    /// Whether `photo` (a photo point) lies on a box of `halfSize` (own-frame pixels) about the
    /// sticker's centre.
    func contains(_ photo: Vec2, halfSize: Vec2) -> Bool {
        let p = local(of: photo)
        return abs(p.x) <= halfSize.x && abs(p.y) <= halfSize.y
    }

    /// `angle` brought into -π...π, in radians.
    static func normalized(_ angle: Double) -> Double {
        var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a > .pi { a -= 2 * .pi } else if a < -.pi { a += 2 * .pi }
        return a
    }

    /// `angle` snapped to the nearest multiple of `step`, both in radians, brought into -π...π.
    static func snapped(_ angle: Double, step: Double) -> Double {
        normalized((angle / step).rounded() * step)
    }
}
