/// A valid PNG of the test corpus: its format, its ancillary chunks and how libpng compresses it.
/// Its pixels follow fixed formulas (`sample`, `paletteEntry`) that the tests repeat to know every
/// pixel a decoder must produce.
struct CorpusPicture {
    /// The PNG colour types.
    enum Kind: UInt8 {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6

        /// Samples per pixel in the file (a palette index counts as one).
        var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }
    }

    /// An ancillary chunk beyond tRNS and gAMA.
    enum Extra {
        /// sBIT: significant bits of red, green and blue.
        case significantBits(red: UInt8, green: UInt8, blue: UInt8)
        /// sRGB with a rendering intent (0 perceptual … 3 absolute colorimetric).
        case sRGB(intent: Int)
        /// An uncompressed tEXt chunk.
        case text(key: String, text: String)
        /// A private chunk libpng does not know.
        case privateChunk(type: String, data: [UInt8])
    }

    var name: String
    var kind: Kind
    var bitDepth: Int
    var width = 32, height = 32
    var interlaced = false
    /// Whether a tRNS chunk makes some pixels transparent: the first half of a palette's
    /// entries, or the grey level or colour of pixel (5, 3).
    var transparency = false
    /// The gAMA chunk's value (the file's gamma × 100000), if any.
    var gamma: UInt32?
    var extras: [Extra] = []
    /// zlib's compression level: 9, or 0 for stored (uncompressed) deflate blocks.
    var compressionLevel = 9
    /// The most compressed bytes one IDAT chunk holds; nil for libpng's default (8 KiB).
    var idatSize: Int?

    /// Sample `channel` of pixel (x, y) at `bitDepth`: n = 37x + 101y + 71·channel, then
    /// 613n mod 65536 at 16 bits and n mod 2^bitDepth below.
    static func sample(x: Int, y: Int, channel: Int, bitDepth: Int) -> Int {
        let n = 37 * x + 101 * y + 71 * channel
        return bitDepth == 16 ? (613 * n) & 0xFFFF : n & ((1 << bitDepth) - 1)
    }

    /// Palette entry `i`: red 71i, green 149i + 60, blue 29i + 200 (each mod 256), and in a
    /// tRNS chunk for the first half of the entries, alpha 53i mod 256.
    static func paletteEntry(_ i: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        ((71 * i) & 255, (149 * i + 60) & 255, (29 * i + 200) & 255, (53 * i) & 255)
    }

    /// The PNG file's bytes, written by libpng.
    /// - Throws: `ArtError` when libpng refuses a setting.
    func encoded() throws -> [UInt8] {
        let png = try LibpngWriter(name: name, width: width, height: height, bitDepth: bitDepth,
                                   colorType: kind.rawValue, interlaced: interlaced)
        if let gamma { try png.setGamma(gamma) }
        for extra in extras {
            switch extra {
            case let .significantBits(red, green, blue): try png.setSignificantBits(red: red, green: green, blue: blue)
            case let .sRGB(intent): try png.setSRGB(intent: intent)
            case let .text(key, text): try png.addText(key: key, text: text)
            case let .privateChunk(type, data): try png.addChunk(type: type, data: data)
            }
        }
        let entries = 1 << bitDepth
        if kind == .palette {
            try png.setPalette((0..<entries).flatMap { i in
                let e = Self.paletteEntry(i)
                return [UInt8(e.r), UInt8(e.g), UInt8(e.b)]
            })
        }
        if transparency {
            switch kind {
            case .palette: try png.setPaletteAlpha((0..<(entries + 1) / 2).map { UInt8(Self.paletteEntry($0).a) })
            case .grey, .rgb:
                try png.setTransparentColor((0..<kind.channels).map {
                    UInt16(Self.sample(x: 5, y: 3, channel: $0, bitDepth: bitDepth))
                })
            case .greyAlpha, .rgba: break  // these carry alpha already; the corpus never gives them tRNS
            }
        }
        try png.setCompression(level: compressionLevel, idatSize: idatSize)
        return try png.write(samples: samples())
    }

    /// Every sample, row after row: one byte each up to 8 bits, two big-endian bytes at 16.
    private func samples() -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<kind.channels {
                    let value = Self.sample(x: x, y: y, channel: channel, bitDepth: bitDepth)
                    bytes += bitDepth == 16 ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value)]
                }
            }
        }
        return bytes
    }
}
