/// One chunk of a PNG file: its four-letter type and its data.
struct PNGChunk {
    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    var type: String
    var data: [UInt8]

    /// The chunk as a file stores it: big-endian length, type, data, zlib's CRC-32 of type and data.
    var bytes: [UInt8] {
        let body = Array(type.utf8) + data
        return Self.bigEndian(UInt32(data.count)) + body + Self.bigEndian(Zlib.crc32(body))
    }

    /// The chunks of the PNG file `png`, in order.
    /// - Throws: `ArtError` when `png` is not a signature followed by whole chunks.
    static func chunks(in png: [UInt8]) throws -> [PNGChunk] {
        guard png.starts(with: signature) else { throw ArtError("not a PNG file: bad signature") }
        var chunks: [PNGChunk] = []
        var offset = signature.count
        while offset < png.count {
            guard offset + 12 <= png.count else { throw ArtError("a PNG chunk is cut at byte \(offset)") }
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let end = offset + 12 + length
            guard end <= png.count else { throw ArtError("a PNG chunk is cut at byte \(offset)") }
            chunks.append(PNGChunk(type: String(decoding: png[offset + 4..<offset + 8], as: UTF8.self),
                                   data: Array(png[offset + 8..<end - 4])))
            offset = end
        }
        return chunks
    }

    /// `value` as four big-endian bytes.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
}
