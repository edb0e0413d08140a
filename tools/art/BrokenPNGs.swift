/// The corpus's damaged files, each an 8 × 8 RGB picture (`CorpusPicture` `rgb-8` formulas)
/// broken in one known way: the signature, cuts, CRCs, missing or misplaced chunks, impossible
/// header fields, bad filter bytes and damaged zlib data.
enum BrokenPNGs {
    /// The picture every broken file starts from.
    static let base = CorpusPicture(name: "base", kind: .rgb, bitDepth: 8, width: 8, height: 8)

    /// Damaged files the project's decoder reads all the same, because the image is whole: an
    /// ancillary chunk with a bad CRC (libpng drops the chunk), and IEND cut off or missing
    /// (libpng stops reading once it has every pixel).
    static var tolerated: [(name: String, bytes: [UInt8])] {
        let whole = base.encoded()
        return [
            ("rgb-8-8x8-text-crc-bad.png",
             signature + ihdr() + withBadCRC(PNGChunkWriter.chunk("tEXt", Array("Title\0x".utf8))) + idat() + iend),
            ("rgb-8-8x8-iend-missing.png", Array(whole.dropLast(iend.count))),
            ("rgb-8-8x8-iend-cut.png", Array(whole.dropLast(2))),
        ]
    }

    /// Files a decoder must refuse.
    static var refused: [(name: String, bytes: [UInt8])] {
        let whole = base.encoded()
        let idatStart = signature.count + ihdr().count
        let iendStart = whole.count - iend.count
        var crlf = whole
        crlf.remove(at: 4)  // "\r\n" → "\n", as a text-mode transfer does
        let scanlines = PNGScanlines.filtered(width: 8, height: 8, channels: 3, bitDepth: 8, interlaced: false) { x, y in
            (0..<3).map { CorpusPicture.sample(x: x, y: y, channel: $0, bitDepth: 8) }
        }
        var badFilter = scanlines
        badFilter[3 * (1 + 8 * 3)] = 5  // row 3's filter type
        var badAdler = zlib(scanlines)
        badAdler[badAdler.count - 1] ^= 0xFF
        var badHeaderCheck = zlib(scanlines)
        badHeaderCheck[1] ^= 0x01
        var oddChunk = PNGChunkWriter.chunk("tEXt", Array("Title\0x".utf8))
        oddChunk.replaceSubrange(0..<4, with: PNGChunkWriter.bigEndian(UInt32(0xFFFF_FFF0)))
        return [
            ("empty.png", []),
            ("signature-only.png", signature),
            ("signature-bad.png", [0x89, 0x51] + whole.dropFirst(2)),
            ("signature-crlf-to-lf.png", crlf),
            ("truncated-in-ihdr.png", Array(whole.prefix(signature.count + 14))),
            ("truncated-after-ihdr.png", Array(whole.prefix(idatStart))),
            ("truncated-in-idat.png", Array(whole.prefix((idatStart + iendStart) / 2))),
            ("crc-ihdr-bad.png", signature + withBadCRC(ihdr()) + idat() + iend),
            ("crc-idat-bad.png", signature + ihdr() + withBadCRC(idat()) + iend),
            ("ihdr-missing.png", signature + idat() + iend),
            ("ihdr-after-idat.png", signature + idat() + ihdr() + iend),
            ("ihdr-length-12.png", signature + PNGChunkWriter.chunk("IHDR", Array(ihdrData().dropLast())) + idat() + iend),
            ("idat-missing.png", signature + ihdr() + iend),
            ("plte-missing.png", signature + ihdr(colorType: 3) + idat() + iend),
            ("width-zero.png", signature + ihdr(width: 0) + idat() + iend),
            ("height-zero.png", signature + ihdr(height: 0) + idat() + iend),
            ("width-over-2-31.png", signature + ihdr(width: 0x8000_0000) + idat() + iend),
            ("sides-20000.png", signature + ihdr(width: 20000, height: 20000) + idat() + iend),
            ("pixels-1-gib.png", signature + ihdr(width: 16384, height: 16384) + idat() + iend),
            ("color-type-1.png", signature + ihdr(colorType: 1) + idat() + iend),
            ("bit-depth-rgb-4.png", signature + ihdr(bitDepth: 4) + idat() + iend),
            ("compression-method-1.png", signature + ihdr(compression: 1) + idat() + iend),
            ("filter-method-1.png", signature + ihdr(filterMethod: 1) + idat() + iend),
            ("interlace-method-2.png", signature + ihdr(interlace: 2) + idat() + iend),
            ("filter-type-5.png", signature + ihdr() + PNGChunkWriter.chunk("IDAT", zlib(badFilter)) + iend),
            ("zlib-header-check-bad.png", signature + ihdr() + PNGChunkWriter.chunk("IDAT", badHeaderCheck) + iend),
            ("zlib-adler32-bad.png", signature + ihdr() + PNGChunkWriter.chunk("IDAT", badAdler) + iend),
            ("deflate-block-type-3.png", signature + ihdr() + PNGChunkWriter.chunk("IDAT", [0x78, 0x01, 0x07, 0, 0]) + iend),
            ("idat-short.png", signature + ihdr()
                + PNGChunkWriter.chunk("IDAT", zlib(Array(scanlines.prefix(scanlines.count / 2)))) + iend),
            ("chunk-critical-unknown.png", signature + ihdr() + PNGChunkWriter.chunk("CRIT", [0]) + idat() + iend),
            ("chunk-length-huge.png", signature + ihdr() + oddChunk + idat() + iend),
            ("plte-too-long.png", signature + ihdr(colorType: 3) + PNGChunkWriter.chunk("PLTE", Array(repeating: 7, count: 3 * 257))
                + idat() + iend),
        ]
    }

    private static let signature = PNGChunkWriter.signature
    private static let iend = PNGChunkWriter.chunk("IEND", [])

    /// The base picture's IHDR data with the given fields replaced.
    private static func ihdrData(width: UInt32 = 8, height: UInt32 = 8, bitDepth: UInt8 = 8, colorType: UInt8 = 2,
                                 compression: UInt8 = 0, filterMethod: UInt8 = 0, interlace: UInt8 = 0) -> [UInt8] {
        PNGChunkWriter.bigEndian(width) + PNGChunkWriter.bigEndian(height)
            + [bitDepth, colorType, compression, filterMethod, interlace]
    }

    /// An IHDR chunk: the base picture's, with the given fields replaced.
    private static func ihdr(width: UInt32 = 8, height: UInt32 = 8, bitDepth: UInt8 = 8, colorType: UInt8 = 2,
                             compression: UInt8 = 0, filterMethod: UInt8 = 0, interlace: UInt8 = 0) -> [UInt8] {
        PNGChunkWriter.chunk("IHDR", ihdrData(width: width, height: height, bitDepth: bitDepth, colorType: colorType,
                                              compression: compression, filterMethod: filterMethod, interlace: interlace))
    }

    /// The base picture's image data as one IDAT chunk.
    private static func idat() -> [UInt8] {
        let whole = base.encoded()
        let start = signature.count + ihdr().count
        return Array(whole[start..<whole.count - iend.count])
    }

    /// `scanlines` compressed the corpus's usual way.
    private static func zlib(_ scanlines: [UInt8]) -> [UInt8] { ZlibStream.compress(scanlines, coding: .fixedHuffman) }

    /// `chunk` with its CRC's last byte flipped.
    private static func withBadCRC(_ chunk: [UInt8]) -> [UInt8] {
        var bytes = chunk
        bytes[bytes.count - 1] ^= 0xFF
        return bytes
    }
}
