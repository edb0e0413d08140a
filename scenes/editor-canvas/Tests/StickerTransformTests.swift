import Foundation
import Testing
@testable import EditorCanvasScene
import Engine

/// The transform maps a sticker's own frame to the photo and back exactly, so a rotated
/// sticker is hit where it shows and nowhere else.
@Suite struct StickerTransformTests {
    @Test func aLocalPointGoesToThePhotoAndBack() {
        let t = StickerTransform(x: 400, y: 300, scale: 2.5, rotation: 0.7)
        for local in [Vec2(0, 0), Vec2(10, -20), Vec2(-128, 128), Vec2(3.5, 99)] {
            let back = t.local(of: t.photoPoint(of: local))
            #expect(back.distance(to: local) < 1e-9, "\(local) came back as \(back)")
        }
    }

    @Test func aQuarterTurnPutsTheRightEdgeBelowTheCentre() {
        let t = StickerTransform(x: 100, y: 100, scale: 2, rotation: .pi / 2)
        // Clockwise on screen (y down): the own frame's +x points down the photo.
        #expect(t.photoPoint(of: Vec2(10, 0)).distance(to: Vec2(100, 120)) < 1e-9)
    }

    @Test func aRotatedStickerIsHitInsideItsTurnedBoxOnly() {
        // A 200 × 40 bar turned 45°: its far ends are hit, the corners of its unturned box are not.
        let t = StickerTransform(x: 500, y: 500, scale: 1, rotation: .pi / 4)
        let half = Vec2(100, 20)
        let alongEnd = Vec2(500, 500) + Vec2(90, 0).rotated(by: .pi / 4)
        #expect(t.contains(alongEnd, halfSize: half))
        #expect(t.contains(Vec2(500, 500), halfSize: half))
        #expect(!t.contains(Vec2(590, 500), halfSize: half), "a point of the unturned bar")
        #expect(!t.contains(Vec2(500, 500) + Vec2(0, 30).rotated(by: .pi / 4), halfSize: half), "just past the short side")
        #expect(t.contains(Vec2(500, 500) + Vec2(0, 19).rotated(by: .pi / 4), halfSize: half), "just inside it")
    }

    @Test func scaleWidensTheHitBox() {
        let small = StickerTransform(x: 0, y: 0, scale: 1, rotation: 0.3)
        var big = small
        big.scale = 3
        let p = Vec2(200, 0).rotated(by: 0.3)
        #expect(!small.contains(p, halfSize: Vec2(100, 100)))
        #expect(big.contains(p, halfSize: Vec2(100, 100)))
    }

    static let snaps: [(Double, Double)] = [(0, 0), (0.1, 0), (0.14 + Double.pi / 12, Double.pi / 6),
                                            (-0.3, -Double.pi / 12), (3.1, Double.pi), (7, Double.pi / 4)]

    @Test(arguments: snaps)
    func snappingGoesToTheNearest15Degrees(angle: Double, expected: Double) {
        let snapped = StickerTransform.snapped(angle, step: .pi / 12)
        #expect(abs(StickerTransform.normalized(snapped - expected)) < 1e-9, "\(angle) snapped to \(snapped)")
    }

    @Test func canvasAndPhotoPointsMapBothWays() {
        let view = CanvasView(photoSize: Vec2(4032, 3024))
        #expect(abs(view.photoRect.width - CanvasView.stage.width) < 1e-9)
        for p in [Vec2(0, 0), Vec2(4032, 3024), Vec2(1234.5, 99)] {
            #expect(view.photo(view.canvas(p)).distance(to: p) < 1e-6)
        }
    }
}
