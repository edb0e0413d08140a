import Core
import Foundation
import Imaging
import Testing

@Suite("PNG encoding and writing")
struct PNGEncodingTests {
    /// A 37×23 image with every alpha and many colours, so filters and alpha are exercised.
    static let sample: Image = {
        var image = Image(width: 37, height: 23)
        var random = RandomGenerator(seed: 3)
        for y in 0..<23 {
            for x in 0..<37 {
                image[x: x, y: y] = Color(r: UInt8(x * 7), g: UInt8(y * 11), b: UInt8.random(in: 0...255, using: &random),
                                          a: UInt8((x + 37 * y) % 256))
            }
        }
        return image
    }()

    @Test("encoding then decoding gives the same pixels")
    func roundTripsInMemory() throws {
        let decoded = try Image(pngData: try Self.sample.pngData(), name: "sample.png")
        let identical = decoded == Self.sample
        #expect(identical, "\(ImageDiff(decoded, against: Self.sample))")
    }

    @Test("writing then reading a file gives the same pixels and leaves no temporary file")
    func roundTripsThroughFile() throws {
        let folder = try TestData.makeScratchFolder()
        defer { TestData.remove(folder) }
        let path = folder + "/sample.png"
        try Self.sample.writePNG(to: path)
        try Self.sample.writePNG(to: path)
        let decoded = try Image(contentsOfPNG: path)
        let identical = decoded == Self.sample
        #expect(identical, "\(ImageDiff(decoded, against: Self.sample))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["sample.png"])
    }

    @Test("encoding is deterministic")
    func encodesDeterministically() throws {
        #expect(try Self.sample.pngData() == Self.sample.pngData())
    }

    @Test("an image with no pixels cannot be encoded")
    func refusesEmptyImage() throws {
        let error = try #require(throws: ImageError.self) { try Image(width: 0, height: 5).pngData() }
        #expect(error.description == "image 0×5: cannot encode (no pixels)")
    }

    @Test("writing into a missing folder names the path")
    func refusesMissingFolder() throws {
        let folder = try TestData.makeScratchFolder()
        defer { TestData.remove(folder) }
        let path = folder + "/missing/sticker.png"
        let error = try #require(throws: ImageError.self) { try Self.sample.writePNG(to: path) }
        #expect(error.description == "\(path): cannot write (the folder \(folder)/missing does not exist)")
    }

    @Test("writing to a full disk (/dev/full) names the path")
    func reportsFullDisk() throws {
        let error = try #require(throws: ImageError.self) { try Self.sample.writePNG(to: "/dev/full") }
        #expect(error.description == "/dev/full: cannot write (No space left on device)")
    }

    @Test("a failed replacement leaves what was there and no temporary file")
    func keepsFolderOnFailedRename() throws {
        let folder = try TestData.makeScratchFolder()
        defer { TestData.remove(folder) }
        let path = folder + "/taken"
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        let error = try #require(throws: ImageError.self) { try Self.sample.writePNG(to: path) }
        #expect(error.description == "\(path): cannot write (is a folder; name a file to write)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["taken"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["inside"])
    }

    @Test("writing into a read-only folder names the path and leaves the old file intact",
          .enabled(if: ReadOnlyFolder.isSupported, "this machine cannot make a folder read-only for its user"))
    func keepsOldFileInReadOnlyFolder() throws {
        let folder = try TestData.makeScratchFolder()
        defer { TestData.remove(folder) }
        let path = folder + "/sticker.png"
        let old = try Image(width: 3, height: 2, fill: .green).pngData()
        try TestData.write(old, to: path)
        try ReadOnlyFolder.lock(folder)
        defer { ReadOnlyFolder.unlock(folder) }
        let error = try #require(throws: ImageError.self) { try Self.sample.writePNG(to: path) }
        #expect(error.file == path)
        #expect(error.description.hasPrefix("\(path): cannot write ("))
        #expect(try TestData.bytes(at: path) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["sticker.png"])
    }
}

/// Makes folders read-only even for root, whom permission bits do not stop: by mode 0555 and,
/// for root, the immutable attribute (`chattr +i`).
enum ReadOnlyFolder {
    /// Whether a folder can be locked here; checked once on a throwaway folder.
    static let isSupported: Bool = {
        guard let folder = try? TestData.makeScratchFolder() else { return false }
        defer { TestData.remove(folder) }
        guard (try? lock(folder)) != nil else { return false }
        defer { unlock(folder) }
        return !FileManager.default.createFile(atPath: folder + "/probe", contents: Data())
    }()

    static func lock(_ folder: String) throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        if geteuid() == 0 { try chattr("+i", folder) }
    }

    static func unlock(_ folder: String) {
        if geteuid() == 0 { try? chattr("-i", folder) }
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
    }

    private static func chattr(_ flag: String, _ path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteNoPermission) }
    }
}
