import Core
import Imaging

/// JPEG files made in the tests: encoded by libjpeg-turbo, then given EXIF segments, cut short,
/// damaged or given a huge header.
enum JPEGFixtures {
    /// A `width × height` picture in four solid quarters: red top-left, green top-right, blue
    /// bottom-left, white bottom-right.
    static func quarters(width: Int, height: Int) -> Image {
        var image = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let right = x >= width / 2, bottom = y >= height / 2
                image[x: x, y: y] = bottom ? (right ? .white : Color(hex: 0x0000FF)) : (right ? Color(hex: 0x00FF00) : Color(hex: 0xFF0000))
            }
        }
        return image
    }

    /// `jpeg` with an APP1 Exif segment right after its start marker whose IFD0 holds the
    /// orientation tag with `value`, in big- or little-endian TIFF.
    static func withOrientation(_ jpeg: [UInt8], _ value: UInt16, bigEndian: Bool = true) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func u32(_ v: UInt32) -> [UInt8] { u16(UInt16(bigEndian ? v >> 16 : v & 0xFFFF)) + u16(UInt16(bigEndian ? v & 0xFFFF : v >> 16)) }
        let tiff = (bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]) + u16(42) + u32(8)
            + u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(value) + u16(0) + u32(0)
        return withApp1(jpeg, Array("Exif".utf8) + [0, 0] + tiff)
    }

    /// `jpeg` with an APP1 segment holding `payload` right after its start marker.
    static func withApp1(_ jpeg: [UInt8], _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return Array(jpeg.prefix(2)) + [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + jpeg.dropFirst(2)
    }

    /// The offset of the first baseline start-of-frame marker (FF C0) in `jpeg`.
    static func frameOffset(in jpeg: [UInt8]) -> Int? {
        (0..<(jpeg.count - 1)).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 }
    }

    /// `jpeg` with its frame header declaring `width × height` pixels.
    static func patchingFrame(of jpeg: [UInt8], width: Int, height: Int) -> [UInt8] {
        var data = jpeg
        guard let sof = frameOffset(in: jpeg) else { return data }
        // FF C0, length (2), precision (1), height (2), width (2).
        data[sof + 5] = UInt8(height >> 8); data[sof + 6] = UInt8(height & 0xFF)
        data[sof + 7] = UInt8(width >> 8); data[sof + 8] = UInt8(width & 0xFF)
        return data
    }

    /// Whether two colours differ by at most `tolerance` in every channel (JPEG is lossy).
    static func close(_ a: Color, _ b: Color, within tolerance: Int = 24) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
            && abs(Int(a.b) - Int(b.b)) <= tolerance && a.a == b.a
    }
}
