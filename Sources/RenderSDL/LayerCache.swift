import CSDL2
import Core
import Engine

/// The runs at the bottom and at the top of a window's draw list that stayed the same from
/// frame to frame, kept rasterised in two canvas-sized textures, so a frame where one thing
/// changes (a sticker being dragged between a photo and a toolbar) costs two textured quads and
/// that thing.
///
/// A run is kept once it stayed the same through two changes of the list in a row (the list's
/// common start, or end, with the frame before was as long at the change before), so an
/// animation that changes the whole list every frame never pays for rasterising. Frames that
/// repeat the one before do not count: a drag drawn at several frames a tick keeps what lies
/// under and over the dragged thing, not the whole list, which stays the same only until the
/// next tick (keeping it cost a frame of rasterising, and the frames after drew everything
/// until the runs were kept again). Runs shorter than
/// `minimumItems` are drawn as they are. The bottom run holds the clear colour and is opaque;
/// the top run holds only alpha-blended items, drawn into a clear texture (premultiplied
/// colour) and drawn over with the premultiplied blend, which composes as the items would.
/// A run that draws images is kept only while each image keeps its revision. A kept top run is
/// drawn only in the bands of rows that hold anything. An edge that falls exactly on a pixel
/// centre may land one pixel over in a kept run, since SDL draws into textures upside down and
/// the fill rule then takes the other side.
final class LayerCache {
    /// The items a kept run covers and how to draw the frame with it.
    struct Plan {
        /// How many items at the start of the list the bottom texture shows (0: none, and the
        /// list's clear colour must be drawn).
        var bottom = 0
        /// How many items at the end of the list the top texture shows.
        var top = 0
    }

    /// Where canvas pixels land in the renderer's output: the kept textures are for one of these.
    struct Geometry: Equatable {
        /// The canvas size, in canvas pixels.
        var canvasWidth: Int32, canvasHeight: Int32
        /// Output pixels per canvas pixel.
        var scaleX: Float, scaleY: Float

        /// The texture size that holds the canvas at output resolution, in pixels.
        var pixelWidth: Int32 { Int32((Float(canvasWidth) * scaleX).rounded(.up)) }
        var pixelHeight: Int32 { Int32((Float(canvasHeight) * scaleY).rounded(.up)) }
    }

    /// A run kept in a texture.
    private struct Layer {
        let texture: OpaquePointer
        var items: [DrawItem] = []
        var clear: Color?
        /// The revision of every image the items draw when they were rasterised.
        var revisions: [TextureID: UInt32] = [:]
        /// The parts of the texture that hold anything, in texture pixels: only these are drawn.
        var regions: [SDL_Rect] = []
    }

    /// Runs shorter than this many items are not kept: drawing them costs less than a canvas-sized quad.
    static let minimumItems = 8

