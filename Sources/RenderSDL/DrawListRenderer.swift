import CSDL2
import Core
import Engine
import Host
import UI

/// Draws a `DrawList` with an SDL renderer, whoever owns it: a window's accelerated renderer
/// (usually with `SDL_RenderSetLogicalSize` set to the canvas size) or `OffscreenBackend`'s
/// software one. Canvas pixels map to the renderer's logical pixels.
///
/// Destroy it before its SDL renderer: `SDL_DestroyRenderer` frees the textures this object
/// holds, which it would otherwise free a second time.
public final class DrawListRenderer {
    /// The SDL renderer drawn with; not owned.
    public let renderer: OpaquePointer
    /// Called with each SDL failure while drawing; the draw that failed is skipped.
    /// Nil ignores failures.
    public var onError: ((RenderError) -> Void)?

    private let typesetter: Typesetter
    private let textures: TextureCache
    private let glyphs: GlyphCache
    /// The shapes waiting to be drawn together (see `TriangleBatch`).
    private var batch = TriangleBatch()
    /// The pictures kept rasterised, when this renderer keeps them (see `init`).
    private let pictures: PictureCache?
    /// The unchanged runs of the list kept rasterised, when this renderer keeps them (see `init`).
    private let layers: LayerCache?

    /// A renderer drawing with `renderer`, which must outlive it. With `retainsPictures` it keeps
    /// each `Picture` rasterised and draws that (a window: far less work for a software GL);
    /// without, it draws their shapes, so offscreen pictures are exact. With `retainsLayers` it
    /// keeps the runs at the bottom and top of the list that stay unchanged from frame to frame
    /// rasterised (`LayerCache`), which needs a logical size set on `renderer`.
    /// - Throws: `FontError` when the fonts text is drawn in cannot be opened.
    public init(renderer: OpaquePointer, retainsPictures: Bool = false, retainsLayers: Bool = false) throws {
        self.renderer = renderer
        pictures = retainsPictures ? PictureCache(renderer: renderer) : nil
        layers = retainsLayers ? LayerCache(renderer: renderer) : nil
        typesetter = try Typesetter.shared()
        textures = TextureCache(renderer: renderer)
        glyphs = GlyphCache(renderer: renderer, typesetter: typesetter)
    }

    /// How many pictures are kept rasterised (0 for a renderer that draws their shapes).
    public var pictureCount: Int { pictures?.count ?? 0 }
    /// How many items of the last frame were drawn from kept runs (see `LayerCache`), not one by one.
    public private(set) var keptItems = 0
    /// How many image textures are uploaded.
    public var textureCount: Int { textures.count }
    /// How many rasterised runs of laid-out text are kept (those drawn in the last
    /// `RetainedTextures.retainedFrames` frames).
    public var runCount: Int { glyphs.count }

    /// Clears to `list.clearColor`, then draws `list.sortedItems`, each under its blend mode and
    /// clip rectangle. Presenting (or reading back) the result is the caller's. Textures of
    /// images `images` no longer holds are destroyed first.
    public func render(_ list: DrawList, images: ImageSource) {
        textures.follow(images)
        let items = list.sortedItems
        var plan = LayerCache.Plan()
        do {
            plan = try layers?.plan(items, clear: list.clearColor, images: images) { draw($0, images: images) } ?? plan
        } catch {
            onError?(error)
        }
        keptItems = plan.bottom + plan.top
        SDL_RenderSetClipRect(renderer, nil)
        let clear = list.clearColor
        SDL_SetRenderDrawColor(renderer, clear.r, clear.g, clear.b, clear.a)
        SDL_RenderClear(renderer)
        if plan.bottom > 0 { layers?.drawBottom() }
        draw(items[plan.bottom..<(items.count - plan.top)], images: images)
        if plan.top > 0 { layers?.drawTop() }
        SDL_RenderSetClipRect(renderer, nil)
        glyphs.endFrame()
        pictures?.endFrame()
    }

