import SceneTestSupport
import Testing
@testable import Engine

@Suite struct ClipboardTests {
    @Test func aCopyGoesToTheClipboardAndAPasteArrivesAsInputInTheNextTick() throws {
        let runner = try makeRunner()
        var clipboard = TextClipboard("old")
        runner.runTick()
        runner.context.clipboard.copy("first")
        runner.context.clipboard.copy("second")
        runner.context.clipboard.requestPaste()
        runner.serveClipboard(&clipboard)
        #expect(clipboard.text == "second")
        #expect(runner.context.clipboard == ClipboardRequests())
        runner.runTick()
        let scene = try #require(runner.scene as? TickCounterScene)
        #expect(scene.received.map(\.tick) == [1])
        #expect(scene.received.map(\.event) == [.paste("second")])
    }

    @Test func nothingAskedNothingSent() throws {
        let runner = try makeRunner()
        var clipboard = TextClipboard("kept")
        runner.runTick()
        runner.serveClipboard(&clipboard)
        runner.runTick()
        #expect(clipboard.text == "kept")
        #expect(try #require(runner.scene as? TickCounterScene).received.isEmpty)
    }
}
