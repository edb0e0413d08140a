import CSDL2
import CSDL2TTF
import Engine

/// White text rendered by SDL2_ttf into SDL textures, kept while it is drawn (`RetainedTextures`).
///
/// Text is rendered white so that one texture serves every colour: the renderer tints it with
/// the texture's colour and alpha modulation.
final class TextCache {
    /// A rendered text block.
    struct Entry: TextureEntry {
        let texture: OpaquePointer
        /// The block's size, in canvas pixels.
        let width: Int32, height: Int32
    }

    private struct Key: Hashable {
        var string: String
        var size: Int
        var bold: Bool
        var wrapWidth: Int
        var alignment: TextAlignment
    }

    private let renderer: OpaquePointer
    private let fonts: FontCache
    private var textures = RetainedTextures<Key, Entry>()

    init(renderer: OpaquePointer, fonts: FontCache) {
        self.renderer = renderer
        self.fonts = fonts
    }

    /// How many text textures are held.
    var count: Int { textures.count }

    /// The largest font size rendered, in canvas pixels; larger text is drawn at this size.
    static let maxSize = 1024.0

    /// The texture of `item`'s text, rendered on first use; nil for empty text or a size or
    /// wrap width that is not a finite number.
    /// - Throws: `RenderError` when SDL2_ttf or SDL cannot make it.
    func entry(for item: TextItem) throws(RenderError) -> Entry? {
        let wrap = item.wrapWidth ?? 0
        guard !item.string.isEmpty, item.size.isFinite, wrap.isFinite else { return nil }
        // Line alignment only matters for text of more than one line.
        let wraps = item.wrapWidth != nil || item.string.contains("\n")
        let key = Key(string: item.string, size: Int(min(max(item.size, 1), Self.maxSize).rounded()), bold: item.bold,
                      wrapWidth: Int(min(max(wrap, 0), 0x1p20).rounded()), alignment: wraps ? item.alignment : .left)
        return try textures.entry(for: key) { (key) throws(RenderError) in try render(key) }
    }

    /// Frees the entries not drawn lately (`RetainedTextures.retainedFrames`) and starts a new frame.
    func endFrame() { textures.endFrame() }

    private func render(_ key: Key) throws(RenderError) -> Entry {
        ttfLock.lock()
        defer { ttfLock.unlock() }
        guard let font = fonts.font(size: key.size, bold: key.bold) else {
            throw RenderError.sdl("TTF_OpenFont(size \(key.size))")
        }
        let align = switch key.alignment {
        case .left: TTF_WRAPPED_ALIGN_LEFT
        case .center: TTF_WRAPPED_ALIGN_CENTER
        case .right: TTF_WRAPPED_ALIGN_RIGHT
        }
        TTF_SetFontWrappedAlign(font, align)
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let surface = TTF_RenderUTF8_Blended_Wrapped(font, key.string, white, UInt32(key.wrapWidth)) else {
            throw RenderError.sdl("TTF_RenderUTF8_Blended_Wrapped")
        }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            throw RenderError.sdl("SDL_CreateTextureFromSurface")
        }
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h)
    }
}