    /// Draws `items` in order, each under its blend mode and clip rectangle.
    private func draw(_ items: ArraySlice<DrawItem>, images: ImageSource) {
        for item in items {
            let blend = Self.sdlBlendMode(item.blend)
            var shapes = [item.command]
            if case .picture(let picture) = item.command {
                if item.blend == .alpha, let pictures, drawRetained(picture, from: pictures, clip: item.clip) { continue }
                shapes = picture.placedShapes
            }
            let triangles = shapes.map(Self.triangles)
            if !shapes.isEmpty, triangles.allSatisfy({ $0 != nil }) {
                if !batch.accepts(clip: item.clip, blend: blend) { drawBatch() }
                for case let (points, color)? in triangles { batch.add(points, color, clip: item.clip, blend: blend) }
                continue
            }
            drawBatch()
            guard clip(to: item.clip) else { continue }
            SDL_SetRenderDrawBlendMode(renderer, blend)
            do {
                try draw(item.command, blend: blend, images: images)
            } catch {
                onError?(error)
            }
        }
        drawBatch()
    }

    // MARK: - State

    /// Sets SDL's clip rectangle to `rect` (canvas pixels, edges rounded to whole pixels), or
    /// removes it for nil; false when `rect` is empty, so nothing may be drawn.
    private func clip(to rect: Rect?) -> Bool {
        guard let rect else {
            SDL_RenderSetClipRect(renderer, nil)
            return true
        }
        var sdlRect = Self.pixelRect(rect)
        // SDL turns clipping off for an empty rectangle, which would draw everywhere.
        guard sdlRect.w > 0, sdlRect.h > 0 else { return false }
        SDL_RenderSetClipRect(renderer, &sdlRect)
        return true
    }

    /// `rect` with its edges rounded to whole pixels (NaN edges to 0, far ones clamped).
    private static func pixelRect(_ rect: Rect) -> SDL_Rect {
        let x0 = pixel(rect.minX), y0 = pixel(rect.minY)
        return SDL_Rect(x: x0, y: y0, w: pixel(rect.maxX) - x0, h: pixel(rect.maxY) - y0)
    }

    /// `value` rounded to a whole pixel that SDL's 32-bit coordinates hold: NaN gives 0 and
    /// values beyond ±2^29 are clamped.
    private static func pixel(_ value: Double) -> Int32 {
        value.isNaN ? 0 : Int32(min(max(value, -0x1p29), 0x1p29).rounded())
    }

    private static func sdlBlendMode(_ mode: BlendMode) -> SDL_BlendMode {
        switch mode {
        case .none: SDL_BLENDMODE_NONE
        case .alpha: SDL_BLENDMODE_BLEND
        case .additive: SDL_BLENDMODE_ADD
        case .multiply: SDL_BLENDMODE_MOD
        }
    }

    // MARK: - Commands

    private func draw(_ command: DrawCommand, blend: SDL_BlendMode, images: ImageSource) throws(RenderError) {
        switch command {
        case .sprite(let sprite):
            try draw(sprite, blend: blend, images: images)
        case .fillPolygon, .strokePolyline, .fillCircle, .strokeCircle, .line, .picture:
            break  // batched: see `triangles(of:)`
        case .mesh(let mesh):
            try draw(mesh, blend: blend, images: images)
        case .textRun(let run):
            try draw(run, blend: blend)
        }
    }

