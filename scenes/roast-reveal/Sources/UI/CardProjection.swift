import Engine
import Foundation

/// The roast card turned about its vertical axis, seen through the stage's perspective camera
/// (`Core`'s `PerspectiveCamera`, as the shears are): the edge turning towards the viewer grows,
/// the far one shrinks, and past a quarter turn the other side shows.
///
/// Points are given on the side in view in card pixels from the card's centre (x right, y down,
/// as on the canvas), so the face reads the right way round once it has turned over.
struct CardProjection {
    /// The camera: at the card's resting centre, far enough back that a card at depth 0 is drawn
    /// at its canvas size (one model unit a canvas pixel there).
    static let camera = PerspectiveCamera(distance: 1_400, focalLength: 1_400, center: Vec2(360, RoastCard.surfaceY - RoastCard.size.y / 2))
    /// Points along each rounded corner of the outline.
    static let cornerSteps = 6

    /// The card's centre on the canvas, in canvas pixels.
    var center: Vec2
    /// The turn, 0 (back in view, flat) … π (face in view, flat), in radians.
    var angle: Double

    /// Whether the face is the side in view (past a quarter turn).
    var showsFace: Bool { cos(angle) < 0 }

    /// How squarely the side in view faces the camera: 1 flat on, 0 edge on.
    var facing: Double { abs(cos(angle)) }

    /// Where `point` on the side in view (card pixels from the centre, y down) lands on the canvas.
    func project(_ point: Vec2) -> Vec2 {
        // The face is the back's other side: its x runs the other way in the card's own frame.
        let local = Vec3(showsFace ? -point.x : point.x, -point.y, 0)
        let turned = Quaternion(axis: Vec3(0, 1, 0), angle: angle).rotate(local)
        let c = Self.camera.center
        return Self.camera.project(Vec3(center.x - c.x, c.y - center.y, 0) + turned)
    }

    /// The outline of the card inset by `inset` with corners of `radius`, projected, in canvas pixels.
    func outline(inset: Double = 0, radius: Double) -> [Vec2] {
        let half = RoastCard.size / 2 - Vec2(inset, inset)
        let r = min(radius, half.x, half.y)
        // Each corner's arc centre and the angle its arc starts at (canvas angles, y down).
        let corners = [(Vec2(half.x - r, half.y - r), 0.0), (Vec2(-half.x + r, half.y - r), Double.pi / 2),
                       (Vec2(-half.x + r, -half.y + r), Double.pi), (Vec2(half.x - r, -half.y + r), 3 * Double.pi / 2)]
        var points: [Vec2] = []
        points.reserveCapacity(4 * (Self.cornerSteps + 1))
        for (arc, start) in corners {
            for step in 0...Self.cornerSteps {
                let a = start + Double.pi / 2 * Double(step) / Double(Self.cornerSteps)
                points.append(project(arc + Vec2(cos(a), sin(a)) * r))
            }
        }
        return points
    }
}
