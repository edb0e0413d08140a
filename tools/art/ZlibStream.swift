/// zlib streams (RFC 1950) around DEFLATE data (RFC 1951), written by the project's own code so
/// the corpus is the same bytes on every machine whatever zlib it has.
enum ZlibStream {
    /// How the DEFLATE data is coded.
    enum Coding {
        /// Stored (uncompressed) blocks of at most 65535 bytes.
        case stored
        /// One block with the fixed Huffman codes, literals and back-references found greedily.
        case fixedHuffman
    }

    /// `data` as a zlib stream: header, DEFLATE blocks, Adler-32 of `data`.
    static func compress(_ data: [UInt8], coding: Coding) -> [UInt8] {
        let header: [UInt8] = [0x78, 0x01]  // 32 KiB window, no dictionary, check bits
        let body = coding == .stored ? storedBlocks(data) : fixedHuffmanBlock(data)
        return header + body + PNGChunkWriter.bigEndian(adler32(data))
    }

    /// The Adler-32 checksum of `data`.
    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    private static func storedBlocks(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var start = 0
        repeat {
            let end = min(start + 65535, data.count)
            let length = UInt16(end - start)
            out += [end == data.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8),
                    UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += data[start..<end]
            start = end
        } while start < data.count
        return out
    }

    /// Match lengths and distances: the base of each code and its count of extra bits.
    private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                      67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                        1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11,
                                        12, 12, 13, 13]

    private static func fixedHuffmanBlock(_ data: [UInt8]) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1)  // last block
        bits.write(1, count: 2)  // fixed Huffman codes
        var lastSeen = [Int](repeating: -1, count: 1 << 16)  // latest position of each 3-byte key
        func key(_ i: Int) -> Int { (Int(data[i]) << 8 ^ Int(data[i + 1]) << 4 ^ Int(data[i + 2])) & 0xFFFF }
        var i = 0
        while i < data.count {
            var length = 0, distance = 0
            if i + 3 <= data.count {
                let candidate = lastSeen[key(i)]
                if candidate >= 0, i - candidate <= 32768 {
                    while length < 258, i + length < data.count, data[candidate + length] == data[i + length] { length += 1 }
                    distance = i - candidate
                }
                lastSeen[key(i)] = i
            }
            if length >= 3 {
                let code = lengthBases.lastIndex { $0 <= length }!
                writeLiteralOrLength(257 + code, to: &bits)
                bits.write(length - lengthBases[code], count: lengthExtra[code])
                let distanceCode = distanceBases.lastIndex { $0 <= distance }!
                bits.writeReversed(distanceCode, count: 5)
                bits.write(distance - distanceBases[distanceCode], count: distanceExtra[distanceCode])
                for j in i + 1..<min(i + length, data.count - 2) { lastSeen[key(j)] = j }
                i += length
            } else {
                writeLiteralOrLength(Int(data[i]), to: &bits)
                i += 1
            }
        }
        writeLiteralOrLength(256, to: &bits)  // end of block
        return bits.finished()
    }

    /// Writes symbol `symbol` (0...287) with the fixed literal/length code.
    private static func writeLiteralOrLength(_ symbol: Int, to bits: inout BitWriter) {
        switch symbol {
        case 0...143: bits.writeReversed(0x30 + symbol, count: 8)
        case 144...255: bits.writeReversed(0x190 + symbol - 144, count: 9)
        case 256...279: bits.writeReversed(symbol - 256, count: 7)
        default: bits.writeReversed(0xC0 + symbol - 280, count: 8)
        }
    }
}

/// Bits packed into bytes least significant bit first, as DEFLATE stores them.
private struct BitWriter {
    private var bytes: [UInt8] = []
    private var pending = 0, pendingCount = 0

    /// Writes the low `count` bits of `value`, least significant first (extra bits, headers).
    mutating func write(_ value: Int, count: Int) {
        for bit in 0..<count { push((value >> bit) & 1) }
    }

    /// Writes the low `count` bits of `code`, most significant first (Huffman codes).
    mutating func writeReversed(_ code: Int, count: Int) {
        for bit in (0..<count).reversed() { push((code >> bit) & 1) }
    }

    private mutating func push(_ bit: Int) {
        pending |= bit << pendingCount
        pendingCount += 1
        if pendingCount == 8 {
            bytes.append(UInt8(pending))
            pending = 0
            pendingCount = 0
        }
    }

    /// The bytes, the last one padded with zero bits.
    func finished() -> [UInt8] { pendingCount > 0 ? bytes + [UInt8(pending)] : bytes }
}
