/// The corpus's damaged files, each made from libpng's file of an 8 × 8 RGB picture
/// (`CorpusPicture` `rgb-8` formulas) by editing its chunks in one known way: the signature, cuts,
/// CRCs, missing or misplaced chunks, impossible header fields, a bad filter byte and damaged zlib
/// data (inflated and deflated again by zlib where the damage is inside the compressed data).
enum BrokenPNGs {
    /// The picture every broken file starts from.
    static let base = CorpusPicture(name: "rgb-8-8x8", kind: .rgb, bitDepth: 8, width: 8, height: 8)

    /// Damaged files the project's decoder reads all the same, because the image is whole: an
    /// ancillary chunk with a bad CRC (libpng drops the chunk), and IEND cut off or missing
    /// (libpng stops reading once it has every pixel).
    static func tolerated() throws -> [(name: String, bytes: [UInt8])] {
        let whole = try base.encoded()
        var titled = base
        titled.extras = [.text(key: "Title", text: "x")]
        let chunks = try PNGChunk.chunks(in: titled.encoded())
        return [
            ("rgb-8-8x8-text-crc-bad.png", signature + chunks.flatMap { $0.type == "tEXt" ? withBadCRC($0) : $0.bytes }),
            ("rgb-8-8x8-iend-missing.png", Array(whole.dropLast(iend.count))),
            ("rgb-8-8x8-iend-cut.png", Array(whole.dropLast(2))),
        ]
    }

    /// Files a decoder must refuse.
    static func refused() throws -> [(name: String, bytes: [UInt8])] {
        let whole = try base.encoded()
        let chunks = try PNGChunk.chunks(in: whole)
        guard chunks.map(\.type) == ["IHDR", "IDAT", "IEND"] else {
            throw ArtError("\(base.name): libpng wrote the chunks \(chunks.map(\.type)), not IHDR, IDAT, IEND")
        }
        let header = chunks[0], imageData = chunks[1].data
        let idat = chunks[1].bytes
        let idatStart = signature.count + header.bytes.count
        let iendStart = whole.count - iend.count
        /// `header` with `fields` (byte offset in its data, value, byte count) replaced, CRC remade.
        func ihdr(_ fields: (offset: Int, value: UInt32, size: Int)...) -> [UInt8] {
            var patched = header
            for field in fields {
                patched.data.replaceSubrange(field.offset..<field.offset + field.size,
                                             with: PNGChunk.bigEndian(field.value).suffix(field.size))
            }
            return patched.bytes
        }
        /// An IDAT chunk around `stream`.
        func idatChunk(_ stream: [UInt8]) -> [UInt8] { PNGChunk(type: "IDAT", data: stream).bytes }
        /// The image data with byte `index` changed by `change`.
        func stream(changing index: Int, _ change: (UInt8) -> UInt8) -> [UInt8] {
            var stream = imageData
            stream[index] = change(stream[index])
            return stream
        }
        let scanlines = try Zlib.decompress(imageData, size: base.height * (1 + base.width * 3))
        var badFilter = scanlines
        badFilter[3 * (1 + base.width * 3)] = 5  // row 3's filter type
        var crlf = whole
        crlf.remove(at: 4)  // "\r\n" → "\n", as a text-mode transfer does
        var hugeLength = PNGChunk(type: "tEXt", data: Array("Title\0x".utf8)).bytes
        hugeLength.replaceSubrange(0..<4, with: PNGChunk.bigEndian(0xFFFF_FFF0))
        // The offsets of IHDR's fields in its data.
        let width = 0, height = 4, bitDepth = 8, colorType = 9, compression = 10, filterMethod = 11, interlace = 12
        return [
            ("empty.png", []),
            ("signature-only.png", signature),
            ("signature-bad.png", [0x89, 0x51] + whole.dropFirst(2)),
            ("signature-crlf-to-lf.png", crlf),
            ("truncated-in-ihdr.png", Array(whole.prefix(signature.count + 14))),
            ("truncated-after-ihdr.png", Array(whole.prefix(idatStart))),
            ("truncated-in-idat.png", Array(whole.prefix((idatStart + iendStart) / 2))),
            ("crc-ihdr-bad.png", signature + withBadCRC(header) + idat + iend),
            ("crc-idat-bad.png", signature + header.bytes + withBadCRC(chunks[1]) + iend),
            ("ihdr-missing.png", signature + idat + iend),
            ("ihdr-after-idat.png", signature + idat + header.bytes + iend),
            ("ihdr-length-12.png", signature + PNGChunk(type: "IHDR", data: header.data.dropLast()).bytes + idat + iend),
            ("idat-missing.png", signature + header.bytes + iend),
            ("plte-missing.png", signature + ihdr((colorType, 3, 1)) + idat + iend),
            ("width-zero.png", signature + ihdr((width, 0, 4)) + idat + iend),
            ("height-zero.png", signature + ihdr((height, 0, 4)) + idat + iend),
            ("width-over-2-31.png", signature + ihdr((width, 0x8000_0000, 4)) + idat + iend),
            ("sides-20000.png", signature + ihdr((width, 20000, 4), (height, 20000, 4)) + idat + iend),
            ("pixels-1-gib.png", signature + ihdr((width, 16384, 4), (height, 16384, 4)) + idat + iend),
            ("color-type-1.png", signature + ihdr((colorType, 1, 1)) + idat + iend),
            ("bit-depth-rgb-4.png", signature + ihdr((bitDepth, 4, 1)) + idat + iend),
            ("compression-method-1.png", signature + ihdr((compression, 1, 1)) + idat + iend),
            ("filter-method-1.png", signature + ihdr((filterMethod, 1, 1)) + idat + iend),
            ("interlace-method-2.png", signature + ihdr((interlace, 2, 1)) + idat + iend),
            ("filter-type-5.png", signature + header.bytes + idatChunk(try Zlib.compress(badFilter)) + iend),
            ("zlib-header-check-bad.png", signature + header.bytes + idatChunk(stream(changing: 1) { $0 ^ 0x01 }) + iend),
            ("zlib-adler32-bad.png",
             signature + header.bytes + idatChunk(stream(changing: imageData.count - 1) { $0 ^ 0xFF }) + iend),
            // The first deflate block's type bits (bits 1 and 2 of the byte after the zlib header) set to 3.
            ("deflate-block-type-3.png", signature + header.bytes + idatChunk(stream(changing: 2) { $0 | 0x06 }) + iend),
            ("idat-short.png",
             signature + header.bytes + idatChunk(try Zlib.compress(Array(scanlines.prefix(scanlines.count / 2)))) + iend),
            ("chunk-critical-unknown.png", signature + header.bytes + PNGChunk(type: "CRIT", data: [0]).bytes + idat + iend),
            ("chunk-length-huge.png", signature + header.bytes + hugeLength + idat + iend),
            ("plte-too-long.png", signature + ihdr((colorType, 3, 1))
                + PNGChunk(type: "PLTE", data: Array(repeating: 7, count: 3 * 257)).bytes + idat + iend),
        ]
    }

    private static let signature = PNGChunk.signature
    private static let iend = PNGChunk(type: "IEND", data: []).bytes

    /// `chunk`'s bytes with its CRC's last byte flipped.
    private static func withBadCRC(_ chunk: PNGChunk) -> [UInt8] {
        var bytes = chunk.bytes
        bytes[bytes.count - 1] ^= 0xFF
        return bytes
    }
}
