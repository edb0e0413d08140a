import Foundation
import Testing
@testable import Engine
@testable import ShearsIntroScene
import SceneTestSupport

/// WCAG 2 relative luminance of an opaque sRGB colour, 0 (black) to 1 (white).
func relativeLuminance(_ c: Color) -> Double {
    func linear(_ v: UInt8) -> Double {
        let s = Double(v) / 255
        return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
}

/// WCAG 2 contrast ratio between two opaque colours, 1...21.
func contrast(_ a: Color, _ b: Color) -> Double {
    let (la, lb) = (relativeLuminance(a), relativeLuminance(b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

/// The interface reads on the black stage: the focus ring stands out and the hint is legible.
@Suite("Shears intro: legibility")
struct LegibilityTests {
    @Test func theFocusRingIsWideAndContrastsWithTheStage() throws {
        let runner = try makeIntro()
        runner.send(.keyDown(.tab))
        runner.send(.keyDown(.tab))
        runner.run(ticks: 2)
        let list = runner.draw(interpolation: 1)
        let guest = AuthTree.frame(of: .guest), signIn = AuthTree.frame(of: .signIn)
        // The ring round "Sign in": a closed stroke reaching outside the button.
        let rings = list.items.compactMap { item -> (points: [Vec2], color: Color, width: Double)? in
            guard case .strokePolyline(let points, let color, let width, true) = item.command,
                  points.contains(where: { $0.y > signIn.maxY }) else { return nil }
            return (points, color, width)
        }
        let ring = try #require(rings.first)
        #expect(rings.count == 1)
        #expect(ring.width >= 3, "the ring is \(ring.width) px wide")
        #expect(ring.color.a == 255, "the ring is opaque")
        #expect(contrast(ring.color, list.clearColor) >= 3, "ring against the stage: \(contrast(ring.color, list.clearColor)):1")
        let gap = ring.points.map { $0.y }.max()! - ring.width / 2 - signIn.maxY
        #expect(gap >= 2, "a gap of \(gap) px between the button and its ring")
        #expect(ring.points.map { $0.y }.min()! - ring.width / 2 > guest.maxY, "the ring stays clear of the other button")
    }

    @Test func theHintIsLegibleOnTheStage() throws {
        let runner = try makeIntro()
        runner.run(ticks: 2)
        let list = runner.draw(interpolation: 1)
        // The hint is laid out in one run of clusters, without its spaces.
        let words = IntroText.hint.string.filter { $0 != " " }
        let hint = try #require(list.items.lazy.compactMap { item -> TextRun? in
            if case .textRun(let run) = item.command, String(run.clusters) == words { return run } else { return nil }
        }.first)
        #expect(hint.color.a == 255)
        #expect(contrast(hint.color, list.clearColor) >= 4.5, "hint against the stage: \(contrast(hint.color, list.clearColor)):1")
        #expect(hint.size >= 24, "the hint is \(hint.size) px")
    }
}
