import Engine

/// The selection's handles on the canvas: four corner scale handles, a rotation handle above
/// the top edge and a delete button off the top-left corner, all turned with the sticker.
struct SelectionHandles: Equatable {
    /// What a handle does.
    enum Part: Equatable {
        case corner(Int)
        case rotate
        case delete
    }

    /// The box's corners, top-left first and clockwise, in canvas pixels.
    let corners: [Vec2]
    /// The rotation handle's centre, in canvas pixels.
    let rotate: Vec2
    /// Where the rotation handle's stem leaves the box: the top edge's middle.
    let stem: Vec2
    /// The delete button's centre, in canvas pixels.
    let delete: Vec2

    /// The signs of each corner in the sticker's own frame, top-left first and clockwise.
    static let cornerSigns = [Vec2(-1, -1), Vec2(1, -1), Vec2(1, 1), Vec2(-1, 1)]
    /// How far the rotation handle stands above the top edge, in canvas pixels.
    static let rotateReach = 56.0
    /// How far the delete button stands off the top-left corner, in canvas pixels.
    static let deleteReach = 40.0
    /// How near a press must be to a handle's centre to take it, in canvas pixels (a 48-px target).
    static let grabRadius = 24.0
    /// The drawn radius of a corner handle, of the rotation handle and of the delete button.
    static let cornerRadius = 10.0, rotateRadius = 13.0, deleteRadius = 17.0

    /// The handles of a sticker with `transform` and box `halfSize` seen through `view`.
    init(transform t: StickerTransform, halfSize: Vec2, view: CanvasView) {
        corners = Self.cornerSigns.map { view.canvas(t.photoPoint(of: Vec2(halfSize.x * $0.x, halfSize.y * $0.y))) }
        let up = Vec2(0, -1).rotated(by: t.rotation)
        stem = (corners[0] + corners[1]) / 2
        rotate = stem + up * Self.rotateReach
        let out = (corners[0] - view.canvas(t.position)).normalized
        delete = corners[0] + out * Self.deleteReach
    }

    /// The handle under canvas point `p`, nearest first: delete, rotate, then corners.
    func part(at p: Vec2) -> Part? {
        if p.distance(to: delete) <= Self.grabRadius { return .delete }
        if p.distance(to: rotate) <= Self.grabRadius { return .rotate }
        let nearest = corners.indices.min { corners[$0].distance(to: p) < corners[$1].distance(to: p) }!
        return corners[nearest].distance(to: p) <= Self.grabRadius ? .corner(nearest) : nil
    }
}
