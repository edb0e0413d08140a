import Engine

/// JPEG files as a phone writes them: the pixels as the sensor saw them and an EXIF segment
/// saying how to turn them upright.
enum ExifJPEG {
    /// `upright` stored as a camera held `orientation` would store it, as a JPEG at `quality`
    /// whose APP1 Exif segment carries the orientation tag (big-endian TIFF, one IFD entry).
    static func data(_ upright: Image, orientation: ExifOrientation, quality: Int) throws -> [UInt8] {
        let stored = upright.oriented(inverse(of: orientation))
        let jpeg = try stored.jpegData(quality: quality)
        let value = UInt8(orientation.rawValue)
        let tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8,          // "MM", 42, IFD0 at 8
                             0, 1,                                    // one entry
                             0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, value, 0, 0,   // orientation, SHORT × 1
                             0, 0, 0, 0]                              // no next IFD
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        return Array(jpeg.prefix(2)) + [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
            + jpeg.dropFirst(2)
    }

    /// The orientation that undoes `orientation`: the quarter turns swap, the rest undo themselves.
    static func inverse(of orientation: ExifOrientation) -> ExifOrientation {
        switch orientation {
        case .rotate90: .rotate270
        case .rotate270: .rotate90
        default: orientation
        }
    }
}
