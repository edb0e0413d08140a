import CSDL2
import CSDL2TTF
import Engine

/// Grapheme clusters of laid-out text (`TextRun`) rendered one by one by SDL2_ttf into SDL
/// textures, kept while they are drawn (`RetainedTextures`).
///
/// Each cluster is drawn at the pen position its layout measured, so what is drawn is exactly
/// what was measured, whatever SDL2_ttf's own shaping would do with a whole string. Text faces
/// are rendered white (one texture serves every colour, tinted when drawn) at the run's size;
/// emoji are rendered in colour from the font's only strike and scaled to the run's size.
final class GlyphCache {
    /// A rendered cluster and where its pen origin lies in it.
    struct Entry: TextureEntry {
        let texture: OpaquePointer
        /// The texture's size, in pixels.
        let width: Int32, height: Int32
        /// The pen origin on the baseline, from the texture's top-left, in texture pixels.
        let originX: Int32, baseline: Int32
    }

    private struct Key: Hashable {
        var face: TextFace
        /// The pixel size; 0 for emoji, which are rendered at their strike whatever the size.
        var size: Int
        var cluster: Character
    }

    private let renderer: OpaquePointer
    private let fonts: FontCache
    private var textures = RetainedTextures<Key, Entry>()

    init(renderer: OpaquePointer, fonts: FontCache) {
        self.renderer = renderer
        self.fonts = fonts
    }

    /// How many cluster textures are held.
    var count: Int { textures.count }

    /// The texture of `cluster` in `face` at `size` pixels (clamped to 1...`TextCache.maxSize`),
    /// rendered on first use; nil for a cluster that draws nothing.
    /// - Throws: `RenderError` when SDL2_ttf cannot open the face or render the cluster.
    func entry(for cluster: Character, face: TextFace, size: Int) throws(RenderError) -> Entry? {
        let key = Key(face: face, size: face == .emoji ? 0 : min(max(size, 1), Int(TextCache.maxSize)), cluster: cluster)
        return try textures.entry(for: key) { (key) throws(RenderError) in try render(key) }
    }

    /// Frees the entries not drawn lately (`RetainedTextures.retainedFrames`) and starts a new frame.
    func endFrame() { textures.endFrame() }

    private func render(_ key: Key) throws(RenderError) -> Entry? {
        ttfLock.lock()
        defer { ttfLock.unlock() }
        guard let font = fonts.font(key.face, size: key.size) else {
            throw RenderError.sdl("TTF_OpenFont(\(key.face.fontPath), size \(key.size))")
        }
        guard let glyph = try Self.surface(of: key.cluster, font: font) else { return nil }
        defer { SDL_FreeSurface(glyph.surface) }
        let texture: OpaquePointer
        if key.face == .emoji {
            texture = try Self.unpremultipliedTexture(glyph.surface, renderer: renderer)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        } else {
            guard let made = SDL_CreateTextureFromSurface(renderer, glyph.surface) else {
                throw RenderError.sdl("SDL_CreateTextureFromSurface")
            }
            texture = made
        }
        return Entry(texture: texture, width: glyph.surface.pointee.w, height: glyph.surface.pointee.h,
                     originX: glyph.originX, baseline: glyph.baseline)
    }

    /// `cluster` rendered by SDL2_ttf in `font` (white, or in colour for emoji) and its pen origin
    /// on the baseline, from the surface's top-left, in pixels; nil for a cluster that draws
    /// nothing. The caller holds `ttfLock` and frees the surface.
    static func surface(of cluster: Character, font: OpaquePointer) throws(RenderError)
        -> (surface: UnsafeMutablePointer<SDL_Surface>, originX: Int32, baseline: Int32)? {
        // Variation selector 16 is dropped: it only asks for the emoji presentation already chosen.
        let scalars = cluster.unicodeScalars.filter { $0.value != 0xFE0F }
        guard let first = scalars.first, !cluster.isWhitespace else { return nil }
        let string = String(String.UnicodeScalarView(scalars))
        guard let rendered = TTF_RenderUTF8_Blended(font, string, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            throw RenderError.sdl("TTF_RenderUTF8_Blended")
        }
        // SDL2_ttf moves the pen origin right of the surface's left edge by a glyph's ink left of
        // it, and down by its ink above the ascent; the first glyph's metrics tell both.
        var minX: Int32 = 0, maxY: Int32 = 0
        TTF_GlyphMetrics32(font, first.value, &minX, nil, nil, &maxY, nil)
        let ascent = TTF_FontAscent(font)
        return (rendered, max(0, -minX), max(0, maxY - ascent) + ascent)
    }

    /// A texture of `surface`'s colour glyphs with straight alpha.
    ///
    /// SDL2_ttf 2.20 hands colour glyphs over with premultiplied colour (FreeType's BGRA bitmaps)
    /// in a surface that claims straight alpha; the colour is divided by alpha here.
    private static func unpremultipliedTexture(_ surface: UnsafeMutablePointer<SDL_Surface>,
                                               renderer: OpaquePointer) throws(RenderError) -> OpaquePointer {
        guard let converted = SDL_ConvertSurfaceFormat(surface, DIORAMA_SDL_PIXELFORMAT_RGBA32, 0) else {
            throw RenderError.sdl("SDL_ConvertSurfaceFormat")
        }
        defer { SDL_FreeSurface(converted) }
        if let base = converted.pointee.pixels?.assumingMemoryBound(to: UInt8.self) {
            let pitch = Int(converted.pointee.pitch), width = Int(converted.pointee.w)
            for y in 0..<Int(converted.pointee.h) {
                for x in 0..<width {
                    let pixel = base + y * pitch + x * 4
                    let alpha = Int(pixel[3])
                    guard alpha > 0, alpha < 255 else { continue }
                    for c in 0..<3 { pixel[c] = UInt8(min(255, (Int(pixel[c]) * 255 + alpha / 2) / alpha)) }
                }
            }
        }
        guard let texture = SDL_CreateTextureFromSurface(renderer, converted) else {
            throw RenderError.sdl("SDL_CreateTextureFromSurface")
        }
        return texture
    }
}
