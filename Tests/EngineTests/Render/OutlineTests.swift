import Engine
import Testing

@Suite struct OutlineTests {
    @Test func aStarAlternatesBetweenItsRadiiWithItsFirstTipUp() {
        let star = Outline.star(Vec2(10, 10), points: 5, outer: 4, inner: 2)
        #expect(star.count == 10)
        for (i, point) in star.enumerated() {
            #expect(abs((point - Vec2(10, 10)).length - (i % 2 == 0 ? 4 : 2)) < 1e-9)
        }
        #expect(abs(star[0].x - 10) < 1e-9 && star[0].y < 10, "y grows down, so up is smaller y")
    }

    @Test func aRoundedRectangleStaysInsideItsBoundsAndTouchesEachSide() {
        let outline = Outline.roundedRect(0, 0, 30, 20, radius: 50)
        #expect(outline.allSatisfy { (-1e-9...30 + 1e-9).contains($0.x) && (-1e-9...20 + 1e-9).contains($0.y) })
        #expect(abs(outline.map(\.x).min()!) < 1e-9 && abs(outline.map(\.x).max()! - 30) < 1e-9)
        #expect(abs(outline.map(\.y).min()!) < 1e-9 && abs(outline.map(\.y).max()! - 20) < 1e-9)
    }

    @Test func aHeartIsMirrorSymmetricAndPointsDown() {
        let heart = Outline.heart(size: 1, count: 60)
        let lowest = heart.max { $0.y < $1.y }!
        #expect(abs(lowest.x) < 1e-9, "its point is on the axis, at the bottom")
        for point in heart {
            #expect(heart.contains { abs($0.x + point.x) < 1e-9 && abs($0.y - point.y) < 1e-9 })
        }
    }

    @Test func mirroringKeepsTheWindingAndNoCountIsBelowNone() {
        let triangle = [Vec2(0, 0), Vec2(4, 0), Vec2(0, 3)]
        #expect(Polygon(Outline.mirrored(triangle)).signedArea == Polygon(triangle).signedArea)
        #expect(Outline.ellipse(.zero, 1, 2, count: -3).isEmpty)
        #expect(Outline.star(points: -1, outer: 1, inner: 0.5).isEmpty)
        #expect(Outline.ring(.zero, inner: 1, outer: 2, count: 0).count == 4)
    }
}
