import CSDL2
import Core

/// Untextured triangles of consecutive draw items under one clip and blend mode, gathered to go
/// to SDL in one `SDL_RenderGeometry` call: a software GL rasteriser (Mesa's, under Xvfb) pays
/// far more per call than per triangle, and a scene of vector stickers makes hundreds of small
/// polygons a frame. Each vertex keeps its item's colour, and triangles draw in order, so the
/// picture is the one the items drawn one by one would make.
struct TriangleBatch {
    /// The clip rectangle the gathered items share (nil: none).
    private(set) var clip: Rect?
    /// The blend mode they share.
    private(set) var blend = SDL_BLENDMODE_BLEND
    /// Their triangles' corners, three a triangle.
    private(set) var vertices: [SDL_Vertex] = []
    /// Whether every triangle gathered is opaque, so alpha blending would change nothing.
    private(set) var isOpaque = true

    /// The blend mode to draw the batch with: none for opaque triangles under alpha blending,
    /// which looks the same and spares a software rasteriser reading back every pixel.
    var effectiveBlend: SDL_BlendMode { isOpaque && blend == SDL_BLENDMODE_BLEND ? SDL_BLENDMODE_NONE : blend }

    /// Whether items under `clip` and `blend` may join the batch without drawing it first.
    func accepts(clip: Rect?, blend: SDL_BlendMode) -> Bool {
        vertices.isEmpty || (clip == self.clip && blend == self.blend)
    }

    /// Adds triangles `points` (three a triangle) in `color`, drawn under `clip` and `blend`;
    /// the batch must accept them.
    mutating func add(_ points: [Vec2], _ color: Color, clip: Rect?, blend: SDL_BlendMode) {
        if vertices.isEmpty {
            self.clip = clip
            self.blend = blend
            isOpaque = true
        }
        if color.a < 255 { isOpaque = false }
        let sdlColor = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
        vertices.reserveCapacity(vertices.count + points.count)
        for p in points {
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: sdlColor,
                                       tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
    }

    /// Empties the batch, keeping its storage for the next.
    mutating func removeAll() { vertices.removeAll(keepingCapacity: true) }
}