    private func draw(_ sprite: Sprite, blend: SDL_BlendMode, images: ImageSource) throws(RenderError) {
        guard let texture = try textures.texture(for: sprite.texture, in: images) else { return }
        let width = sprite.size.x * abs(sprite.scale.x), height = sprite.size.y * abs(sprite.scale.y)
        var destination = SDL_FRect(x: Float(sprite.center.x - width / 2), y: Float(sprite.center.y - height / 2),
                                    w: Float(width), h: Float(height))
        var flip = SDL_FLIP_NONE.rawValue
        if sprite.scale.x < 0 { flip |= SDL_FLIP_HORIZONTAL.rawValue }
        if sprite.scale.y < 0 { flip |= SDL_FLIP_VERTICAL.rawValue }
        let opacity = UInt8(max(0, min(255, (Double(sprite.tint.a) * sprite.alpha).rounded())))
        prepare(texture, color: Color(r: sprite.tint.r, g: sprite.tint.g, b: sprite.tint.b, a: opacity), blend: blend)
        let degrees = sprite.rotation * 180 / Double.pi
        let status: Int32
        if let source = sprite.source {
            var rect = Self.pixelRect(source)
            status = SDL_RenderCopyExF(renderer, texture, &rect, &destination, degrees, nil, SDL_RendererFlip(flip))
        } else {
            status = SDL_RenderCopyExF(renderer, texture, nil, &destination, degrees, nil, SDL_RendererFlip(flip))
        }
        guard status == 0 else { throw RenderError.sdl("SDL_RenderCopyExF") }
    }

    private func draw(_ mesh: Mesh, blend: SDL_BlendMode, images: ImageSource) throws(RenderError) {
        var texture: OpaquePointer?
        if let id = mesh.texture {
            guard let uploaded = try textures.texture(for: id, in: images) else { return }
            prepare(uploaded, color: .white, blend: blend)
            texture = uploaded
        }
        let vertices = mesh.vertices.map {
            SDL_Vertex(position: SDL_FPoint(x: Float($0.position.x), y: Float($0.position.y)),
                       color: SDL_Color(r: $0.color.r, g: $0.color.g, b: $0.color.b, a: $0.color.a),
                       tex_coord: SDL_FPoint(x: Float($0.uv.x), y: Float($0.uv.y)))
        }
        let status = SDL_RenderGeometry(renderer, texture, vertices, Int32(vertices.count), mesh.indices, Int32(mesh.indices.count))
        guard status == 0 else { throw RenderError.sdl("SDL_RenderGeometry") }
    }

    /// `run` drawn from its texture at the output resolution (`GlyphCache`), one texel to one
    /// output pixel. A turned run, and one too large for one texture, is drawn a glyph at a
    /// time, each turned about the run's pivot: a sticker dragged about keeps its glyphs' textures
    /// instead of composing the run anew wherever its pens round differently.
    private func draw(_ run: TextRun, blend: SDL_BlendMode) throws(RenderError) {
        var scaleX: Float = 1, scaleY: Float = 1
        SDL_RenderGetScale(renderer, &scaleX, &scaleY)
        let sx = Double(scaleX > 0 ? scaleX : 1), sy = Double(scaleY > 0 ? scaleY : 1)
        guard let placement = GlyphCache.placement(of: run, scaleX: sx, scaleY: sy) else { return }
        let color = run.face == .emoji ? Color(r: 255, g: 255, b: 255, a: run.color.a) : run.color
        let level = run.rotation == 0 || !run.rotation.isFinite
        if level, let entry = try glyphs.entry(for: placement) {
            try draw(entry, at: placement, of: run, scaleX: sx, scaleY: sy, color: color, blend: blend)
        } else if placement.glyphCount > 1 || !level {
            for glyph in GlyphCache.glyphs(of: placement) {
                guard let entry = try glyphs.entry(for: glyph) else { continue }
                try draw(entry, at: glyph, of: run, scaleX: sx, scaleY: sy, color: color, blend: blend)
            }
        }
    }

