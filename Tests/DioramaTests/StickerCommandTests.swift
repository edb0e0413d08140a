import Foundation
import Imaging
import Testing

/// `diorama sticker make`, run as a user would.
@Suite(.offPool) struct StickerCommandTests {
    /// The checkout's photos folder.
    static let photos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets/photos").path

    @Test(arguments: ["banana-plain.png", "croissant-table.png", "pizza-table.png"])
    func makesAStickerFromAPhoto(photo: String) throws {
        let out = try DioramaProcess.temporaryDirectory() + "/sticker.png"
        let r = try DioramaProcess.run(["sticker", "make", Self.photos + "/" + photo, "--out", out, "--size", "200"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("wrote \(out)"))
        let sticker = try Image(contentsOfPNG: out)
        #expect(max(sticker.width, sticker.height) == 200)
        #expect(sticker[x: 0, y: 0].a == 0, "the corner is lifted away")
        #expect(sticker[x: sticker.width / 2, y: sticker.height / 2].a == 255, "the subject stays")
    }

    @Test func aPhoneJPEGIsTurnedUprightLikeThePNGItWasMadeFrom() throws {
        let dir = try DioramaProcess.temporaryDirectory()
        for photo in ["banana-plain.png", "banana-phone.jpg"] {
            let r = try DioramaProcess.run(["sticker", "make", Self.photos + "/" + photo, "--out", dir + "/" + photo + ".png"])
            #expect(r.status == 0, "\(r.stderr)")
        }
        let fromPNG = try Image(contentsOfPNG: dir + "/banana-plain.png.png")
        let fromJPEG = try Image(contentsOfPNG: dir + "/banana-phone.jpg.png")
        #expect(abs(fromPNG.width - fromJPEG.width) <= 2 && abs(fromPNG.height - fromJPEG.height) <= 2,
                "\(fromPNG.width)×\(fromPNG.height) against \(fromJPEG.width)×\(fromJPEG.height)")
    }

    @Test func namesACorruptJPEG() throws {
        let dir = try DioramaProcess.temporaryDirectory()
        let cut = dir + "/cut.jpg"
        let whole = try Data(contentsOf: URL(fileURLWithPath: Self.photos + "/banana-phone.jpg"))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: cut))
        let r = try DioramaProcess.run(["sticker", "make", cut, "--out", dir + "/s.png"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("\(cut): truncated"), "\(r.stderr)")
    }

    @Test(arguments: [("uniform.png", "one plain colour"), ("empty.png", "fully transparent")])
    func refusesAPictureWithNoSubject(photo: String, reason: String) throws {
        let out = try DioramaProcess.temporaryDirectory() + "/sticker.png"
        let r = try DioramaProcess.run(["sticker", "make", Self.photos + "/" + photo, "--out", out])
        #expect(r.status != 0)
        #expect(r.stderr.contains(photo + ": ") && r.stderr.contains(reason), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func refusesASizeWithNoRoomForTheOutline() throws {
        let r = try DioramaProcess.run(["sticker", "make", Self.photos + "/banana-plain.png", "--size", "20"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("--size must be"), "\(r.stderr)")
    }

    @Test func namesACorruptPicture() throws {
        let dir = try DioramaProcess.temporaryDirectory()
        let corrupt = dir + "/cut.png"
        let whole = try Data(contentsOf: URL(fileURLWithPath: Self.photos + "/banana-plain.png"))
        try whole.prefix(200).write(to: URL(fileURLWithPath: corrupt))
        let r = try DioramaProcess.run(["sticker", "make", corrupt, "--out", dir + "/s.png"])
        #expect(r.status != 0)
        #expect(r.stderr.contains(corrupt), "\(r.stderr)")
    }
}
