import Core
import Imaging
import Testing

@Suite("JPEG decoding")
struct JPEGDecodingTests {
    static let red = Color(hex: 0xFF0000), green = Color(hex: 0x00FF00), blue = Color(hex: 0x0000FF)

    /// A 32 × 16 picture in coloured quarters, as a JPEG.
    static func quartersJPEG() throws -> [UInt8] {
        try JPEGFixtures.quarters(width: 32, height: 16).jpegData(quality: 95)
    }

    @Test("an RGB JPEG decodes to its pixels, opaque")
    func decodesColour() throws {
        let image = try Image(jpegData: try Self.quartersJPEG(), name: "q.jpg")
        #expect(image.width == 32 && image.height == 16)
        #expect(JPEGFixtures.close(image[x: 3, y: 3], Self.red))
        #expect(JPEGFixtures.close(image[x: 28, y: 3], Self.green))
        #expect(JPEGFixtures.close(image[x: 3, y: 12], Self.blue))
        #expect(JPEGFixtures.close(image[x: 28, y: 12], .white))
    }

    /// Where the stored picture's row 0 and column 0 go when shown, per the EXIF specification's
    /// table for the orientation tag.
    static let specification: [(value: UInt16, row0: Side, column0: Side)] = [
        (1, .top, .left), (2, .top, .right), (3, .bottom, .right), (4, .bottom, .left),
        (5, .left, .top), (6, .right, .top), (7, .right, .bottom), (8, .left, .bottom),
    ]

    enum Side { case top, bottom, left, right
        var opposite: Side { switch self { case .top: .bottom; case .bottom: .top; case .left: .right; case .right: .left } }
        var isVertical: Bool { self == .top || self == .bottom }
    }

    @Test("each EXIF orientation 1–8 turns the picture upright, in big- and little-endian TIFF",
          arguments: specification.map(\.value), [true, false])
    func appliesOrientation(value: UInt16, bigEndian: Bool) throws {
        let entry = try #require(Self.specification.first { $0.value == value })
        let jpeg = JPEGFixtures.withOrientation(try Self.quartersJPEG(), value, bigEndian: bigEndian)
        let image = try Image(jpegData: jpeg, name: "o\(value).jpg")
        let swaps = !entry.row0.isVertical
        #expect(image.width == (swaps ? 16 : 32) && image.height == (swaps ? 32 : 16))
        // The shown corner on the two sides given, 3 px in.
        func corner(_ a: Side, _ b: Side) -> Color {
            let vertical = a.isVertical ? a : b, horizontal = a.isVertical ? b : a
            return image[x: horizontal == .left ? 3 : image.width - 4, y: vertical == .top ? 3 : image.height - 4]
        }
        let r0 = entry.row0, c0 = entry.column0
        #expect(JPEGFixtures.close(corner(r0, c0), Self.red), "stored top-left")
        #expect(JPEGFixtures.close(corner(r0, c0.opposite), Self.green), "stored top-right")
        #expect(JPEGFixtures.close(corner(r0.opposite, c0), Self.blue), "stored bottom-left")
        #expect(JPEGFixtures.close(corner(r0.opposite, c0.opposite), .white), "stored bottom-right")
    }

    @Test("an orientation outside 1–8 or a damaged Exif segment leaves the picture as stored")
    func ignoresBadExif() throws {
        let plain = try Image(jpegData: try Self.quartersJPEG(), name: "q.jpg")
        let exif = Array("Exif".utf8) + [0, 0]
        let damaged: [[UInt8]] = [
            JPEGFixtures.withOrientation(try Self.quartersJPEG(), 9),
            JPEGFixtures.withOrientation(try Self.quartersJPEG(), 0, bigEndian: false),
            JPEGFixtures.withApp1(try Self.quartersJPEG(), exif + [0x4D, 0x4D, 0, 42, 0xFF, 0xFF, 0xFF, 0xF0]),  // IFD past the end
            JPEGFixtures.withApp1(try Self.quartersJPEG(), exif + [0x49, 0x49, 42, 0, 8, 0, 0, 0, 0xFF, 0xFF]),  // 65535 entries
            JPEGFixtures.withApp1(try Self.quartersJPEG(), exif + [0x4D, 0x4D]),                                // cut short
            JPEGFixtures.withApp1(try Self.quartersJPEG(), exif + [0x58, 0x58, 0, 42, 0, 0, 0, 8]),             // no byte order
        ]
        for (index, jpeg) in damaged.enumerated() {
            #expect(try Image(jpegData: jpeg, name: "d.jpg") == plain, "case \(index)")
        }
    }

