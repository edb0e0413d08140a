import CFreeType
import Engine

/// One face's font file opened with FreeType: glyph coverage and hinted advances.
///
/// Sizes are set as SDL2_ttf sets them (`FT_Set_Char_Size` at 72 dpi, so a size in points is
/// one in pixels) and glyphs are loaded with its hinting, so the advances measured here are the
/// ones SDL2_ttf draws with. Not thread-safe: `Typesetter` serialises every use.
final class FontFile {
    let face: TextFace
    private let handle: FT_Face
    /// The size `handle` is set to, in pixels; 0 before the first.
    private var currentSize = 0

    /// Opens `face`'s file (at `path`, `face.fontPath` by default) with `library`, and selects
    /// the bitmap strike of a bitmap font.
    /// - Throws: `FontError` naming the file and its package when it cannot be opened.
    init(_ face: TextFace, path: String? = nil, library: FT_Library) throws(FontError) {
        let path = path ?? face.fontPath
        var handle: FT_Face?
        let status = FT_New_Face(library, path, 0, &handle)
        guard status == 0, let handle else { throw FontError.cannotOpen(face, path: path, code: status) }
        if handle.pointee.num_fixed_sizes > 0, handle.pointee.face_flags & Int(FT_FACE_FLAG_SCALABLE) == 0 {
            FT_Select_Size(handle, 0)
        }
        self.face = face
        self.handle = handle
    }

    deinit { FT_Done_Face(handle) }

    /// Whether the font has a glyph for `scalar`.
    func hasGlyph(_ scalar: Unicode.Scalar) -> Bool { FT_Get_Char_Index(handle, FT_ULong(scalar.value)) != 0 }

    /// The pixel size of the bitmap strike, for a bitmap font; nil for a scalable one.
    var strikeSize: Int? {
        guard handle.pointee.face_flags & Int(FT_FACE_FLAG_SCALABLE) == 0, let sizes = handle.pointee.available_sizes else {
            return nil
        }
        return Int(sizes.pointee.y_ppem / 64)
    }

    /// Ascent and descent (positive, below the baseline) at `size` pixels, in whole pixels as
    /// SDL2_ttf rounds them (up); a bitmap font's are its strike's, whatever `size`.
    func verticalMetrics(size: Int) -> (ascent: Int, descent: Int) {
        select(size)
        let metrics = handle.pointee.size.pointee.metrics
        if strikeSize != nil { return (Self.ceil(metrics.ascender), -Self.ceil(metrics.descender)) }
        let ascender = FT_MulFix(FT_Long(handle.pointee.ascender), metrics.y_scale)
        let descender = FT_MulFix(FT_Long(handle.pointee.descender), metrics.y_scale)
        return (Self.ceil(ascender), -Self.ceil(descender))
    }

    /// The hinted advance of `scalar`'s glyph (the missing-glyph box when there is none) at
    /// `size` pixels, in 26.6 fixed point; 0 when FreeType cannot load it. A bitmap font
    /// answers at its strike's size.
    func advance(of scalar: Unicode.Scalar, size: Int) -> Int {
        select(size)
        let index = FT_Get_Char_Index(handle, FT_ULong(scalar.value))
        let flags = strikeSize == nil ? DIORAMA_FT_LOAD_HINTED : DIORAMA_FT_LOAD_COLOR
        guard FT_Load_Glyph(handle, index, Int32(flags)) == 0 else { return 0 }
        return Int(handle.pointee.glyph.pointee.advance.x)
    }

    private func select(_ size: Int) {
        guard strikeSize == nil, size != currentSize else { return }
        FT_Set_Char_Size(handle, 0, FT_F26Dot6(size * 64), 0, 0)
        currentSize = size
    }

    /// A 26.6 value rounded up to whole pixels.
    private static func ceil(_ value: FT_Pos) -> Int { Int((value + 63) >> 6) }
}
