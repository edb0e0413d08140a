import Engine
import Foundation
import SceneTestSupport
import Testing
@testable import RoastRevealScene

/// `diorama roast share`'s command line: a good one renders the template at full size, a bad one
/// is refused naming the argument.
@Suite struct RoastToolShareTests {
    func run(_ arguments: [String], renderer: ClearColorRenderer? = ClearColorRenderer()) throws -> String {
        try RoastTool.run(arguments: arguments, context: SceneToolContext(makeRenderer: renderer.map { r in { _ in r } }))
    }

    @Test func aGoodCommandLineWritesThePNGAtTheTemplatesSize() throws {
        let folder = scratchProfile()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let renderer = ClearColorRenderer()
        let output = try run(["share", "--template", "square", "--out", folder + "/s.png", "--text", "Xin chào", "--lang", "vi",
                              "--category", "coffee", "--spice", "5"], renderer: renderer)
        #expect(output.hasPrefix(folder + "/s.png: 1080×1080 square"))
        #expect(renderer.sizes == [Vec2(1080, 1080)])
        let image = try Image(contentsOfPNG: folder + "/s.png")
        #expect(image.width == 1080 && image.height == 1080)
    }

    @Test func withoutTextTheGeneratorWritesTheRoast() throws {
        let request = try ShareRequest(["--template", "story", "--out", "x.png", "--category", "meetings"])
        #expect(request.text == nil && request.category == .meetings && request.spice == 3 && request.language == .en)
        let folder = scratchProfile()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(try run(["share", "--template", "story", "--out", folder + "/s.png"]).contains("1080×1920 story"))
    }

    @Test(arguments: [
        (["share", "--out", "x.png"], "--template"),
        (["share", "--template", "story"], "--out"),
        (["share", "--template", "poster", "--out", "x.png"], "--template 'poster'"),
        (["share", "--template", "story", "--out", "x.png", "--spice", "6"], "--spice '6'"),
        (["share", "--template", "story", "--out", "x.png", "--spice", "two"], "--spice 'two'"),
        (["share", "--template", "story", "--out", "x.png", "--text", "  "], "--text"),
        (["share", "--template", "story", "--out", "x.png", "--text", String(repeating: "a", count: 501)], "--text"),
        (["share", "--template", "story", "--out", "x.png", "--category", "taxes"], "--category 'taxes'"),
        (["share", "--template", "story", "--out", "x.png", "--lang", "fr"], "--lang 'fr'"),
        (["share", "--template", "story", "--out", "x.png", "--text"], "--text"),
        (["share", "--template", "story", "--frob", "1"], "--frob"),
        (["tomorrow"], "tomorrow"),
        ([], "verb"),
    ])
    func aBadCommandLineIsRefusedNamingTheArgument(_ arguments: [String], named: String) {
        #expect { _ = try run(arguments) } throws: { "\($0)".contains(named) }
    }

    @Test func anUnwritableOutputIsRefusedNamingIt() {
        let path = scratchProfile() + "/missing-folder/s.png"
        #expect { _ = try run(["share", "--template", "minimal", "--out", path]) } throws: { "\($0)".contains(path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func withoutARendererItSaysSo() {
        #expect { _ = try run(["share", "--template", "minimal", "--out", "/tmp/x.png"], renderer: nil) }
            throws: { "\($0)".contains("renderer") }
    }
}
