import CSDL2
import Engine
import UI

/// The glyphs of laid-out text (`TextRun`) rasterised at the renderer's output resolution, a
/// run's glyphs composed into one texture, kept while they are drawn (`RetainedTextures`).
///
/// Text is rasterised at its size in output pixels (a window's canvas scale times the run's
/// size) and each glyph's pen lands on a whole output pixel, so the texture is drawn one texel
/// to one pixel: a window at any scale shows every word at the weight its hinting gives, as a
/// picture drawn offscreen does, and nothing is resampled. Text faces are composed white (one
/// texture serves every colour, tinted when drawn), coverage of overlapping glyphs added as
/// blending them one after another would; emoji keep their colours.
final class GlyphCache {
    /// A composed run and where it lies from the run's pen origin.
    struct Entry: TextureEntry {
        let texture: OpaquePointer
        /// The texture's size, in output pixels.
        let width: Int32, height: Int32
        /// The texture's top-left from the run's origin pixel (`Placement`), in output pixels.
        let left: Int32, top: Int32
    }

    /// Where a run's glyphs land in output pixels, and what its texture is made of.
    struct Placement {
        /// The output pixel the run's origin falls in (x rounded down, y to the nearest row).
        let x: Int, y: Int
        fileprivate let key: Key

        /// How many glyphs the run draws.
        var glyphCount: Int { key.glyphs.count }
    }

    fileprivate struct Key: Hashable {
        var face: TextFace
        /// Pixels per em in output pixels.
        var size: Int
        var glyphs: [UInt32]
        /// Each glyph's pen from the origin pixel, x and y in turn, in output pixels.
        var pens: [Int32]
    }

    /// The largest composed texture, in pixels a side; a run that would be larger is drawn a
    /// glyph at a time.
    static let maxTextureSide = 8192
    /// How far from the canvas origin a pen may land, in output pixels; text beyond is not drawn.
    static let maxCoordinate = 0x1p28

    private let renderer: OpaquePointer
    private let typesetter: Typesetter
    private var textures = RetainedTextures<Key, Entry>()

    init(renderer: OpaquePointer, typesetter: Typesetter) {
        self.renderer = renderer
        self.typesetter = typesetter
    }

    /// How many composed runs are held.
    var count: Int { textures.count }

    /// Where `run` lands at `scaleX` × `scaleY` output pixels per canvas pixel; nil when it
    /// draws nothing or lies too far away (an origin or offset that is not finite, or beyond
    /// `maxCoordinate`).
    static func placement(of run: TextRun, scaleX: Double, scaleY: Double) -> Placement? {
        let x = run.origin.x * scaleX, y = run.origin.y * scaleY
        guard !run.glyphs.isEmpty, Self.isDrawable(x), Self.isDrawable(y) else { return nil }
        let originX = x.rounded(.down), originY = y.rounded()
        var pens: [Int32] = []
        pens.reserveCapacity(run.offsets.count * 2)
        for offset in run.offsets.prefix(run.glyphs.count) {
            let penX = (x + offset.x * scaleX).rounded() - originX, penY = (y + offset.y * scaleY).rounded() - originY
            guard Self.isDrawable(penX), Self.isDrawable(penY) else { return nil }
            pens.append(Int32(penX))
            pens.append(Int32(penY))
        }
        let scaled = Double(run.size) * scaleY
        let size = scaled.isFinite ? Int(min(max(scaled, 1), Double(Typesetter.imageSizes.upperBound)).rounded()) : 1
        let key = Key(face: run.face, size: size, glyphs: Array(run.glyphs.prefix(pens.count / 2)), pens: pens)
        return Placement(x: Int(originX), y: Int(originY), key: key)
    }

