import CSDL2
import CSDL2TTF
import Engine

/// Draws emoji from Noto Color Emoji with SDL2_ttf into `Image`s (straight-alpha RGBA).
///
/// The font is a colour bitmap font with one strike, 109 px; SDL2_ttf renders an emoji at that
/// size as about 136 × 128 pixels. Needs no display: `TTF_Init` only, no `SDL_Init`.
final class EmojiRenderer {
    /// Installed by Debian's `fonts-noto-color-emoji` (SIL Open Font License 1.1).
    static let fontPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    /// The font's only bitmap strike, in pixels.
    static let pointSize: Int32 = 109

    private let font: OpaquePointer

    /// Starts SDL2_ttf and opens the emoji font.
    /// - Throws: `ArtError` when SDL2_ttf cannot start or the font is missing.
    init() throws {
        guard TTF_Init() == 0 else { throw ArtError("TTF_Init failed: \(String(cString: SDL_GetError()))") }
        guard let font = TTF_OpenFont(Self.fontPath, Self.pointSize) else {
            let reason = String(cString: SDL_GetError())
            TTF_Quit()
            throw ArtError("cannot open \(Self.fontPath) (install fonts-noto-color-emoji): \(reason)")
        }
        self.font = font
    }

    deinit {
        TTF_CloseFont(font)
        TTF_Quit()
    }

    /// The emoji `text` drawn in full colour on a transparent background, untrimmed.
    ///
    /// SDL2_ttf 2.20 hands colour glyphs over with premultiplied colour (FreeType's BGRA bitmaps)
    /// in a surface that claims straight alpha: an edge pixel of a yellow lemon reads
    /// (153, 118, 15, 155) where (252, 194, 25, 155) is meant. The colour is divided by alpha here.
    ///
    /// Variation selector 16 (U+FE0F, "emoji presentation", as in 🌶️) is dropped first: SDL2_ttf
    /// does no shaping and would draw it as a glyph of its own.
    /// - Throws: `ArtError` when SDL2_ttf cannot render the text.
    func render(_ text: String) throws -> Image {
        let plain = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value != 0xFE0F }))
        guard let rendered = TTF_RenderUTF8_Blended(font, plain, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            throw ArtError("cannot render \(text): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(rendered) }
        // Whatever SDL2_ttf chose (ARGB8888 today), read it back as bytes R, G, B, A.
        guard let surface = SDL_ConvertSurfaceFormat(rendered, DIORAMA_SDL_PIXELFORMAT_RGBA32, 0) else {
            throw ArtError("cannot convert the surface of \(text): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard let base = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else {
            throw ArtError("the surface of \(text) has no pixels")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for i in 0..<(width * 4) { pixels[y * width * 4 + i] = base[y * pitch + i] }
        }
        Self.unpremultiply(&pixels)
        return Image(width: width, height: height, pixels: pixels)
    }

    /// Divides each pixel's colour by its alpha (premultiplied to straight), rounding.
    static func unpremultiply(_ pixels: inout [UInt8]) {
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = Int(pixels[i + 3])
            guard a > 0, a < 255 else { continue }
            for c in i..<(i + 3) { pixels[c] = UInt8(min(255, (Int(pixels[c]) * 255 + a / 2) / a)) }
        }
    }
}
