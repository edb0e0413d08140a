import Foundation
import Core
import Imaging
import Testing

/// `diorama editor export` through the built binary, with the host's offscreen renderer: a
/// draft's caption and emoji sticker are in the clean picture at their places.
@Suite(.offPool) struct EditorExportCommandTests {
    static let background = Color(hex: 0x3050A0)

    /// The editor's photo hash (`PhotoHash`): FNV-1a 64 over the size and RGBA pixels, 16 hex digits.
    static func photoHash(_ image: Image) -> String {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        let size = [image.width, image.height].flatMap { value in stride(from: 0, to: 32, by: 8).map { UInt8(truncatingIfNeeded: value >> $0) } }
        for byte in size + image.pixels { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    @Test func aCaptionAndAnEmojiAreExported() throws {
        let dir = try DioramaProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let photo = Image(width: 800, height: 600, fill: Self.background)
        let hash = Self.photoHash(photo)
        try photo.writePNG(to: dir + "/photo-\(hash).png")
        let caption = #"{"text":{"_0":{"caption":"CAMPY","color":{"r":255,"g":214,"b":10,"a":255},"outline":{"r":114,"g":9,"b":183,"a":255}}}}"#
        let draft = #"{"version":1,"photo":{"hash":"\#(hash)","width":800,"height":600},"filter":null,"stickers":["#
            + #"{"id":1,"source":\#(caption),"transform":{"x":250,"y":150,"scale":1,"rotation":0.3}},"#
            + #"{"id":2,"source":{"emoji":{"_0":"😎"}},"transform":{"x":600,"y":450,"scale":1,"rotation":-0.5}}],"nextID":3}"#
        try Data(draft.utf8).write(to: URL(fileURLWithPath: dir + "/draft.json"))
        let r = try DioramaProcess.run(["editor", "export", dir + "/draft.json", "--clean", dir + "/c.png"])
        #expect(r.status == 0 && r.stdout == "\(dir)/c.png: 800×600\n", "\(r.stdout)\(r.stderr)")
        let clean = try Image(contentsOfPNG: dir + "/c.png")
        // Gold letters about the caption's centre, the emoji's yellow face about its centre.
        let nearCaption = (200...300).flatMap { x in (130...170).map { clean[x: x, y: $0] } }
        #expect(nearCaption.contains { $0.r > 200 && $0.g > 180 && $0.b < 80 })
        let face = clean[x: 600, y: 470]
        #expect(face.r > 200 && face.g > 150 && face.b < 100, "\(face)")
        #expect(clean[x: 50, y: 550] == Self.background)
    }
}
