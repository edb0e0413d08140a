import Core
import Foundation
import Imaging
import Testing

@Suite("PNG decoding")
struct PNGDecodingTests {
    static let validFiles = TestData.corpusFiles(in: "valid")
    static let invalidFiles = TestData.corpusFiles(in: "invalid")

    /// What decoding each invalid corpus file must say, after "<path>: ".
    static let refusals: [String: String] = [
        "bit-depth-rgb-4.png": "corrupt PNG (Invalid IHDR data)",
        "chunk-critical-unknown.png": "corrupt PNG (CRIT: unhandled critical chunk)",
        "chunk-length-huge.png": "corrupt PNG (PNG unsigned integer out of range)",
        "color-type-1.png": "corrupt PNG (Invalid IHDR data)",
        "compression-method-1.png": "corrupt PNG (Invalid IHDR data)",
        "crc-idat-bad.png": "corrupt PNG (IDAT: CRC error)",
        "crc-ihdr-bad.png": "corrupt PNG (IHDR: CRC error)",
        "deflate-block-type-3.png": "corrupt PNG (IDAT: invalid block type)",
        "empty.png": "truncated",
        "filter-method-1.png": "corrupt PNG (Invalid IHDR data)",
        "filter-type-5.png": "corrupt PNG (bad adaptive filter value)",
        "height-zero.png": "corrupt PNG (Invalid IHDR data)",
        "idat-missing.png": "corrupt PNG (IEND: out of place)",
        "idat-short.png": "truncated",
        "ihdr-after-idat.png": "corrupt PNG (IDAT: Missing IHDR before IDAT)",
        "ihdr-length-12.png": "corrupt PNG (IHDR: invalid)",
        "ihdr-missing.png": "corrupt PNG (IDAT: Missing IHDR before IDAT)",
        "interlace-method-2.png": "corrupt PNG (Invalid IHDR data)",
        "pixels-1-gib.png": "16384×16384 needs 1024 MiB, over the 512 MiB limit",
        "plte-missing.png": "corrupt PNG (IDAT: Missing PLTE before IDAT)",
        "plte-too-long.png": "corrupt PNG (PLTE: invalid)",
        "sides-20000.png": "20000×20000 exceeds the 16384 px limit",
        "signature-bad.png": "not a PNG file (bad signature)",
        "signature-crlf-to-lf.png": "not a PNG file (bad signature)",
        "signature-only.png": "truncated",
        "truncated-after-ihdr.png": "truncated",
        "truncated-in-idat.png": "truncated",
        "truncated-in-ihdr.png": "truncated",
        "width-over-2-31.png": "corrupt PNG (PNG unsigned integer out of range)",
        "width-zero.png": "corrupt PNG (Invalid IHDR data)",
        "zlib-adler32-bad.png": "corrupt PNG (IDAT: incorrect data check)",
        "zlib-header-check-bad.png": "corrupt PNG (IDAT: incorrect header check)",
    ]

    @Test("the corpus is where the tests look for it, and every invalid file has its expected refusal")
    func corpusIsPresent() {
        #expect(Self.validFiles.count == 64, "looked in \(TestData.corpus.path)")
        #expect(Self.invalidFiles == Self.refusals.keys.sorted(), "looked in \(TestData.corpus.path)")
    }

    @Test("every valid file's header is the format its name says", arguments: validFiles)
    func headerMatchesName(_ name: String) throws {
        let format = try #require(CorpusFormat(name: name), "the name does not say the format")
        let data = try TestData.bytes(at: TestData.corpusPath("valid", name))
        #expect(PNGChunks.load(at: 16, in: data) == UInt32(format.width))
        #expect(PNGChunks.load(at: 20, in: data) == UInt32(format.height))
        #expect(Int(data[24]) == format.bitDepth)
        #expect(data[25] == format.kind.rawValue)
        #expect(data[28] == (format.interlaced ? 1 : 0))
        #expect((PNGChunks.offset(ofChunk: "tRNS", in: data) != nil) == format.transparent)
        let gamma = PNGChunks.offset(ofChunk: "gAMA", in: data).map { Int(PNGChunks.load(at: $0 + 8, in: data)) }
        #expect(gamma == format.gamma)
    }