    /// `placement` with each glyph on its own, for a run too large to compose whole.
    static func glyphs(of placement: Placement) -> [Placement] {
        placement.key.glyphs.indices.map { index in
            let penX = Int(placement.key.pens[2 * index]), penY = Int(placement.key.pens[2 * index + 1])
            let key = Key(face: placement.key.face, size: placement.key.size, glyphs: [placement.key.glyphs[index]], pens: [0, 0])
            return Placement(x: placement.x + penX, y: placement.y + penY, key: key)
        }
    }

    /// The texture of the run at `placement`, composed on first use; nil for a run that draws
    /// nothing or would be larger than `maxTextureSide`.
    /// - Throws: `RenderError` when SDL cannot make the texture.
    func entry(for placement: Placement) throws(RenderError) -> Entry? {
        try textures.entry(for: placement.key) { (key) throws(RenderError) in try compose(key) }
    }

    /// Frees the entries not drawn lately (`RetainedTextures.retainedFrames`) and starts a new frame.
    func endFrame() { textures.endFrame() }

    private static func isDrawable(_ value: Double) -> Bool { value.isFinite && abs(value) <= maxCoordinate }

    private func compose(_ key: Key) throws(RenderError) -> Entry? {
        var placed: [(image: GlyphImage, x: Int, y: Int)] = []
        for (index, glyph) in key.glyphs.enumerated() {
            guard let image = typesetter.glyphImage(glyph, face: key.face, size: key.size) else { continue }
            placed.append((image, Int(key.pens[2 * index]) + image.left, Int(key.pens[2 * index + 1]) - image.top))
        }
        guard !placed.isEmpty else { return nil }
        let left = placed.map(\.x).min()!, top = placed.map(\.y).min()!
        let width = placed.map { $0.x + $0.image.width }.max()! - left
        let height = placed.map { $0.y + $0.image.height }.max()! - top
        guard width > 0, height > 0, width <= Self.maxTextureSide, height <= Self.maxTextureSide else { return nil }
        // Premultiplied RGBA, each glyph drawn over the ones before.
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for (image, x, y) in placed {
            for row in 0..<image.height {
                let line = (y - top + row) * width + (x - left)
                for column in 0..<image.width {
                    let at = (line + column) * 4
                    if image.isColor {
                        let from = (row * image.width + column) * 4, alpha = Int(image.pixels[from + 3])
                        guard alpha > 0 else { continue }
                        for c in 0..<4 { pixels[at + c] = UInt8(Int(image.pixels[from + c]) + (Int(pixels[at + c]) * (255 - alpha) + 127) / 255) }
                    } else {
                        let coverage = Int(image.pixels[row * image.width + column])
                        guard coverage > 0 else { continue }
                        let alpha = UInt8(coverage + (Int(pixels[at + 3]) * (255 - coverage) + 127) / 255)
                        (pixels[at], pixels[at + 1], pixels[at + 2], pixels[at + 3]) = (alpha, alpha, alpha, alpha)
                    }
                }
            }
        }
        // Straight alpha for SDL's blending: white text, emoji's colour divided by its alpha.
        for at in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Int(pixels[at + 3])
            guard alpha > 0, alpha < 255 else { continue }
            for c in at..<(at + 3) { pixels[c] = UInt8(min(255, (Int(pixels[c]) * 255 + alpha / 2) / alpha)) }
        }
        guard let texture = SDL_CreateTexture(renderer, DIORAMA_SDL_PIXELFORMAT_RGBA32, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(width), Int32(height)) else {
            throw RenderError.sdl("SDL_CreateTexture(\(width)×\(height))")
        }
        guard SDL_UpdateTexture(texture, nil, pixels, Int32(width * 4)) == 0 else {
            SDL_DestroyTexture(texture)
            throw RenderError.sdl("SDL_UpdateTexture")
        }
        // Drawn level, each texel falls on one pixel's centre, where smooth sampling gives the
        // texel itself; turned, it smooths the edges. Set once: changing it per draw costs the
        // GL renderer a state change each time.
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return Entry(texture: texture, width: Int32(width), height: Int32(height), left: Int32(left), top: Int32(top))
    }
}
