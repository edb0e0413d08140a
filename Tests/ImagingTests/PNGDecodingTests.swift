import Core
import Imaging
import Testing

@Suite("PNG decoding")
struct PNGDecodingTests {
    static let validFiles = TestData.pngSuiteFiles(in: "valid")
    static let invalidFiles = TestData.pngSuiteFiles(in: "invalid")

    @Test("PngSuite is where the tests look for it")
    func pngSuiteIsPresent() {
        #expect(Self.validFiles.count == 161, "looked in \(TestData.pngSuite.path)")
        #expect(Self.invalidFiles.count == 14, "looked in \(TestData.pngSuite.path)")
    }

    @Test("every valid PngSuite file decodes to RGBA8", arguments: validFiles)
    func decodesValidFile(_ name: String) throws {
        let image = try Image(contentsOfPNG: TestData.pngSuitePath("valid", name))
        #expect(image.width > 0 && image.height > 0)
        #expect(image.pixels.count == image.width * image.height * 4)
    }

    @Test("every invalid PngSuite file is refused with a message naming it", arguments: invalidFiles)
    func refusesInvalidFile(_ name: String) throws {
        let path = TestData.pngSuitePath("invalid", name)
        let error = try #require(throws: ImageError.self) { try Image(contentsOfPNG: path) }
        #expect(error.file == path)
        #expect(error.description.hasPrefix(path + ": "))
        if name.hasPrefix("xs") || name == "xcrn0g04.png" || name == "xlfn0g04.png" {
            #expect(error.reason == .notPNG)
            #expect(error.description == "\(path): not a PNG file (bad signature)")
        }
    }

    // PngSuite's files carry gAMA 1.0 (linear); libpng converts them to sRGB for display with a
    // 2.2 power law, so a raw value v becomes 255 × (v / max)^(1/2.2). Alpha is never converted.

    @Test("an 8-bit RGB file decodes to known pixels (basn2c08)")
    func decodesTrueColor() throws {
        let image = try Image(contentsOfPNG: TestData.pngSuitePath("valid", "basn2c08.png"))
        #expect(image.width == 32 && image.height == 32)
        #expect(image[x: 0, y: 0] == Color(r: 255, g: 255, b: 255))
        #expect(image[x: 31, y: 31] == Color(r: 0, g: 0, b: 0))
        #expect(image[x: 5, y: 5] == Color(r: 255, g: 255, b: 159))   // raw (255, 255, 90)
        #expect(image[x: 31, y: 0] == Color(r: 255, g: 255, b: 240))  // raw (255, 255, 224)
    }

    @Test("a palette file with tRNS decodes to transparent and opaque pixels (tbbn3p08)")
    func decodesPaletteWithTransparency() throws {
        let image = try Image(contentsOfPNG: TestData.pngSuitePath("valid", "tbbn3p08.png"))
        #expect(image[x: 0, y: 0].a == 0)
        #expect(image[x: 5, y: 5] == Color(r: 249, g: 249, b: 249, a: 255))  // raw grey 242
    }

    @Test("16-bit files decode to 8 bits (basn2c16, basn6a16)")
    func decodesSixteenBit() throws {
        let rgb = try Image(contentsOfPNG: TestData.pngSuitePath("valid", "basn2c16.png"))
        #expect(rgb[x: 0, y: 0] == Color(r: 255, g: 255, b: 0))
        #expect(rgb[x: 5, y: 5] == Color(r: 235, g: 235, b: 0))  // raw 54965 / 65535
        let rgba = try Image(contentsOfPNG: TestData.pngSuitePath("valid", "basn6a16.png"))
        #expect(rgba[x: 5, y: 5] == Color(r: 255, g: 255, b: 0, a: 82))  // alpha 21141 / 65535
        #expect(rgba[x: 0, y: 0].a == 0)
    }

    @Test("a 1-bit greyscale file decodes to black and white (basn0g01)")
    func decodesOneBit() throws {
        let image = try Image(contentsOfPNG: TestData.pngSuitePath("valid", "basn0g01.png"))
        #expect(image[x: 0, y: 0] == .white)
        #expect(image[x: 31, y: 0] == .black)
    }

    @Test("a file's own gamma is honoured (g03n2c08: gAMA 0.35)")
    func honoursGamma() throws {
        let image = try Image(contentsOfPNG: TestData.pngSuitePath("valid", "g03n2c08.png"))
        #expect(image[x: 5, y: 5] == Color(r: 234, g: 0, b: 0))  // 255 × (239/255)^(1/(0.35 × 2.2))
    }

    /// PngSuite's Adam7-interlaced files that have a non-interlaced twin (same name with n for i).
    @Test("16-bit samples without gamma information are taken as sRGB")
    func readsUntaggedSixteenBitAsSRGB() throws {
        let samples: [UInt8] = [0x00, 0x00, 0x80, 0x80, 0xFF, 0xFF, 0x40, 0x40]
        let png = PNGChunks.make(width: 4, height: 1, bitDepth: 16, colorType: 0, samples: samples)
        let image = try Image(pngData: png, name: "grey16.png")
        #expect((0..<4).map { image[x: $0, y: 0].r } == [0, 128, 255, 64])
        #expect((0..<4).allSatisfy { image[x: $0, y: 0].a == 255 })
    }

