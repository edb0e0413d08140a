import Core
import Foundation

/// Shapes that are drawn again and again unchanged but for where they are (a vector sticker),
/// handed to the renderer as one: a renderer that can keeps them rasterised in a texture, by
/// `key` and the size they show at, and draws that placed, scaled and turned, instead of
/// tessellating and filling every shape every frame; any renderer may instead draw the shapes
/// themselves (`placedShapes`).
public struct Picture: Sendable, Equatable {
    /// Names the shapes: every picture with this key has these shapes.
    public var key: String
    /// The shapes, about the picture's own origin in its own pixels: fills, strokes, circles
    /// and lines (anything else is left out).
    public var shapes: [DrawCommand]
    /// Half the size of the box about the origin that holds every shape, in the picture's pixels.
    public var halfExtent: Vec2
    /// Where the origin goes, in canvas pixels.
    public var center: Vec2
    /// Canvas pixels per picture pixel.
    public var scale: Double
    /// The turn about `center`, in radians, clockwise on screen.
    public var rotation: Double

    /// Makes a picture of `shapes` (in picture pixels, within `halfExtent`) placed at `center` in canvas pixels, `scale` canvas pixels a picture pixel, turned `rotation` radians.
    public init(key: String, shapes: [DrawCommand], halfExtent: Vec2, center: Vec2, scale: Double, rotation: Double = 0) {
        self.key = key
        self.shapes = shapes
        self.halfExtent = halfExtent
        self.center = center
        self.scale = scale
        self.rotation = rotation
    }

    /// The canvas point of picture point `p`.
    public func place(_ p: Vec2) -> Vec2 { center + (p * scale).rotated(by: rotation) }

    /// The shapes moved, scaled and turned into place on the canvas.
    public var placedShapes: [DrawCommand] {
        shapes.compactMap { shape in
            switch shape {
            case .fillPolygon(let points, let color): .fillPolygon(points.map(place), color)
            case .strokePolyline(let points, let color, let width, let closed):
                .strokePolyline(points.map(place), color, width: width * scale, closed: closed)
            case .fillCircle(let center, let radius, let color): .fillCircle(center: place(center), radius: radius * scale, color)
            case .strokeCircle(let center, let radius, let color, let width):
                .strokeCircle(center: place(center), radius: radius * scale, color, width: width * scale)
            case .line(let from, let to, let color, let width): .line(from: place(from), to: place(to), color, width: width * scale)
            case .sprite, .mesh, .textRun, .picture: nil
            }
        }
    }
}
