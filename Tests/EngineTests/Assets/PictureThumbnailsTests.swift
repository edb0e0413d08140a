import Foundation
@testable import Engine
import Testing

/// Thumbnails of picture files: fitted, blurred when asked, decoded off the caller's thread when
/// live, and nil for whatever is not a picture that can be read.
@Suite struct PictureThumbnailsTests {
    /// A new folder holding a 1000 × 500 picture `wide.png` with a sharp edge and a text file
    /// `notes.txt`; the caller removes it.
    private static func folder() throws -> (path: String, listing: [String: FolderEntry]) {
        let path = NSTemporaryDirectory() + "picture-thumbnails-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        var picture = Image(width: 1000, height: 500, fill: .black)
        for y in 0..<500 { for x in 500..<1000 { picture[x: x, y: y] = .white } }
        let png = try picture.pngData()
        try Data(png).write(to: URL(fileURLWithPath: path + "/wide.png"))
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: path + "/notes.txt"))
        return (path, ["wide.png": FolderEntry(name: "wide.png", byteCount: Int64(png.count), modified: 1),
                       "notes.txt": FolderEntry(name: "notes.txt", byteCount: 13, modified: 1)])
    }

    @Test func aPictureIsFittedWithinTheSideAndBlurredWhenAsked() throws {
        let (path, listing) = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let blurring = PictureThumbnails(side: 160, blurSigma: 4, decodesAtOnce: true)
        let thumbnail = try #require(blurring.thumbnail(PictureThumbnails.Key(listing["wide.png"]!, in: path)))
        #expect((thumbnail.sharp.width, thumbnail.sharp.height) == (160, 80))
        #expect(thumbnail.blurred.pixels != thumbnail.sharp.pixels)
        let sharpOnly = PictureThumbnails(side: 2048, decodesAtOnce: true)
        let whole = try #require(sharpOnly.thumbnail(PictureThumbnails.Key(listing["wide.png"]!, in: path)))
        #expect((whole.sharp.width, whole.sharp.height) == (1000, 500), "a picture within the side is kept as it is")
        #expect(whole.blurred.pixels == whole.sharp.pixels)
    }

    @Test func whatIsNotAReadablePictureHasNoThumbnail() throws {
        let (path, listing) = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let thumbnails = PictureThumbnails(side: 160, decodesAtOnce: true)
        #expect(thumbnails.thumbnail(PictureThumbnails.Key(listing["notes.txt"]!, in: path)) == nil)
        #expect(thumbnails.thumbnail(PictureThumbnails.Key(FolderEntry(name: "gone.png", byteCount: 10, modified: 1), in: path)) == nil)
        let huge = FolderEntry(name: "wide.png", byteCount: Int64(DroppedFile.maxByteCount) + 1, modified: 1)
        #expect(thumbnails.thumbnail(PictureThumbnails.Key(huge, in: path)) == nil, "a file listed as too large is not read")
    }

    @Test func aLiveSessionsThumbnailsAreDecodedOffItsThread() async throws {
        let (path, listing) = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let thumbnails = PictureThumbnails(side: 160, decodesAtOnce: false)
        let key = PictureThumbnails.Key(listing["wide.png"]!, in: path)
        var thumbnail = thumbnails.thumbnail(key)
        for _ in 0..<500 where thumbnail == nil {
            try await Task.sleep(for: .milliseconds(10))
            thumbnail = thumbnails.thumbnail(key)
        }
        #expect(thumbnail?.sharp.width == 160)
        #expect(!thumbnails.isEmpty)
        thumbnails.forgetAll()
        #expect(thumbnails.isEmpty)
    }

    @Test func texturesAreUploadedOnceAndLetGoTogether() {
        let assets = AssetStore(root: "/")
        var textures = PictureTextures()
        let key = PictureThumbnails.Key(FolderEntry(name: "a.png", byteCount: 1, modified: 1), in: "/pictures")
        let image = Image(width: 2, height: 2, fill: .white)
        let sharp = textures.texture(of: key, image: image, in: assets)
        #expect(textures.texture(of: key, image: image, in: assets) == sharp)
        let blurred = textures.texture(of: key, blurred: true, image: image, in: assets)
        #expect(blurred != sharp && textures.count == 1)
        textures.releaseAll(from: assets)
        #expect(textures.isEmpty && assets.image(for: sharp) == nil && assets.image(for: blurred) == nil)
    }
}
