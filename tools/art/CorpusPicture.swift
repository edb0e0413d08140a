/// A valid PNG of the test corpus: its format, its extra chunks and how it is compressed. Its
/// pixels follow fixed formulas (`sample`, `paletteEntry`) that the tests repeat to know every
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
    /// Ancillary chunks written after IHDR (and before PLTE), e.g. sBIT, sRGB, tEXt.
    var extraChunks: [(type: String, data: [UInt8])] = []
    var coding = ZlibStream.Coding.fixedHuffman
    /// How many IDAT chunks the compressed data is cut into (plus an empty one when over 1).
    var idatCount = 1

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

    /// The PNG file's bytes.
    func encoded() -> [UInt8] {
        var png = PNGChunkWriter()
        png.append("IHDR", PNGChunkWriter.bigEndian(UInt32(width)) + PNGChunkWriter.bigEndian(UInt32(height))
                   + [UInt8(bitDepth), kind.rawValue, 0, 0, interlaced ? 1 : 0])
        if let gamma { png.append("gAMA", PNGChunkWriter.bigEndian(gamma)) }
        for chunk in extraChunks { png.append(chunk.type, chunk.data) }
        let entries = 1 << bitDepth
        if kind == .palette {
            png.append("PLTE", (0..<entries).flatMap { i in
                let e = Self.paletteEntry(i)
                return [UInt8(e.r), UInt8(e.g), UInt8(e.b)]
            })
        }
        if transparency { png.append("tRNS", transparencyData()) }
        let scanlines = PNGScanlines.filtered(width: width, height: height, channels: kind.channels, bitDepth: bitDepth,
                                              interlaced: interlaced) { x, y in
            (0..<kind.channels).map { Self.sample(x: x, y: y, channel: $0, bitDepth: bitDepth) }
        }
        let compressed = ZlibStream.compress(scanlines, coding: coding)
        let pieceLength = (compressed.count + idatCount - 1) / idatCount
        for start in stride(from: 0, to: compressed.count, by: pieceLength) {
            png.append("IDAT", Array(compressed[start..<min(start + pieceLength, compressed.count)]))
            if idatCount > 1, start == 0 { png.append("IDAT") }
        }
        png.append("IEND")
        return png.bytes
    }

    /// The tRNS chunk's data for this picture's colour type.
    private func transparencyData() -> [UInt8] {
        switch kind {
        case .palette:
            return (0..<((1 << bitDepth) + 1) / 2).map { UInt8(Self.paletteEntry($0).a) }
        case .grey, .rgb:
            return (0..<kind.channels).flatMap {
                PNGChunkWriter.bigEndian(UInt16(Self.sample(x: 5, y: 3, channel: $0, bitDepth: bitDepth)))
            }
        case .greyAlpha, .rgba:
            return []  // these carry alpha already; the corpus never gives them tRNS
        }
    }
}