    @Test("every valid file decodes to the pixels its formulas give, each channel rounded to nearest", arguments: validFiles)
    func decodesValidFile(_ name: String) throws {
        let format = try #require(CorpusFormat(name: name), "the name does not say the format")
        let image = try Image(contentsOfPNG: TestData.corpusPath("valid", name))
        #expect(image.width == format.width && image.height == format.height)
        var wrong: [String] = []
        for y in 0..<format.height {
            for x in 0..<format.width {
                let pixel = image[x: x, y: y]
                let decoded = [pixel.r, pixel.g, pixel.b, pixel.a].map(Double.init)
                let expected = format.expectedPixel(x: x, y: y)
                if zip(decoded, expected).contains(where: { abs($0 - $1) > 0.5 + 1e-9 }) {
                    wrong.append("(\(x), \(y)): \(decoded) for \(expected)")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong pixels, first \(wrong.prefix(3))")
    }

    @Test("every invalid file is refused with a message naming it and what is wrong", arguments: invalidFiles)
    func refusesInvalidFile(_ name: String) throws {
        let path = TestData.corpusPath("invalid", name)
        let error = try #require(throws: ImageError.self) { try Image(contentsOfPNG: path) }
        #expect(error.file == path)
        #expect(error.description == "\(path): \(Self.refusals[name] ?? "?")")
    }

    @Test("every invalid file is refused the same way from memory", arguments: invalidFiles)
    func refusesInvalidData(_ name: String) throws {
        let data = try TestData.bytes(at: TestData.corpusPath("invalid", name))
        let error = try #require(throws: ImageError.self) { try Image(pngData: data, name: name) }
        #expect(error.description == "\(name): \(Self.refusals[name] ?? "?")")
    }

    @Test("a few pixels worked out by hand from the formulas")
    func decodesKnownPixels() throws {
        // grey-1: sample = (37x + 101y) mod 2, so black at (0, 0) and white at (1, 0).
        let grey = try Image(contentsOfPNG: TestData.corpusPath("valid", "grey-1.png"))
        #expect(grey[x: 0, y: 0] == .black && grey[x: 1, y: 0] == .white)
        // palette-8-trns at (1, 0): index 37 = (71·37, 149·37 + 60, 29·37 + 200) mod 256, alpha 53·37 mod 256.
        let palette = try Image(contentsOfPNG: TestData.corpusPath("valid", "palette-8-trns.png"))
        #expect(palette[x: 1, y: 0] == Color(r: 67, g: 197, b: 249, a: 169))
        // rgb-8-gamma100000 at (1, 0): samples (37, 108, 179) at gamma 1.0 → 255 × (v / 255)^(1/2.2).
        let linear = try Image(contentsOfPNG: TestData.corpusPath("valid", "rgb-8-gamma100000.png"))
        #expect(linear[x: 1, y: 0] == Color(r: 106, g: 173, b: 217))
        // rgb-16 at (1, 0): samples 613 × (37, 108, 179) mod 65536 = (22681, 66204 − 65536, 109727 − 65536).
        let deep = try Image(contentsOfPNG: TestData.corpusPath("valid", "rgb-16.png"))
        #expect(deep[x: 1, y: 0] == Color(r: 88, g: 3, b: 172))
    }

    @Test("16-bit samples without gamma information are taken as sRGB")
    func readsUntaggedSixteenBitAsSRGB() throws {
        let samples: [UInt8] = [0x00, 0x00, 0x80, 0x80, 0xFF, 0xFF, 0x40, 0x40]
        let png = PNGChunks.make(width: 4, height: 1, bitDepth: 16, colorType: 0, samples: samples)
        let image = try Image(pngData: png, name: "grey16.png")
        #expect((0..<4).map { image[x: $0, y: 0].r } == [0, 128, 255, 64])
        #expect((0..<4).allSatisfy { image[x: $0, y: 0].a == 255 })
    }

    /// The corpus's Adam7-interlaced files that have a plain twin (the name without "-interlaced").
    static let interlacedTwins = validFiles.filter { $0.contains("-interlaced") && validFiles.contains(plainTwin(of: $0)) }

    static func plainTwin(of interlaced: String) -> String { interlaced.replacingOccurrences(of: "-interlaced", with: "") }

    @Test("an interlaced file equals its non-interlaced twin byte for byte", arguments: interlacedTwins)
    func interlacedEqualsPlain(_ interlaced: String) throws {
        let a = try Image(contentsOfPNG: TestData.corpusPath("valid", interlaced))
        let b = try Image(contentsOfPNG: TestData.corpusPath("valid", Self.plainTwin(of: interlaced)))
        let identical = a == b
        #expect(identical, "\(ImageDiff(a, against: b))")
    }

    @Test("there are interlaced twins to compare")
    func hasInterlacedTwins() { #expect(Self.interlacedTwins.count == 21) }

    @Test("every cut of a valid file before its last chunk is refused as truncated")
    func refusesTruncatedData() throws {
        let data = try TestData.bytes(at: TestData.corpusPath("valid", "rgb-8.png"))
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
        let data = try TestData.bytes(at: TestData.corpusPath("valid", "rgba-8.png"))
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
        let original = try TestData.bytes(at: TestData.corpusPath("valid", "rgba-8.png"))
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
        let path = TestData.corpus.path + "/no-such-file.png"
        let error = try #require(throws: ImageError.self) { try Image(contentsOfPNG: path) }
        #expect(error.description == "\(path): no such file")
    }

    @Test("a folder is refused as unreadable")
    func refusesFolder() throws {
        let path = TestData.corpus.path
        let error = try #require(throws: ImageError.self) { try Image(contentsOfPNG: path) }
        #expect(error.description == "\(path): cannot read (not a regular file: a folder, a pipe or a device)")
    }

    @Test("a named pipe is refused at once, never waited on")
    func refusesPipe() throws {
        let folder = try TestData.makeScratchFolder()
        defer { TestData.remove(folder) }
        let path = folder + "/custom-0.png"
        #expect(mkfifo(path, 0o600) == 0)
        let error = try #require(throws: ImageError.self) { try Image(contentsOfPNG: path) }
        #expect(error.description == "\(path): cannot read (not a regular file: a folder, a pipe or a device)")
    }
}