    @Test("a greyscale JPEG decodes to grey RGBA")
    func decodesGrey() throws {
        let samples = (0..<(16 * 16)).map { UInt8(($0 % 16) * 16) }
        let jpeg = try Image.encodeJPEG(samples, width: 16, height: 16, components: 1, quality: 100)
        let image = try Image(jpegData: jpeg, name: "grey.jpg")
        for x in [0, 7, 15] {
            let pixel = image[x: x, y: 5]
            #expect(pixel.r == pixel.g && pixel.g == pixel.b && pixel.a == 255)
            #expect(abs(Int(pixel.r) - x * 16) <= 4, "column \(x): \(pixel)")
        }
    }

    @Test("an Adobe CMYK JPEG (inks stored inverted, 255 none) decodes to the RGB it shows")
    func decodesCMYK() throws {
        let orange: [UInt8] = [255, 128, 0, 255]   // no cyan, half magenta, full yellow, no black
        let jpeg = try Image.encodeJPEG(Array([[UInt8]](repeating: orange, count: 64).joined()), width: 8, height: 8,
                                        components: 4, quality: 100)
        let image = try Image(jpegData: jpeg, name: "cmyk.jpg")
        #expect(JPEGFixtures.close(image[x: 4, y: 4], Color(r: 255, g: 128, b: 0), within: 3), "\(image[x: 4, y: 4])")
    }

    @Test("every cut of a JPEG is refused as truncated or corrupt, naming the file")
    func refusesTruncated() throws {
        let jpeg = try Self.quartersJPEG()
        for length in stride(from: 1, to: jpeg.count - 2, by: 7) {
            let error = try #require(throws: ImageError.self) { try Image(jpegData: Array(jpeg.prefix(length)), name: "cut.jpg") }
            #expect(error.file == "cut.jpg")
            switch error.reason {
            case .truncated, .corruptJPEG: break
            default: Issue.record("cut at \(length): \(error)")
            }
        }
        let half = try #require(throws: ImageError.self) { try Image(jpegData: Array(jpeg.prefix(jpeg.count / 2)), name: "cut.jpg") }
        #expect(half.description == "cut.jpg: truncated")
    }

    @Test("a JPEG with a damaged header is refused as corrupt, with libjpeg's reason")
    func refusesCorruptHeader() throws {
        var jpeg = try Self.quartersJPEG()
        let sof = try #require(JPEGFixtures.frameOffset(in: jpeg))
        jpeg[sof + 4] = 7   // sample precision
        let error = try #require(throws: ImageError.self) { try Image(jpegData: jpeg, name: "bad.jpg") }
        #expect(error.description == "bad.jpg: corrupt JPEG (Unsupported JPEG data precision 7)")
    }

    @Test("a JPEG whose header declares no pixels is refused")
    func refusesZeroSize() throws {
        let jpeg = JPEGFixtures.patchingFrame(of: try Self.quartersJPEG(), width: 0, height: 16)
        let error = try #require(throws: ImageError.self) { try Image(jpegData: jpeg, name: "zero.jpg") }
        #expect(error.description.hasPrefix("zero.jpg: corrupt JPEG ("), "\(error)")
        let empty = try #require(throws: ImageError.self) { try Image(jpegData: [], name: "empty.jpg") }
        #expect(empty.description == "empty.jpg: truncated")
    }

    @Test("a header over 100 megapixels is refused before decoding")
    func refusesOverMegapixels() throws {
        let jpeg = JPEGFixtures.patchingFrame(of: try Self.quartersJPEG(), width: 12000, height: 9000)
        let error = try #require(throws: ImageError.self) { try Image(jpegData: jpeg, name: "huge.jpg") }
        #expect(error.reason == .tooManyPixels(width: 12000, height: 9000))
        #expect(error.description == "huge.jpg: 12000×9000 is over the 100 megapixel limit")
        let wide = JPEGFixtures.patchingFrame(of: try Self.quartersJPEG(), width: 20000, height: 10)
        #expect(throws: ImageError(file: "wide.jpg", reason: .tooLarge(width: 20000, height: 10, byteCount: 800_000))) {
            try Image(jpegData: wide, name: "wide.jpg")
        }
    }

    @Test("damaged scan data decodes or is refused, never crashes")
    func survivesDamagedData() throws {
        let original = try Self.quartersJPEG()
        let start = try #require(JPEGFixtures.frameOffset(in: original))
        var random = RandomGenerator(seed: 5)
        var refused = 0
        for _ in 0..<300 {
            var data = original
            for _ in 0..<random.next(in: 1...4) {
                data[random.next(in: start...(data.count - 3))] = UInt8.random(in: 0...255, using: &random)
            }
            do { _ = try Image(jpegData: data, name: "damaged.jpg") } catch { refused += 1 }
        }
        #expect(refused > 0)
    }
}
