import CFreeType
import CHarfBuzz
import Engine

/// One face's font file opened with FreeType, shaped with HarfBuzz on that FreeType face:
/// glyph coverage, hinted advances, shaped glyphs and their bitmaps.
///
/// Sizes are pixels per em (`FT_Set_Char_Size` at 72 dpi). Glyphs are measured, shaped and
/// rasterised with the same hinting, so what layout measures is what is drawn. Not thread-safe:
/// `Typesetter` serialises every use.
final class FontFile {
    let face: TextFace
    private let handle: FT_Face
    /// HarfBuzz's font on `handle` (`hb_ft`), so it reads the hinted advances FreeType gives and
    /// applies the face's GSUB and GPOS tables (Inter's kerning, emoji sequences).
    private let shaper: OpaquePointer
    /// The size `handle` is set to, in pixels; 0 before the first.
    private var currentSize = 0
    /// The language text is shaped for: undetermined, so no locale-specific forms are chosen.
    private let language = hb_language_from_string("und", -1)

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
        guard let shaper = hb_ft_font_create_referenced(handle) else {
            FT_Done_Face(handle)
            throw FontError("HarfBuzz cannot open the font \(path)")
        }
        self.face = face
        self.handle = handle
        self.shaper = shaper
        hb_ft_font_set_load_flags(shaper, strikeSize == nil ? DIORAMA_FT_LOAD_HINTED : DIORAMA_FT_LOAD_COLOR)
    }

    deinit {
        hb_font_destroy(shaper)
        FT_Done_Face(handle)
    }

    /// Whether the font has a glyph for `scalar`.
    func hasGlyph(_ scalar: Unicode.Scalar) -> Bool { FT_Get_Char_Index(handle, FT_ULong(scalar.value)) != 0 }

    /// The pixel size of the bitmap strike, for a bitmap font; nil for a scalable one.
    var strikeSize: Int? {
        guard handle.pointee.face_flags & Int(FT_FACE_FLAG_SCALABLE) == 0, let sizes = handle.pointee.available_sizes else {
            return nil
        }
        return Int(sizes.pointee.y_ppem / 64)
    }

    /// Ascent and descent (positive, below the baseline) at `size` pixels, in whole pixels
    /// rounded up; a bitmap font's are its strike's, whatever `size`.
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

    /// `scalars` shaped left to right at `size` pixels (a bitmap font at its strike's size):
    /// the glyphs in drawing order, each naming the index in `scalars` its cluster starts at.
    func shape(_ scalars: [UInt32], size: Int) -> [ShapedGlyph] {
        select(size)
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_codepoints(buffer, scalars, Int32(scalars.count), 0, Int32(scalars.count))
        // Fixed properties rather than the process's locale, so shaping is the same everywhere.
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_language(buffer, language)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(shaper, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count) else {
            return []
        }
        return (0..<Int(count)).map { i in
            ShapedGlyph(id: infos[i].codepoint, cluster: Int(infos[i].cluster), advance: Int(positions[i].x_advance),
                        x: Int(positions[i].x_offset), y: Int(positions[i].y_offset))
        }
    }

    /// Glyph `glyph` rasterised at `size` pixels with the hinting it is measured with: coverage
    /// for an outline font, the strike's premultiplied colour for a bitmap font; nil when it
    /// draws nothing or FreeType cannot render it.
    func image(of glyph: UInt32, size: Int) -> GlyphImage? {
        select(size)
        let color = strikeSize != nil
        guard FT_Load_Glyph(handle, glyph, Int32(color ? DIORAMA_FT_LOAD_COLOR : DIORAMA_FT_LOAD_HINTED)) == 0 else { return nil }
        let slot = handle.pointee.glyph!
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP, FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) != 0 { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return nil }
        var pixels: [UInt8]
        switch bitmap.pixel_mode {
        case UInt8(FT_PIXEL_MODE_GRAY.rawValue):
            pixels = [UInt8](repeating: 0, count: width * height)
            for y in 0..<height { for x in 0..<width { pixels[y * width + x] = buffer[rowStart(y, pitch: pitch, height: height) + x] } }
        case UInt8(FT_PIXEL_MODE_BGRA.rawValue):
            // FreeType's colour bitmaps are premultiplied BGRA; images here are premultiplied RGBA.
            pixels = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width {
                    let from = rowStart(y, pitch: pitch, height: height) + x * 4, to = (y * width + x) * 4
                    (pixels[to], pixels[to + 1], pixels[to + 2], pixels[to + 3]) = (buffer[from + 2], buffer[from + 1], buffer[from], buffer[from + 3])
                }
            }
        default:
            return nil
        }
        return GlyphImage(width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                          isColor: color, pixels: pixels)
    }

    /// Where row `y` of a bitmap starts in its buffer (a negative pitch stores rows bottom up).
    private func rowStart(_ y: Int, pitch: Int, height: Int) -> Int { pitch >= 0 ? y * pitch : (height - 1 - y) * -pitch }

    private func select(_ size: Int) {
        guard strikeSize == nil, size != currentSize else { return }
        FT_Set_Char_Size(handle, 0, FT_F26Dot6(size * 64), 0, 0)
        hb_ft_font_changed(shaper)
        currentSize = size
    }

    /// A 26.6 value rounded up to whole pixels.
    private static func ceil(_ value: FT_Pos) -> Int { Int((value + 63) >> 6) }
}
