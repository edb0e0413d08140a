import Core
import Physics

/// Draws every fixture and joint of a physics world (F1 in a window), through a world-to-canvas
/// transform, in Box2D testbed colours: translucent fills with solid outlines.
public enum PhysicsDebugDraw {
    /// Adds the world's debug shapes to `list`, mapped by `view` (metres → canvas pixels).
    public static func draw(_ world: PhysicsWorld, view: Affine2D, into list: inout DrawList) {
        let pixelsPerMetre = abs(view.determinant).squareRoot()
        for shape in world.debugShapes() {
            let color = shape.style.color
            let fill = color.withAlpha(0.35)
            switch shape.geometry {
            case .polygon(let points):
                let canvas = points.map(view.apply)
                list.fillPolygon(canvas, fill)
                list.strokePolygon(canvas, color, width: 2)
            case .circle(let center, let radius, let angle):
                let c = view.apply(center)
                let r = radius * pixelsPerMetre
                list.fillCircle(c, radius: r, fill)
                list.strokeCircle(c, radius: r, color, width: 2)
                list.line(c, view.apply(center + Vec2(radius, 0).rotated(by: angle)), color, width: 2)
            case .segment(let a, let b):
                list.line(view.apply(a), view.apply(b), color, width: 2)
            case .polyline(let points, let closed):
                let canvas = points.map(view.apply)
                if closed { list.strokePolygon(canvas, color, width: 2) } else { list.polyline(canvas, color, width: 2) }
            }
        }
    }
}
