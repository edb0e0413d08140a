import CPNGWriter

/// zlib's CRC-32, compression and decompression, for the broken corpus files' chunk surgery.
enum Zlib {
    /// The CRC-32 (ISO 3309, as PNG chunks use) of `bytes`.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        UInt32(truncatingIfNeeded: CPNGWriter.crc32(0, bytes, UInt32(bytes.count)))
    }

    /// `data` as a zlib stream at compression level 9 (compress2).
    static func compress(_ data: [UInt8]) throws -> [UInt8] {
        var size = compressBound(UInt(data.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = compress2(&out, &size, data, UInt(data.count), 9)
        guard status == Z_OK else { throw ArtError("zlib could not compress \(data.count) bytes (status \(status))") }
        return Array(out.prefix(Int(size)))
    }

    /// The `size` bytes the zlib stream `stream` holds (uncompress).
    static func decompress(_ stream: [UInt8], size: Int) throws -> [UInt8] {
        var length = UInt(size)
        var out = [UInt8](repeating: 0, count: size)
        let status = uncompress(&out, &length, stream, UInt(stream.count))
        guard status == Z_OK, length == UInt(size) else {
            throw ArtError("zlib could not inflate \(stream.count) bytes into \(size) (status \(status))")
        }
        return out
    }
}