    /// Copies `entry` to its output pixels at `placement` (the canvas at `scaleX` × `scaleY`
    /// output pixels per canvas pixel), turned with `run`.
    private func draw(_ entry: GlyphCache.Entry, at placement: GlyphCache.Placement, of run: TextRun, scaleX: Double, scaleY: Double,
                      color: Color, blend: SDL_BlendMode) throws(RenderError) {
        var destination = SDL_FRect(x: Float(Double(placement.x + Int(entry.left)) / scaleX),
                                    y: Float(Double(placement.y + Int(entry.top)) / scaleY),
                                    w: Float(Double(entry.width) / scaleX), h: Float(Double(entry.height) / scaleY))
        prepare(entry.texture, color: color, blend: blend)
        if run.rotation == 0 || !run.rotation.isFinite || !run.pivot.x.isFinite || !run.pivot.y.isFinite {
            guard SDL_RenderCopyF(renderer, entry.texture, nil, &destination) == 0 else { throw RenderError.sdl("SDL_RenderCopyF") }
            return
        }
        // The texture turns about the run's pivot (sampled smoothly: see `GlyphCache`).
        var center = SDL_FPoint(x: Float(run.pivot.x) - destination.x, y: Float(run.pivot.y) - destination.y)
        let degrees = run.rotation * 180 / Double.pi
        guard SDL_RenderCopyExF(renderer, entry.texture, nil, &destination, degrees, &center, SDL_FLIP_NONE) == 0 else {
            throw RenderError.sdl("SDL_RenderCopyExF")
        }
    }

    /// The untextured triangles (three points each) and their colour that a shape command
    /// draws; nil for the commands drawn otherwise (sprites, meshes, text).
    static func triangles(of command: DrawCommand) -> ([Vec2], Color)? {
        switch command {
        case .fillPolygon(let points, let color):
            (Tessellation.fill(points), color)
        case .strokePolyline(let points, let color, let width, let closed):
            (Tessellation.stroke(points, width: width, closed: closed), color)
        case .fillCircle(let center, let radius, let color):
            (Tessellation.filledCircle(center: center, radius: radius), color)
        case .strokeCircle(let center, let radius, let color, let width):
            (Tessellation.stroke(Tessellation.circle(center: center, radius: radius), width: width, closed: true), color)
        case .line(let from, let to, let color, let width):
            (Tessellation.stroke([from, to], width: width, closed: false), color)
        case .sprite, .mesh, .textRun, .picture:
            nil
        }
    }

    /// Draws `picture` as its retained texture under `clip`; false when it has none (too large,
    /// or empty), to be drawn as shapes instead.
    private func drawRetained(_ picture: Picture, from pictures: PictureCache, clip rect: Rect?) -> Bool {
        var scaleX: Float = 1, scaleY: Float = 1
        SDL_RenderGetScale(renderer, &scaleX, &scaleY)
        drawBatch()
        let entry: PictureCache.Entry?
        do { entry = try pictures.entry(for: picture, pixelsPerCanvasPixel: Double(max(scaleX, scaleY))) } catch {
            onError?(error)
            return false
        }
        guard let entry else { return false }
        guard clip(to: rect) else { return true }
        let size = Vec2(Double(entry.width), Double(entry.height)) * (picture.scale / entry.density)
        var destination = SDL_FRect(x: Float(picture.center.x - size.x / 2), y: Float(picture.center.y - size.y / 2),
                                    w: Float(size.x), h: Float(size.y))
        if SDL_RenderCopyExF(renderer, entry.texture, nil, &destination, picture.rotation * 180 / .pi, nil, SDL_FLIP_NONE) != 0 {
            onError?(RenderError.sdl("SDL_RenderCopyExF"))
        }
        return true
    }

    /// Draws the gathered triangles in one call, under their clip and blend mode, and empties
    /// the batch.
    private func drawBatch() {
        defer { batch.removeAll() }
        guard !batch.vertices.isEmpty, clip(to: batch.clip) else { return }
        SDL_SetRenderDrawBlendMode(renderer, batch.effectiveBlend)
        if SDL_RenderGeometry(renderer, nil, batch.vertices, Int32(batch.vertices.count), nil, 0) != 0 {
            onError?(RenderError.sdl("SDL_RenderGeometry"))
        }
    }

    /// Sets a shared texture's modulation and blend mode for the draw about to use it.
    private func prepare(_ texture: OpaquePointer, color: Color, blend: SDL_BlendMode) {
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, color.a)
        SDL_SetTextureBlendMode(texture, blend)
    }
}