    private let renderer: OpaquePointer
    /// The top run's blend; nil under SDL's software renderer, which keeps no top run.
    private let premultiplied: SDL_BlendMode?
    private var geometry: Geometry?
    private var bottomLayer: Layer?
    private var topLayer: Layer?
    private var previous: [DrawItem] = []
    private var previousClear: Color?
    private var previousRevisions: [TextureID: UInt32] = [:]
    private var previousCommonStart = 0
    private var previousCommonEnd = 0
    /// Whether the last frame was drawn with the bottom (top) run as it is now: a list that
    /// shares that run with the last one, unchanged images included, shows it without comparing
    /// the run again.
    private var bottomShownLastFrame = false
    private var topShownLastFrame = false

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        premultiplied = premultipliedBlend(for: renderer)
    }

    deinit { destroyTextures() }

    /// Plans the frame of `items` over `clear` as the renderer now maps the canvas, rasterising
    /// the runs that became worth keeping with `draw` (which draws items as the frame would).
    func plan(_ items: [DrawItem], clear: Color, images: ImageSource,
              draw: (ArraySlice<DrawItem>) -> Void) throws(RenderError) -> Plan {
        var plan = Plan()
        defer {
            previous = items
            previousClear = clear
            (bottomShownLastFrame, topShownLastFrame) = (plan.bottom > 0, plan.top > 0)
        }
        guard let geometry = currentGeometry() else {
            destroyTextures()
            return plan
        }
        if geometry != self.geometry {
            destroyTextures()
            self.geometry = geometry
        }
        // An item drawing an image whose pixels changed since the last frame is not the same item.
        let revisions = Dictionary(uniqueKeysWithValues: Self.images(drawnBy: items[...]).map { ($0, images.revision(of: $0)) })
        let changed = Set(revisions.keys.filter { previousRevisions[$0] != revisions[$0] })
        previousRevisions = revisions
        let commonStart = clear == previousClear ? Self.commonStart(items, previous, changedImages: changed) : 0
        let commonEnd = Self.commonEnd(items, previous, limit: min(items.count, previous.count) - commonStart, changedImages: changed)
        // A frame that repeats the last one (several frames drawn a tick) tells nothing about
        // which runs stay while the list changes, so only frames that change count.
        let repeated = commonStart == items.count && items.count == previous.count
        defer { if !repeated { (previousCommonStart, previousCommonEnd) = (commonStart, commonEnd) } }

        // The common start and end count no item whose image changed, and the common start is
        // empty when the clear colour changed.
        if let bottomLayer, bottomShownLastFrame && commonStart >= bottomLayer.items.count
            || Self.starts(items, with: bottomLayer, clear: clear, revisions: revisions) {
            plan.bottom = bottomLayer.items.count
        }
        let stableStart = !repeated && commonStart == previousCommonStart ? commonStart : 0
        if stableStart >= Self.minimumItems, stableStart > plan.bottom {
            try rasterise(&bottomLayer, items[..<stableStart], clear: clear, revisions: revisions, geometry: geometry, draw: draw)
            plan.bottom = stableStart
        }

        let free = items.count - plan.bottom
        guard premultiplied != nil else { return plan }
        if let topLayer, topLayer.items.count <= free,
           topShownLastFrame && (repeated || commonEnd >= topLayer.items.count) || Self.ends(items, with: topLayer, revisions: revisions) {
            plan.top = topLayer.items.count
        }
        let stableEnd = min(!repeated && commonEnd == previousCommonEnd ? Self.blendedRun(atEndOf: items[(items.count - commonEnd)...]) : 0, free)
        if stableEnd >= Self.minimumItems, stableEnd > plan.top {
            try rasterise(&topLayer, items[(items.count - stableEnd)...], clear: nil, revisions: revisions, geometry: geometry, draw: draw)
            plan.top = stableEnd
        }
        return plan
    }

    /// Draws the bottom run's texture over the whole canvas, replacing what is there.
    func drawBottom() { drawLayer(bottomLayer, blend: SDL_BLENDMODE_NONE) }

    /// Draws the top run's texture over the canvas, where it holds anything.
    func drawTop() {
        if let premultiplied { drawLayer(topLayer, blend: premultiplied) }
    }

    // MARK: - Kept runs

    private func drawLayer(_ layer: Layer?, blend: SDL_BlendMode) {
        guard let layer, let geometry else { return }
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetTextureBlendMode(layer.texture, blend)
        for var region in layer.regions {
            var destination = SDL_FRect(x: Float(region.x) / geometry.scaleX, y: Float(region.y) / geometry.scaleY,
                                        w: Float(region.w) / geometry.scaleX, h: Float(region.h) / geometry.scaleY)
            SDL_RenderCopyF(renderer, layer.texture, &region, &destination)
        }
    }

    /// Draws `items` (over `clear`, or over nothing for nil) into `layer`'s texture, made first if
    /// there is none, and records what it shows: the items, and the images' `revisions` this frame.
    private func rasterise(_ layer: inout Layer?, _ items: ArraySlice<DrawItem>, clear: Color?, revisions: [TextureID: UInt32],
                           geometry: Geometry, draw: (ArraySlice<DrawItem>) -> Void) throws(RenderError) {
        if layer == nil { layer = Layer(texture: try makeTexture(geometry)) }
        guard var kept = layer else { return }
        guard SDL_SetRenderTarget(renderer, kept.texture) == 0 else { throw RenderError.sdl("SDL_SetRenderTarget") }
        SDL_RenderSetScale(renderer, geometry.scaleX, geometry.scaleY)
        let background = clear ?? Color(r: 0, g: 0, b: 0, a: 0)
        SDL_SetRenderDrawColor(renderer, background.r, background.g, background.b, background.a)
        SDL_RenderClear(renderer)
        draw(items)
        kept.regions = clear == nil ? occupiedRegions(geometry) : [SDL_Rect(x: 0, y: 0, w: geometry.pixelWidth, h: geometry.pixelHeight)]
        SDL_SetRenderTarget(renderer, nil)
        kept.items = Array(items)
        kept.clear = clear
        let drawn = Self.images(drawnBy: items)
        kept.revisions = revisions.filter { drawn.contains($0.key) }
        layer = kept
    }

    /// A render-target texture holding the canvas at output resolution, sampled nearest.
    private func makeTexture(_ geometry: Geometry) throws(RenderError) -> OpaquePointer {
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                              geometry.pixelWidth, geometry.pixelHeight) else {
            throw RenderError.sdl("SDL_CreateTexture(\(geometry.pixelWidth)×\(geometry.pixelHeight), target)")
        }
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
        return texture
    }

    /// The bands of rows of the render target (a clear texture of `geometry`'s size) where
    /// anything was drawn, each as wide as what it holds; the whole texture when SDL cannot read
    /// it back.
    private func occupiedRegions(_ geometry: Geometry) -> [SDL_Rect] {
        let width = Int(geometry.pixelWidth), height = Int(geometry.pixelHeight)
        var pixels = [UInt32](repeating: 0, count: width * height)
        guard SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixels, Int32(width * 4)) == 0 else {
            return [SDL_Rect(x: 0, y: 0, w: geometry.pixelWidth, h: geometry.pixelHeight)]
        }
        return Self.bands(ofCoverage: pixels.map { $0 >> 24 != 0 }, width: width, height: height)
    }

    /// The bands of rows of a `width` × `height` grid where `covered` (row by row) holds a true
    /// cell, each cut to the columns it covers. Bands closer than `bandGap` rows are one, and
    /// more than `maximumBands` bands become one.
    static func bands(ofCoverage covered: [Bool], width: Int, height: Int) -> [SDL_Rect] {
        var bands: [(top: Int, bottom: Int, left: Int, right: Int)] = []
        for y in 0..<height {
            let row = covered[(y * width)..<((y + 1) * width)]
            guard let left = row.firstIndex(of: true), let right = row.lastIndex(of: true) else { continue }
            let (l, r) = (left - y * width, right - y * width)
            if let last = bands.last, y - last.bottom <= bandGap {
                bands[bands.count - 1] = (last.top, y, min(last.left, l), max(last.right, r))
            } else {
                bands.append((y, y, l, r))
            }
        }
        if bands.count > maximumBands, let first = bands.first, let last = bands.last {
            bands = [(first.top, last.bottom, bands.map(\.left).min()!, bands.map(\.right).max()!)]
        }
        return bands.map { SDL_Rect(x: Int32($0.left), y: Int32($0.top), w: Int32($0.right - $0.left + 1), h: Int32($0.bottom - $0.top + 1)) }
    }

    /// Row bands of a kept run closer than this, in pixels, are drawn as one.
    static let bandGap = 8
    /// A kept run is drawn in at most this many bands.
    static let maximumBands = 8

    /// The canvas size and scale the renderer maps with now; nil when it has no logical size.
    private func currentGeometry() -> Geometry? {
        var width: Int32 = 0, height: Int32 = 0, scaleX: Float = 0, scaleY: Float = 0
        SDL_RenderGetLogicalSize(renderer, &width, &height)
        SDL_RenderGetScale(renderer, &scaleX, &scaleY)
        guard width > 0, height > 0, scaleX > 0, scaleY > 0 else { return nil }
        return Geometry(canvasWidth: width, canvasHeight: height, scaleX: scaleX, scaleY: scaleY)
    }

    private func destroyTextures() {
        for layer in [bottomLayer, topLayer] { if let layer { SDL_DestroyTexture(layer.texture) } }
        bottomLayer = nil
        topLayer = nil
        geometry = nil
    }

    // MARK: - Comparing lists

    /// Whether `items` start with what `layer` shows, over the same clear colour, its images at
    /// this frame's `revisions`.
    private static func starts(_ items: [DrawItem], with layer: Layer, clear: Color, revisions: [TextureID: UInt32]) -> Bool {
        layer.clear == clear && layer.items.count <= items.count
            && items[..<layer.items.count].elementsEqual(layer.items) && sameImages(layer, revisions)
    }

    /// Whether `items` end with what `layer` shows, its images at this frame's `revisions`.
    private static func ends(_ items: [DrawItem], with layer: Layer, revisions: [TextureID: UInt32]) -> Bool {
        layer.items.count <= items.count
            && items[(items.count - layer.items.count)...].elementsEqual(layer.items) && sameImages(layer, revisions)
    }

    /// Whether every image `layer` draws has the revision it was rasterised with.
    private static func sameImages(_ layer: Layer, _ revisions: [TextureID: UInt32]) -> Bool {
        layer.revisions.allSatisfy { revisions[$0.key] == $0.value }
    }

    /// How many items `a` and `b` share at their start, counting none that draws an image of
    /// `changedImages`.
    static func commonStart(_ a: [DrawItem], _ b: [DrawItem], changedImages: Set<TextureID> = []) -> Int {
        zip(a, b).prefix { $0 == $1 && !draws($0, changedImages) }.count
    }

    /// How many items `a` and `b` share at their end, at most `limit`, counting none that draws
    /// an image of `changedImages`.
    static func commonEnd(_ a: [DrawItem], _ b: [DrawItem], limit: Int, changedImages: Set<TextureID> = []) -> Int {
        var count = 0
        while count < limit, case let item = a[a.count - 1 - count], item == b[b.count - 1 - count], !draws(item, changedImages) {
            count += 1
        }
        return count
    }

    /// Whether `item` draws one of `images`.
    private static func draws(_ item: DrawItem, _ images: Set<TextureID>) -> Bool {
        guard !images.isEmpty, let id = image(drawnBy: item) else { return false }
        return images.contains(id)
    }

    /// How many items at the end of `items` are alpha-blended, which a clear texture holds as
    /// they would draw.
    static func blendedRun(atEndOf items: ArraySlice<DrawItem>) -> Int {
        items.reversed().prefix { $0.blend == .alpha }.count
    }

    /// The images sprites and meshes among `items` draw.
    static func images(drawnBy items: ArraySlice<DrawItem>) -> Set<TextureID> {
        Set(items.compactMap(image(drawnBy:)))
    }

    /// The image a sprite or textured mesh draws; nil for other items.
    private static func image(drawnBy item: DrawItem) -> TextureID? {
        switch item.command {
        case .sprite(let sprite): sprite.texture
        case .mesh(let mesh): mesh.texture
        default: nil
        }
    }
}
