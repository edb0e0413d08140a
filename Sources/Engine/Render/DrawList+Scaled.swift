// Beside the draw commands, so a command the engine adds is scaled here too, not in each scene
// that draws a miniature.
extension DrawList {
    /// Adds `other`'s picture shrunk (or grown) to fit `frame`, centred in it, keeping its
    /// proportions: its clear colour over its canvas, then its commands in drawing order, under
    /// this list's current layer and clip. Text keeps each cluster at its scaled pen position in
    /// the nearest whole type size, so a small copy is a faithful miniature. Returns where the
    /// picture went.
    @discardableResult
    public mutating func append(_ other: DrawList, fittedIn frame: Rect) -> Rect {
        let size = other.canvasSize
        guard size.x > 0, size.y > 0 else { return Rect(origin: frame.center, size: .zero) }
        let scale = min(frame.width / size.x, frame.height / size.y)
        let bounds = Rect(center: frame.center, size: size * scale)
        append(other, scale: scale, offset: bounds.origin)
        return bounds
    }

    /// Adds `other`'s clear colour and commands, every point `p` moved to `p * scale + offset`
    /// (`offset` in this list's canvas pixels, `scale` a factor).
    public mutating func append(_ other: DrawList, scale: Double, offset: Vec2) {
        func point(_ p: Vec2) -> Vec2 { p * scale + offset }
        func rect(_ r: Rect) -> Rect { Rect(origin: point(r.origin), size: r.size * scale) }
        let bounds = rect(Rect(origin: .zero, size: other.canvasSize))
        let savedBlend = blend
        pushClip(bounds)
        blend = .alpha
        fillRect(bounds, other.clearColor)
        for item in other.sortedItems {
            blend = item.blend
            if let clip = item.clip { pushClip(rect(clip)) }
            switch item.command {
            case .sprite(var sprite):
                sprite.center = point(sprite.center)
                sprite.size = sprite.size * scale
                add(.sprite(sprite))
            case .fillPolygon(let points, let color): add(.fillPolygon(points.map(point), color))
            case .strokePolyline(let points, let color, let width, let closed):
                add(.strokePolyline(points.map(point), color, width: width * scale, closed: closed))
            case .fillCircle(let center, let radius, let color): add(.fillCircle(center: point(center), radius: radius * scale, color))
            case .strokeCircle(let center, let radius, let color, let width):
                add(.strokeCircle(center: point(center), radius: radius * scale, color, width: width * scale))
            case .line(let from, let to, let color, let width): add(.line(from: point(from), to: point(to), color, width: width * scale))
            case .mesh(var mesh):
                for i in mesh.vertices.indices { mesh.vertices[i].position = point(mesh.vertices[i].position) }
                add(.mesh(mesh))
            case .textRun(var run):
                run.origin = point(run.origin)
                run.offsets = run.offsets.map { $0 * scale }
                run.size = max(1, Int((Double(run.size) * scale).rounded()))
                run.pivot = point(run.pivot)
                add(.textRun(run))
            case .picture(var picture):
                picture.center = point(picture.center)
                picture.scale *= scale
                add(.picture(picture))
            }
            if item.clip != nil { popClip() }
        }
        popClip()
        blend = savedBlend
    }
}
