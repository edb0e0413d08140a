/// Byte surgery on PNG data, for crafting damaged files.
enum PNGChunks {
    /// The CRC-32 (ISO 3309, as PNG chunks use) of `bytes`.
    static func crc32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// `png` with the IHDR's width and height replaced and its CRC fixed, so only the size lies.
    static func patchingHeader(of png: [UInt8], width: UInt32, height: UInt32) -> [UInt8] {
        var data = png
        store(width, at: 16, in: &data)
        store(height, at: 20, in: &data)
        fixCRC(ofChunkAt: 8, in: &data)
        return data
    }

    /// The offset of the first chunk of `type` (its length field), or nil.
    static func offset(ofChunk type: String, in png: [UInt8]) -> Int? {
        var offset = 8
        while offset + 8 <= png.count {
            if String(decoding: png[offset + 4..<offset + 8], as: UTF8.self) == type { return offset }
            offset += 12 + Int(load(at: offset, in: png))
        }
        return nil
    }

    /// Every chunk whose type and length fit in `png`, in order: its type, its data's offset and
    /// whether its CRC is right (false when the file ends before the CRC).
    static func chunks(in png: [UInt8]) -> [(type: String, dataOffset: Int, crcIsRight: Bool)] {
        var chunks: [(type: String, dataOffset: Int, crcIsRight: Bool)] = []
        var offset = 8
        while offset + 8 <= png.count {
            let end = offset + 8 + Int(load(at: offset, in: png))
            let crcIsRight = end + 4 <= png.count && crc32(png[offset + 4..<end]) == load(at: end, in: png)
            chunks.append((String(decoding: png[offset + 4..<offset + 8], as: UTF8.self), offset + 8, crcIsRight))
            offset = end + 4
        }
        return chunks
    }

    /// Recomputes the CRC of the chunk whose length field is at `offset`.
    static func fixCRC(ofChunkAt offset: Int, in png: inout [UInt8]) {
        let length = Int(load(at: offset, in: png))
        store(crc32(png[offset + 4..<offset + 8 + length]), at: offset + 8 + length, in: &png)
    }

    /// The big-endian 32-bit value at `offset`.
    static func load(at offset: Int, in bytes: [UInt8]) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Stores `value` big-endian at `offset`.
    static func store(_ value: UInt32, at offset: Int, in bytes: inout [UInt8]) {
        for i in 0..<4 { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * i)) }
    }

    /// A minimal PNG (IHDR, one IDAT of stored deflate blocks, IEND) over raw scanlines with
    /// filter 0; `samples` are big-endian sample bytes, row after row.
    static func make(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, samples: [UInt8]) -> [UInt8] {
        let rowBytes = samples.count / Int(height)
        var raw: [UInt8] = []
        for row in 0..<Int(height) { raw += [0] + samples[row * rowBytes..<(row + 1) * rowBytes] }
        var zlib: [UInt8] = [0x78, 0x01, 0x01, UInt8(raw.count & 0xFF), UInt8(raw.count >> 8),
                             UInt8(~raw.count & 0xFF), UInt8((~raw.count >> 8) & 0xFF)] + raw
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        zlib += [0, 0, 0, 0]
        store(b << 16 | a, at: zlib.count - 4, in: &zlib)

        var header = [UInt8](repeating: 0, count: 13)
        store(width, at: 0, in: &header)
        store(height, at: 4, in: &header)
        header[8] = bitDepth
        header[9] = colorType
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    /// A chunk of `type` around `data`, with its length and CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 4) + Array(type.utf8) + data + [0, 0, 0, 0]
        store(UInt32(data.count), at: 0, in: &bytes)
        fixCRC(ofChunkAt: 0, in: &bytes)
        return bytes
    }
}
