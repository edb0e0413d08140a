import Foundation
import Imaging
import Testing

/// `diorama roast share`, run as a user would: a good command line writes the template's PNG at
/// full size, a bad one fails naming the argument or file.
@Suite(.offPool) struct RoastShareCommandTests {
    @Test func aStoryIsWrittenAt1080By1920() throws {
        let out = try DioramaProcess.temporaryDirectory() + "/story.png"
        let r = try DioramaProcess.run(["roast", "share", "--template", "story", "--out", out, "--text", "Your inbox has an inbox.",
                                        "--category", "email", "--spice", "4"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("\(out): 1080×1920 story"))
        let image = try Image(contentsOfPNG: out)
        #expect(image.width == 1080 && image.height == 1920)
    }

    @Test func aVietnameseSquareFromTheGeneratorIsWrittenAt1080By1080() throws {
        let out = try DioramaProcess.temporaryDirectory() + "/square.png"
        let r = try DioramaProcess.run(["roast", "share", "--template", "square", "--out", out, "--lang", "vi"])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try Image(contentsOfPNG: out)
        #expect(image.width == 1080 && image.height == 1080)
    }

    @Test(arguments: [
        (["--template", "poster"], "The value 'poster' is invalid for '--template <template>'"),
        (["--template", "story", "--spice", "0"], "--spice '0' is out of range"),
        (["--template", "story", "--text", ""], "--text is empty"),
        (["--template", "story", "--lang", "de"], "The value 'de' is invalid for '--lang <en|vi>'"),
    ])
    func aBadArgumentFailsNamingIt(_ arguments: [String], says: String) throws {
        let out = try DioramaProcess.temporaryDirectory() + "/x.png"
        let r = try DioramaProcess.run(["roast", "share", "--out", out] + arguments)
        #expect(r.status == 64)
        #expect(r.stderr.contains(says), "\(r.stderr)")
        #expect(r.stderr.contains("Usage: diorama roast share"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func anUnwritableOutputFailsNamingTheFile() throws {
        let out = try DioramaProcess.temporaryDirectory() + "/no-such-folder/x.png"
        let r = try DioramaProcess.run(["roast", "share", "--template", "classic", "--out", out])
        #expect(r.status != 0)
        #expect(r.stderr.contains("--out \(out): cannot write it"), "\(r.stderr)")
    }
}
