import Core

/// Identifies an image the `AssetStore` holds; renderers upload it as a texture on first use.
public struct TextureID: Hashable, Sendable, Codable {
    /// The store's number for the image.
    public let raw: UInt32
    /// Makes the identifier with the given store number.
    public init(raw: UInt32) { self.raw = raw }
}

/// How a draw's colours combine with what is already on the canvas.
public enum BlendMode: Sendable, Hashable {
    /// Replace the destination.
    case none
    /// Straight-alpha "over" blending (the default).
    case alpha
    /// Add the source's colour (glows, highlights).
    case additive
    /// Multiply by the source's colour (shadows, tints).
    case multiply
}

/// A textured quad.
public struct Sprite: Sendable, Equatable {
    /// The image to draw.
    public var texture: TextureID
    /// The centre on the canvas, in canvas pixels.
    public var center: Vec2
    /// The size on the canvas before `scale`, in canvas pixels.
    public var size: Vec2
    /// Rotation about the centre, in radians, clockwise on screen (canvas y points down).
    public var rotation: Double = 0
    /// A multiplier on `size`; a negative component mirrors the image.
    public var scale: Vec2 = Vec2(1, 1)
    /// A colour the texture is multiplied by; white leaves it as it is.
    public var tint: Color = .white
    /// Opacity, 0...1.
    public var alpha: Double = 1
    /// The part of the texture to draw, in texture pixels; nil draws all of it.
    public var source: Rect? = nil

    /// Makes a sprite; positions and sizes are in canvas pixels, `rotation` in radians, `alpha` 0…1.
    public init(texture: TextureID, center: Vec2, size: Vec2, rotation: Double = 0, scale: Vec2 = Vec2(1, 1),
                tint: Color = .white, alpha: Double = 1, source: Rect? = nil) {
        self.texture = texture; self.center = center; self.size = size; self.rotation = rotation
        self.scale = scale; self.tint = tint; self.alpha = alpha; self.source = source
    }
}

/// One corner of a triangle mesh.
public struct MeshVertex: Sendable, Equatable {
    /// Canvas position, in canvas pixels.
    public var position: Vec2
    /// Vertex colour (multiplies the texture when there is one).
    public var color: Color
    /// Texture coordinate, 0...1 across the texture.
    public var uv: Vec2

    /// Makes a vertex at `position` (canvas pixels) with a colour and a texture coordinate (0…1).
    public init(position: Vec2, color: Color, uv: Vec2 = .zero) {
        self.position = position; self.color = color; self.uv = uv
    }
}

/// Triangles drawn in the order given: three indices into `vertices` per triangle.
public struct Mesh: Sendable, Equatable {
    /// The corners the triangles are made from.
    public var vertices: [MeshVertex]
    /// Indices into `vertices`, three per triangle.
    public var indices: [Int32]
    /// The texture sampled by `uv`, or nil for vertex colours only.
    public var texture: TextureID?

    /// Makes a mesh from vertices, triangle indices and an optional texture.
    public init(vertices: [MeshVertex], indices: [Int32], texture: TextureID? = nil) {
        self.vertices = vertices; self.indices = indices; self.texture = texture
    }
}

/// Where a line of text sits relative to its anchor point.
public enum TextAlignment: Sendable, Hashable {
    /// Anchored at the left edge, the centre, or the right edge.
    case left, center, right
}

/// One thing to draw.
public enum DrawCommand: Sendable, Equatable {
    /// A textured quad.
    case sprite(Sprite)
    /// A filled simple polygon (convex or concave, either winding), canvas pixels.
    case fillPolygon([Vec2], Color)
    /// An open or closed polyline of the given width in canvas pixels.
    case strokePolyline([Vec2], Color, width: Double, closed: Bool)
    /// A filled circle; centre and radius in canvas pixels.
    case fillCircle(center: Vec2, radius: Double, Color)
    /// A circle outline; centre, radius and width in canvas pixels.
    case strokeCircle(center: Vec2, radius: Double, Color, width: Double)
    /// A straight line; end points and width in canvas pixels.
    case line(from: Vec2, to: Vec2, Color, width: Double)
    /// A triangle mesh.
    case mesh(Mesh)
    /// Laid-out text: clusters at measured pen positions (see `TextRun`).
    case textRun(TextRun)
    /// Shapes a renderer may keep rasterised and draw as one (see `Picture`).
    case picture(Picture)
}

/// A command with the state it is drawn under.
public struct DrawItem: Sendable, Equatable {
    /// What to draw.
    public var command: DrawCommand
    /// Drawing order: lower first; equal layers keep the order they were added in.
    public var layer: Int
    /// How the command's colours combine with the canvas.
    public var blend: BlendMode
    /// Drawing outside this canvas rectangle is cut away; nil draws anywhere.
    public var clip: Rect?
}
