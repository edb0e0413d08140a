import CPNGWriter

/// A PNG file written by libpng's writer into memory, chunk settings first, then the samples
/// (through `CPNGWriter`, which turns libpng's errors and warnings into failed calls).
final class LibpngWriter {
    private let writer: OpaquePointer
    /// The file's name, for errors.
    private let name: String

    /// A writer for a `width` × `height` image of PNG colour type `colorType` at `bitDepth` bits
    /// per sample, Adam7-interlaced or not.
    init(name: String, width: Int, height: Int, bitDepth: Int, colorType: UInt8, interlaced: Bool) throws {
        guard let writer = diorama_png_writer_create(UInt32(width), UInt32(height), Int32(bitDepth), Int32(colorType),
                                                     interlaced ? 1 : 0) else {
            throw ArtError("\(name): libpng could not start a file (out of memory)")
        }
        self.writer = writer
        self.name = name  // libpng refusing the header fails the first call after this
    }

    deinit { diorama_png_writer_destroy(writer) }

    /// PLTE from red, green, blue triples.
    func setPalette(_ rgb: [UInt8]) throws { try check(diorama_png_set_palette(writer, rgb, Int32(rgb.count / 3))) }

    /// tRNS: the alpha of the palette's first `alpha.count` entries.
    func setPaletteAlpha(_ alpha: [UInt8]) throws {
        try check(diorama_png_set_palette_alpha(writer, alpha, Int32(alpha.count)))
    }

    /// tRNS: the transparent grey level (one sample) or colour (three).
    func setTransparentColor(_ samples: [UInt16]) throws {
        let rgb = samples + [0, 0]  // a grey level goes where red does
        try check(diorama_png_set_transparent_color(writer, rgb[0], rgb[1], rgb[2]))
    }

    /// gAMA: the file's gamma × 100000.
    func setGamma(_ gamma: UInt32) throws { try check(diorama_png_set_gamma(writer, Int32(gamma))) }

    /// sBIT: significant bits of red, green and blue.
    func setSignificantBits(red: UInt8, green: UInt8, blue: UInt8) throws {
        try check(diorama_png_set_significant_bits(writer, red, green, blue))
    }

    /// sRGB with rendering intent `intent` (0 perceptual … 3 absolute colorimetric).
    func setSRGB(intent: Int) throws { try check(diorama_png_set_srgb(writer, Int32(intent))) }

    /// An uncompressed tEXt chunk.
    func addText(key: String, text: String) throws { try check(diorama_png_add_text(writer, key, text)) }

    /// A chunk libpng does not know, written after IHDR.
    func addChunk(type: String, data: [UInt8]) throws { try check(diorama_png_add_chunk(writer, type, data, data.count)) }

    /// zlib's compression `level` (0 stores the data uncompressed) and the most compressed bytes
    /// one IDAT chunk holds (nil: libpng's default, 8 KiB).
    func setCompression(level: Int, idatSize: Int?) throws {
        try check(diorama_png_set_compression(writer, Int32(level), idatSize ?? 0))
    }

    /// The file: the chunks set so far, the image data from `samples` (row after row, one byte per
    /// sample up to 8 bits, two big-endian bytes at 16) with the five row filters in turn, IEND.
    func write(samples: [UInt8]) throws -> [UInt8] {
        try check(diorama_png_write_image(writer, samples, samples.count))
        var size = 0
        let bytes = diorama_png_bytes(writer, &size)
        return Array(UnsafeBufferPointer(start: bytes, count: size))
    }

    /// Throws libpng's message when `result` says a call failed.
    private func check(_ result: Int32) throws {
        guard result == 0 else { return }
        throw ArtError("\(name): libpng refused to write it (\(String(cString: diorama_png_message(writer))))")
    }
}
