import Engine

/// The content hash a document names its photo by: FNV-1a 64 over the size and RGBA pixels.
enum PhotoHash {
    /// `image`'s hash as 16 lower-case hex digits.
    static func of(_ image: Image) -> String {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ byte: UInt8) { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        for value in [image.width, image.height] {
            for shift in stride(from: 0, to: 32, by: 8) { mix(UInt8(truncatingIfNeeded: value >> shift)) }
        }
        image.pixels.withUnsafeBufferPointer { bytes in
            for byte in bytes { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Whether `text` has the form of a hash: 16 lower-case hex digits.
    static func isHash(_ text: String) -> Bool {
        text.utf8.count == 16 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
