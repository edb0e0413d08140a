/// Reading the orientation from a JPEG's EXIF segment: a small TIFF structure, read with every
/// offset checked against the data, so a damaged segment means "upright", never a crash.
extension ExifOrientation {
    /// The orientation the JPEG in `jpeg` declares in its APP1 Exif segment; `.identity` when
    /// it has none or the segment is damaged.
    public init(jpeg: [UInt8]) {
        self = Self.exifPayload(in: jpeg).flatMap(Self.orientation(inTIFF:)) ?? .identity
    }

    /// The TIFF bytes of the first APP1 segment that starts with `Exif\0\0`, looking only at the
    /// segments before the image data.
    static func exifPayload(in jpeg: [UInt8]) -> ArraySlice<UInt8>? {
        guard jpeg.count >= 4, jpeg[0] == 0xFF, jpeg[1] == 0xD8 else { return nil }
        var i = 2
        while i + 4 <= jpeg.count {
            guard jpeg[i] == 0xFF else { return nil }
            let marker = jpeg[i + 1]
            switch marker {
            case 0xFF: i += 1; continue                       // fill byte
            case 0x01, 0xD0...0xD8: i += 2; continue          // markers without a length
            case 0xD9, 0xDA: return nil                       // end of image, start of scan
            default: break
            }
            let length = Int(jpeg[i + 2]) << 8 | Int(jpeg[i + 3])
            guard length >= 2, i + 2 + length <= jpeg.count else { return nil }
            let payload = jpeg[(i + 4)..<(i + 2 + length)]
            if marker == 0xE1, payload.starts(with: [0x45, 0x78, 0x69, 0x66, 0, 0]) {   // "Exif\0\0"
                return payload.dropFirst(6)
            }
            i += 2 + length
        }
        return nil
    }

    /// The orientation tag in IFD0 of the TIFF structure `tiff`, if present and valid.
    static func orientation(inTIFF tiff: ArraySlice<UInt8>) -> ExifOrientation? {
        let bytes = Array(tiff)
        guard bytes.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0x49, 0x49): littleEndian = true    // "II"
        case (0x4D, 0x4D): littleEndian = false   // "MM"
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= bytes.count else { return nil }
            let (a, b) = (Int(bytes[at]), Int(bytes[at + 1]))
            return littleEndian ? a | b << 8 : a << 8 | b
        }
        func u32(_ at: Int) -> Int? {
            guard let low = u16(littleEndian ? at : at + 2), let high = u16(littleEndian ? at + 2 : at) else { return nil }
            return high << 16 | low
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at), let type = u16(at + 2), let values = u32(at + 4) else { return nil }
            guard tag == 0x0112 else { continue }
            guard type == 3, values == 1, let value = u16(at + 8) else { return nil }   // one SHORT
            return ExifOrientation(rawValue: value)
        }
        return nil
    }
}
