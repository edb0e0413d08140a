import CSDL2TTF
import Engine
import Foundation

/// Serialises every SDL2_ttf call: its fonts share one FreeType library, which is not thread-safe,
/// and renderers on different threads (parallel tests) must not use it at once.
let ttfLock = NSLock()

/// DejaVu Sans (for `TextItem`s) and the faces of laid-out text (`TextFace`, for `TextRun`s)
/// opened with SDL2_ttf, one font per pixel size and face, kept open until the cache goes.
/// Callers hold `ttfLock` around every use of the cache and of its fonts.
final class FontCache {
    /// The regular face; installed by `fonts-dejavu-core`.
    static let regularPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// The bold face; installed by `fonts-dejavu-core`.
    static let boldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    private struct Key: Hashable {
        var size: Int
        var bold: Bool
    }
    private var fonts: [Key: OpaquePointer]
    private struct FaceKey: Hashable {
        var face: TextFace
        var size: Int
    }
    private var faces: [FaceKey: OpaquePointer] = [:]

    /// Starts SDL2_ttf (counted: each cache pairs its own `TTF_Init` with a `TTF_Quit`) and checks
    /// that both faces open. Call with `ttfLock` held.
    /// - Throws: `RenderError` when SDL2_ttf cannot start or a face cannot be opened.
    init() throws(RenderError) {
        guard TTF_Init() == 0 else { throw RenderError.sdl("TTF_Init") }
        var opened: [Key: OpaquePointer] = [:]
        for bold in [false, true] {
            let path = bold ? Self.boldPath : Self.regularPath
            guard let font = TTF_OpenFont(path, 16) else {
                let error = RenderError.sdl("TTF_OpenFont(\(path))")
                for font in opened.values { TTF_CloseFont(font) }
                TTF_Quit()
                throw error
            }
            opened[Key(size: 16, bold: bold)] = font
        }
        // Assigned last: a failed init leaves the cache uninitialised, so `deinit` does not run.
        fonts = opened
    }

    deinit {
        ttfLock.lock()
        for font in fonts.values { TTF_CloseFont(font) }
        for font in faces.values { TTF_CloseFont(font) }
        TTF_Quit()
        ttfLock.unlock()
    }

    /// The font of `size` pixels (its point size at 72 dpi), opened on first use; nil when
    /// SDL2_ttf cannot open it.
    func font(size: Int, bold: Bool) -> OpaquePointer? {
        let key = Key(size: size, bold: bold)
        if let font = fonts[key] { return font }
        guard let font = TTF_OpenFont(bold ? Self.boldPath : Self.regularPath, Int32(size)) else { return nil }
        fonts[key] = font
        return font
    }

    /// `face`'s file opened at `size` pixels (for a bitmap font, `size` is the index of its
    /// strike), opened on first use, with SDL2_ttf's default hinting that layout measures with;
    /// nil when SDL2_ttf cannot open it.
    func font(_ face: TextFace, size: Int) -> OpaquePointer? {
        let key = FaceKey(face: face, size: size)
        if let font = faces[key] { return font }
        guard let font = TTF_OpenFont(face.fontPath, Int32(size)) else { return nil }
        faces[key] = font
        return font
    }
}
