import Engine
import Foundation
import Testing
@testable import RoastRevealScene

/// The card's turn in perspective: flat at rest, the near edge growing as it turns, the face
/// reading the right way round once over.
@Suite struct CardProjectionTests {
    let center = CardProjection.camera.center
    let half = RoastCard.size / 2

    func near(_ a: Vec2, _ b: Vec2) -> Bool { (a - b).length < 1e-6 }

    @Test func flatOnTheCardIsDrawnAtItsCanvasSizeOnEitherSide() {
        for angle in [0.0, Double.pi] {
            let view = CardProjection(center: center + Vec2(0, -100), angle: angle)
            #expect(near(view.project(Vec2(-half.x, -half.y)), center + Vec2(-half.x, -half.y - 100)))
            #expect(near(view.project(Vec2(half.x, half.y)), center + Vec2(half.x, half.y - 100)))
            #expect(view.facing > 0.999_999)
        }
        #expect(!CardProjection(center: center, angle: 0).showsFace)
        #expect(CardProjection(center: center, angle: Double.pi).showsFace)
    }

    @Test func asItTurnsTheNearEdgeGrowsAndTheFarEdgeShrinks() {
        for angle in [Double.pi / 3, 2 * Double.pi / 3] {
            let view = CardProjection(center: center, angle: angle)
            let left = view.project(Vec2(-half.x, half.y)).y - view.project(Vec2(-half.x, -half.y)).y
            let right = view.project(Vec2(half.x, half.y)).y - view.project(Vec2(half.x, -half.y)).y
            let (nearEdge, farEdge) = (max(left, right), min(left, right))
            #expect(nearEdge > RoastCard.size.y * 1.1, "the near edge is drawn taller than the card")
            #expect(farEdge < RoastCard.size.y * 0.95, "the far edge shorter")
            let width = view.project(Vec2(half.x, 0)).x - view.project(Vec2(-half.x, 0)).x
            #expect(abs(width) < RoastCard.size.x * 0.75, "foreshortened")
            #expect(width > 0, "the side in view reads left to right, never mirrored")
        }
        // The same edge stays near through the turn: on the left while the back shows, on the right once the face does.
        let back = CardProjection(center: center, angle: Double.pi / 3), face = CardProjection(center: center, angle: 2 * Double.pi / 3)
        #expect(back.project(Vec2(-half.x, -half.y)).y < back.project(Vec2(half.x, -half.y)).y)
        #expect(face.project(Vec2(half.x, -half.y)).y < face.project(Vec2(-half.x, -half.y)).y)
    }

    @Test func theOutlineRoundsItsFourCorners() {
        let outline = CardProjection(center: center, angle: 0).outline(radius: 28)
        #expect(outline.count == 4 * (CardProjection.cornerSteps + 1))
        let xs = outline.map(\.x), ys = outline.map(\.y)
        #expect(abs(xs.min()! - (center.x - half.x)) < 1e-9 && abs(xs.max()! - (center.x + half.x)) < 1e-9)
        #expect(abs(ys.min()! - (center.y - half.y)) < 1e-9 && abs(ys.max()! - (center.y + half.y)) < 1e-9)
        #expect(!outline.contains { near($0, center - half) }, "no square corner")
    }
}
