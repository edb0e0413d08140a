import Engine
import Testing

/// A draw list added scaled into a frame, as previews and thumbnails are drawn.
@Suite struct DrawListScaledTests {
    @Test func aPictureIsFittedAndCentredInTheFrameKeepingItsShape() {
        var picture = DrawList(canvasSize: Vec2(1080, 1920))
        picture.clearColor = .red
        picture.fillRect(Rect(x: 0, y: 0, width: 540, height: 960), .blue)
        picture.line(Vec2(0, 0), Vec2(1080, 1920), .white, width: 10)
        picture.textRun(TextRun(face: .regular, size: 40, origin: Vec2(100, 200), clusters: ["a", "b"], glyphs: [1, 2],
                                offsets: [Vec2(0, 0), Vec2(30, -8)], color: .white))
        var list = DrawList()
        let bounds = list.append(picture, fittedIn: Rect(x: 0, y: 0, width: 400, height: 480))
        #expect(bounds == Rect(x: 65, y: 0, width: 270, height: 480))
        #expect(list.items.allSatisfy { $0.clip == bounds })
        guard list.items.count == 4 else { Issue.record("\(list.items.count) items"); return }
        #expect(list.items[0].command == .fillPolygon([Vec2(65, 0), Vec2(335, 0), Vec2(335, 480), Vec2(65, 480)], .red))
        #expect(list.items[1].command == .fillPolygon([Vec2(65, 0), Vec2(200, 0), Vec2(200, 240), Vec2(65, 240)], .blue))
        #expect(list.items[2].command == .line(from: Vec2(65, 0), to: Vec2(335, 480), .white, width: 2.5))
        guard case .textRun(let run) = list.items[3].command else { Issue.record("not a run"); return }
        #expect(run.size == 10 && run.origin == Vec2(90, 50) && run.offsets == [Vec2(0, 0), Vec2(7.5, -2)])
    }

    @Test func itsClipsAreScaledInsideTheFrameAndTheListsStateIsKept() {
        var picture = DrawList(canvasSize: Vec2(100, 100))
        picture.pushClip(Rect(x: 50, y: 50, width: 50, height: 50))
        picture.blend = .additive
        picture.fillCircle(Vec2(75, 75), radius: 20, .white)
        var list = DrawList()
        list.layer = 3
        list.append(picture, fittedIn: Rect(x: 10, y: 10, width: 50, height: 50))
        #expect(list.items.last?.clip == Rect(x: 35, y: 35, width: 25, height: 25))
        #expect(list.items.last?.blend == .additive && list.items.last?.layer == 3)
        #expect(list.blend == .alpha)
    }
}
