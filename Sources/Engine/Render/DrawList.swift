import Core

/// What a scene wants on screen this frame, in canvas pixels (origin top-left, y down).
///
/// Scenes fill it and never talk to SDL; a render backend (a window or an offscreen surface)
/// turns it into pixels. The current `layer`, `blend` and clip rectangle are stamped on each
/// command as it is added, so sorting by layer never moves a command out of its clip.
public struct DrawList: Sendable {
    /// The logical canvas size, in canvas pixels; usually 720 × 1280.
    public var canvasSize: Vec2
    /// What the canvas is cleared to first.
    public var clearColor: Color = Color(hex: 0x1D1F24)
    /// The layer stamped on commands added from now on.
    public var layer: Int = 0
    /// The blend mode stamped on commands added from now on.
    public var blend: BlendMode = .alpha
    /// Commands in the order they were added.
    public private(set) var items: [DrawItem] = []
    private var clipStack: [Rect] = []

    /// Makes an empty list for a canvas of the given size, in canvas pixels (720 × 1280 by default).
    public init(canvasSize: Vec2 = Vec2(720, 1280)) { self.canvasSize = canvasSize }

    /// Adds a command under the current layer, blend and clip.
    public mutating func add(_ command: DrawCommand) {
        items.append(DrawItem(command: command, layer: layer, blend: blend, clip: clipStack.last))
    }

    /// Clips what is drawn from now on to `rect` (intersected with any enclosing clip).
    public mutating func pushClip(_ rect: Rect) {
        if let outer = clipStack.last {
            clipStack.append(outer.intersection(rect) ?? Rect(origin: rect.origin, size: .zero))
        } else {
            clipStack.append(rect)
        }
    }
    /// Ends the innermost clip.
    public mutating func popClip() { _ = clipStack.popLast() }

    /// The commands in drawing order: by layer, then in the order they were added.
    public var sortedItems: [DrawItem] {
        items.enumerated().sorted { l, r in
            l.element.layer != r.element.layer ? l.element.layer < r.element.layer : l.offset < r.offset
        }.map(\.element)
    }

    /// Runs `body` with `layer` set, then restores the previous layer.
    public mutating func onLayer(_ layer: Int, _ body: (inout DrawList) -> Void) {
        let saved = self.layer
        self.layer = layer
        body(&self)
        self.layer = saved
    }

    // MARK: - Conveniences

    /// Adds a textured quad.
    public mutating func sprite(_ sprite: Sprite) { add(.sprite(sprite)) }
    /// Adds a filled polygon through `points`, in canvas pixels.
    public mutating func fillPolygon(_ points: [Vec2], _ color: Color) { add(.fillPolygon(points, color)) }
    /// Adds the closed outline of the polygon through `points`; `width` is in canvas pixels.
    public mutating func strokePolygon(_ points: [Vec2], _ color: Color, width: Double = 2) {
        add(.strokePolyline(points, color, width: width, closed: true))
    }
    /// Adds an open line through `points`; `width` is in canvas pixels.
    public mutating func polyline(_ points: [Vec2], _ color: Color, width: Double = 2) {
        add(.strokePolyline(points, color, width: width, closed: false))
    }
    /// Adds a filled circle; `center` and `radius` are in canvas pixels.
    public mutating func fillCircle(_ center: Vec2, radius: Double, _ color: Color) {
        add(.fillCircle(center: center, radius: radius, color))
    }
    /// Adds a circle outline; `center`, `radius` and `width` are in canvas pixels.
    public mutating func strokeCircle(_ center: Vec2, radius: Double, _ color: Color, width: Double = 2) {
        add(.strokeCircle(center: center, radius: radius, color, width: width))
    }
    /// Adds a straight line from `a` to `b`; positions and `width` are in canvas pixels.
    public mutating func line(_ a: Vec2, _ b: Vec2, _ color: Color, width: Double = 2) {
        add(.line(from: a, to: b, color, width: width))
    }
    /// Adds a filled axis-aligned rectangle, in canvas pixels.
    public mutating func fillRect(_ rect: Rect, _ color: Color) {
        fillPolygon([rect.origin, Vec2(rect.maxX, rect.minY), Vec2(rect.maxX, rect.maxY), Vec2(rect.minX, rect.maxY)], color)
    }
    /// Adds a triangle mesh.
    public mutating func mesh(_ mesh: Mesh) { add(.mesh(mesh)) }
    /// Adds already laid-out text.
    public mutating func textRun(_ run: TextRun) { add(.textRun(run)) }
    /// Adds a group of shapes the renderer may cache as one.
    public mutating func picture(_ picture: Picture) { add(.picture(picture)) }
}
