import Core
import Foundation
import Imaging
import Testing

@Suite("Picture decoding (PNG or JPEG by signature)")
struct PictureDecodingTests {
    @Test("PNG and JPEG bytes are told apart by their signature")
    func sniffs() throws {
        let picture = JPEGFixtures.quarters(width: 16, height: 16)
        #expect(try Image(pictureData: try picture.pngData(), name: "a.png") == picture)
        let jpeg = try Image(pictureData: try picture.jpegData(quality: 95), name: "a.jpg")
        #expect(JPEGFixtures.close(jpeg[x: 2, y: 2], Color(hex: 0xFF0000)))
    }

    @Test("a JPEG named .png is still read as a JPEG")
    func ignoresTheName() throws {
        let jpeg = try JPEGFixtures.quarters(width: 16, height: 16).jpegData()
        #expect(try Image(pictureData: jpeg, name: "photo.png").width == 16)
    }

    @Test("other bytes are refused as neither format, naming the file")
    func refusesOtherFormats() throws {
        let gif = Array("GIF89a".utf8) + [UInt8](repeating: 0, count: 20)
        let error = try #require(throws: ImageError.self) { try Image(pictureData: gif, name: "cat.gif") }
        #expect(error.description == "cat.gif: not a PNG or JPEG picture")
    }

    @Test("files are read whole: a JPEG file decodes, a missing one and a folder are refused")
    func readsFiles() throws {
        let folder = try TestData.makeScratchFolder()
        defer { TestData.remove(folder) }
        let path = folder + "/photo.jpg"
        try TestData.write(JPEGFixtures.withOrientation(try JPEGFixtures.quarters(width: 32, height: 16).jpegData(), 6), to: path)
        let image = try Image(contentsOfPicture: path)
        #expect(image.width == 16 && image.height == 32)
        let missing = try #require(throws: ImageError.self) { try Image(contentsOfPicture: folder + "/gone.jpg") }
        #expect(missing.description == "\(folder)/gone.jpg: no such file")
        let directory = try #require(throws: ImageError.self) { try Image(contentsOfPicture: folder) }
        #expect(directory.description == "\(folder): cannot read (not a regular file: a folder, a pipe or a device)")
    }

    @Test("a pipe or a device in a picture's place is refused at once, not waited on or read")
    func refusesPipesAndDevices() throws {
        let folder = try TestData.makeScratchFolder()
        defer { TestData.remove(folder) }
        let fifo = folder + "/photo.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        for path in [fifo, "/dev/zero"] {
            let error = try #require(throws: ImageError.self) { try Image(contentsOfPicture: path) }
            #expect(error.description == "\(path): cannot read (not a regular file: a folder, a pipe or a device)")
        }
    }
}
