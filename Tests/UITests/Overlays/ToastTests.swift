import Engine
import Testing
@testable import UI

@Suite struct ToastTests {
    let canvas = Rect(x: 0, y: 0, width: 720, height: 1280)

    @Test func aToastShowsForItsTicksFadingOverTheLastOnes() {
        var toast = Toast()
        #expect(toast.widget("t", in: canvas, bottomInset: 96, theme: .standard) == nil)
        toast.show("Saved", ticks: 40)
        for _ in 0..<10 { toast.step() }
        #expect(toast.message == "Saved")
        #expect(toast.opacity == 1)
        for _ in 0..<20 { toast.step() }
        #expect(toast.opacity == 10.0 / Double(Toast.fadeTicks))
        for _ in 0..<9 { toast.step() }
        #expect(toast.message == "Saved")
        toast.step()
        #expect(toast.message == nil)
        #expect(toast.widget("t", in: canvas, bottomInset: 96, theme: .standard) == nil)
    }

    @Test func aNewMessageReplacesTheOneShowingAndStartsItsTimeAfresh() {
        var toast = Toast()
        toast.show("One", ticks: 10)
        for _ in 0..<9 { toast.step() }
        toast.show("Two", ticks: 10)
        toast.step()
        #expect(toast.message == "Two")
        #expect(toast.ticksLeft == 9)
    }

    /// A message quoting a hostile file (a save's megabyte key, say) is cut to what a toast can
    /// hold, so drawing it costs no more than drawing any other.
    @Test func aMessageIsKeptToItsLongestLength() {
        var toast = Toast()
        toast.show(String(repeating: "x", count: 2_000_000))
        #expect(toast.message == String(repeating: "x", count: Toast.maxLength - 1) + "…")
        let longest = String(repeating: "é", count: Toast.maxLength)
        toast.show(longest)
        #expect(toast.message == longest)
    }

    @Test func theToastSitsAboveTheInsetAndTakesNoInput() throws {
        var toast = Toast()
        toast.show("Saved")
        let widget = try #require(toast.widget("t", in: canvas, bottomInset: 96, theme: .standard))
        #expect(widget.frame.maxY <= 1280 - 96)
        #expect(!widget.isFocusable)
        #expect(widget.kind == .toast("Saved", opacity: 1))
    }
}
