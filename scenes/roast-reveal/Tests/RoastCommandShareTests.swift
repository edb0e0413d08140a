import ArgumentParser
import Engine
import Foundation
import SceneTestSupport
import Testing
@testable import RoastRevealScene

/// `diorama roast share`'s command line: a good one renders the template at full size, a bad one
/// is refused naming the argument.
@Suite struct RoastCommandShareTests {
    /// The share verb `arguments` (after `roast`) make.
    func share(_ arguments: [String]) throws -> RoastCommand.Share {
        try #require(try RoastCommand.parseAsRoot(arguments) as? RoastCommand.Share)
    }

    @Test func aGoodCommandLineWritesThePNGAtTheTemplatesSize() throws {
        let folder = scratchProfile()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let renderer = ClearColorRenderer()
        let command = try share(["share", "--template", "square", "--out", folder + "/s.png", "--text", "Xin chào", "--lang", "vi",
                                 "--category", "coffee", "--spice", "5"])
        let output = try command.render(with: { _ in renderer })
        #expect(output.hasPrefix(folder + "/s.png: 1080×1080 square"))
        #expect(renderer.sizes == [Vec2(1080, 1080)])
        let image = try Image(contentsOfPNG: folder + "/s.png")
        #expect(image.width == 1080 && image.height == 1080)
    }

    @Test func withoutTextTheGeneratorWritesTheRoast() throws {
        let folder = scratchProfile()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let command = try share(["share", "--template", "story", "--out", folder + "/s.png", "--category", "meetings"])
        #expect(command.words == nil && command.category == .meetings && command.spice == 3 && command.lang == .en)
        #expect(try command.render(with: { _ in ClearColorRenderer() }).contains("1080×1920 story"))
    }

    @Test(arguments: [
        (["share", "--out", "x.png"], "--template"),
        (["share", "--template", "story"], "--out"),
        (["share", "--template", "poster", "--out", "x.png"], "poster"),
        (["share", "--template", "story", "--out", "x.png", "--spice", "6"], "--spice '6'"),
        (["share", "--template", "story", "--out", "x.png", "--spice", "two"], "two"),
        (["share", "--template", "story", "--out", "x.png", "--text", "  "], "--text"),
        (["share", "--template", "story", "--out", "x.png", "--text", String(repeating: "a", count: 501)], "--text"),
        (["share", "--template", "story", "--out", "x.png", "--category", "taxes"], "taxes"),
        (["share", "--template", "story", "--out", "x.png", "--lang", "fr"], "fr"),
        (["share", "--template", "story", "--out", "x.png", "--text"], "--text"),
        (["share", "--template", "story", "--out", "x.png", "--frob", "1"], "--frob"),
        (["tomorrow"], "tomorrow"),
    ])
    func aBadCommandLineIsRefusedNamingTheArgument(_ arguments: [String], named: String) {
        #expect { _ = try RoastCommand.parseAsRoot(arguments) } throws: { RoastCommand.message(for: $0).contains(named) }
    }

    @Test func anUnwritableOutputIsRefusedNamingIt() throws {
        let path = scratchProfile() + "/missing-folder/s.png"
        let command = try share(["share", "--template", "minimal", "--out", path])
        #expect { _ = try command.render(with: { _ in ClearColorRenderer() }) } throws: { "\($0)".contains(path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
