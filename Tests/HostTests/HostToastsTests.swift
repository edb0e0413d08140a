import Engine
@testable import Host
import Testing
import UI

@Suite struct HostToastsTests {
    let path = "/home/someone/.local/share/diorama/screenshots/diorama-sticker-jar-20261123-105959.png"

    @Test func aLongMessageWrapsIntoATallerToastAndIsNeverCutShort() throws {
        var toasts = try HostToasts()
        toasts.show("Saved", now: 0)
        let short = try #require(toasts.widgets(now: 1, anchor: .bottom(1170), canvasWidth: 720).first)
        toasts = try HostToasts()
        let text = "Screenshot saved to \(path), and 5 more refused because they were not pictures"
        toasts.show(text, now: 0)
        let long = try #require(toasts.widgets(now: 1, anchor: .bottom(1170), canvasWidth: 720).first)
        #expect(long.kind == .toast(text, opacity: 1))
        #expect(long.frame.height > short.frame.height && long.frame.maxY == 1170)
        #expect(long.frame.minX >= 0 && long.frame.maxX <= 720 && long.frame.minY >= 0)
        let layout = Toast.layout(text, width: long.frame.width, theme: .standard, typesetter: try Typesetter.shared())
        #expect(!layout.isTruncated && layout.size.y <= long.frame.height)
    }

    @Test func toastsStackFromTheirAnchorNewestNearestWithoutOverlapping() throws {
        var toasts = try HostToasts()
        toasts.show("First", now: 0)
        toasts.show("Second, a little longer", now: 1)
        let up = toasts.widgets(now: 2, anchor: .bottom(1000), canvasWidth: 720)
        #expect(up.map(\.kind) == [.toast("Second, a little longer", opacity: 1), .toast("First", opacity: 1)])
        #expect(up[0].frame.maxY == 1000 && up[1].frame.maxY == up[0].frame.minY - HostToasts.gap)
        let down = toasts.widgets(now: 2, anchor: .top(100), canvasWidth: 720)
        #expect(down[0].frame.minY == 100 && down[1].frame.minY == down[0].frame.maxY + HostToasts.gap)
    }

    @Test func aToastGoesWhenItsTimeIsUp() throws {
        var toasts = try HostToasts()
        toasts.show("Paused", now: 0)
        #expect(toasts.widgets(now: HostToasts.lifetime - 1, anchor: .top(0), canvasWidth: 720).count == 1)
        #expect(toasts.widgets(now: HostToasts.lifetime, anchor: .top(0), canvasWidth: 720).isEmpty)
    }
}