    static let interlacedTwins = validFiles.filter { $0.dropFirst(3).hasPrefix("i") && validFiles.contains(plainTwin(of: $0)) }

    static func plainTwin(of interlaced: String) -> String {
        var name = Array(interlaced)
        name[3] = "n"
        return String(name)
    }

    @Test("an interlaced file equals its non-interlaced twin byte for byte", arguments: interlacedTwins)
    func interlacedEqualsPlain(_ interlaced: String) throws {
        let a = try Image(contentsOfPNG: TestData.pngSuitePath("valid", interlaced))
        let b = try Image(contentsOfPNG: TestData.pngSuitePath("valid", Self.plainTwin(of: interlaced)))
        let identical = a == b
        #expect(identical, "\(ImageDiff(a, against: b))")
    }

    @Test("there are interlaced twins to compare")
    func hasInterlacedTwins() { #expect(Self.interlacedTwins.count >= 30) }

    @Test("every cut of a valid file before its last chunk is refused as truncated")
    func refusesTruncatedData() throws {
        let data = try TestData.bytes(at: TestData.pngSuitePath("valid", "basn2c08.png"))
        let end = try #require(PNGChunks.offset(ofChunk: "IEND", in: data))
        for length in 0..<end {
            let error = try #require(throws: ImageError.self) { try Image(pngData: Array(data.prefix(length)), name: "cut.png") }
            #expect(error.description == "cut.png: truncated", "cut at \(length) bytes")
        }
    }

    @Test("a truncated file on disk is refused as truncated")
    func refusesTruncatedFile() throws {
        let folder = try TestData.makeScratchFolder()
        defer { TestData.remove(folder) }
        let path = folder + "/cut.png"
        let data = try TestData.bytes(at: TestData.pngSuitePath("valid", "basn6a08.png"))
        try TestData.write(Array(data.prefix(data.count / 2)), to: path)
        let error = try #require(throws: ImageError.self) { try Image(contentsOfPNG: path) }
        #expect(error.description == "\(path): truncated")
    }

    @Test("random bytes are refused, with or without a PNG signature")
    func refusesRandomBytes() {
        var random = RandomGenerator(seed: 7)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for round in 0..<200 {
            let noise = (0..<random.next(in: 0...4096)).map { _ in UInt8.random(in: 0...255, using: &random) }
            let data = round.isMultiple(of: 2) ? noise : signature + noise
            #expect(throws: ImageError.self) { try Image(pngData: data, name: "noise.png") }
        }
    }

    @Test("damaged image data with valid CRCs decodes or is refused, never crashes")
    func survivesDamagedImageData() throws {
        let original = try TestData.bytes(at: TestData.pngSuitePath("valid", "basn6a08.png"))
        let idat = try #require(PNGChunks.offset(ofChunk: "IDAT", in: original))
        let length = Int(PNGChunks.load(at: idat, in: original))
        var random = RandomGenerator(seed: 11)
        var refused = 0
        for _ in 0..<300 {
            var data = original
            for _ in 0..<random.next(in: 1...4) {
                data[idat + 8 + random.next(in: 0...(length - 1))] = UInt8.random(in: 0...255, using: &random)
            }
            PNGChunks.fixCRC(ofChunkAt: idat, in: &data)
            do { _ = try Image(pngData: data, name: "damaged.png") } catch { refused += 1 }
        }
        #expect(refused > 0)
    }

    @Test("a header claiming 20000×20000 is refused before allocating")
    func refusesHugeSides() throws {
        let small = try Image(width: 2, height: 2, fill: .red).pngData()
        let huge = PNGChunks.patchingHeader(of: small, width: 20000, height: 20000)
        let error = try #require(throws: ImageError.self) { try Image(pngData: huge, name: "sticker.png") }
        #expect(error.description == "sticker.png: 20000×20000 exceeds the 16384 px limit")
    }

    @Test("a header whose pixels would exceed 512 MiB is refused before allocating")
    func refusesHugeBuffer() throws {
        let small = try Image(width: 2, height: 2, fill: .red).pngData()
        let huge = PNGChunks.patchingHeader(of: small, width: 16384, height: 16384)
        let error = try #require(throws: ImageError.self) { try Image(pngData: huge, name: "wall.png") }
        #expect(error.reason == .tooLarge(width: 16384, height: 16384, byteCount: 1 << 30))
        #expect(error.description == "wall.png: 16384×16384 needs 1024 MiB, over the 512 MiB limit")
    }

    @Test("a missing file is refused as missing")
    func refusesMissingFile() throws {
        let path = TestData.pngSuite.path + "/no-such-file.png"
        let error = try #require(throws: ImageError.self) { try Image(contentsOfPNG: path) }
        #expect(error.description == "\(path): no such file")
    }

    @Test("a folder is refused as unreadable")
    func refusesFolder() throws {
        let path = TestData.pngSuite.path
        let error = try #require(throws: ImageError.self) { try Image(contentsOfPNG: path) }
        #expect(error.description == "\(path): cannot read (Is a directory)")
    }
}
