import Engine
import Foundation
import Testing
@testable import RoastRevealScene

/// The badges' progress rings: a band of triangles from the top, clockwise, as far as the progress.
@Suite struct ProgressRingTests {
    let ring = ProgressRing(center: Vec2(100, 200), radius: 50, width: 8)

    @Test func theBandLiesBetweenItsEdgesFromTheTopClockwise() {
        let quarter = ring.band(sweep: Double.pi / 2, color: .white)
        #expect(quarter.indices.count % 3 == 0 && quarter.indices.count == 3 * (quarter.vertices.count - 2))
        for vertex in quarter.vertices {
            let r = (vertex.position - ring.center).length
            #expect(abs(r - 46) < 1e-9 || abs(r - 54) < 1e-9)
        }
        // It starts straight above the centre and ends straight to its right (y points down).
        #expect((quarter.vertices.first!.position - Vec2(100, 154)).length < 1e-9)
        #expect((quarter.vertices.last!.position - Vec2(154, 200)).length < 1e-9)
        #expect(ring.band(sweep: 2 * Double.pi, color: .white).vertices.count == 2 * (ProgressRing.segmentsPerTurn + 1))
    }

    @Test func noProgressDrawsTheTrackAloneAndSomeAddsTheArcWithRoundEnds() {
        var empty = DrawList(canvasSize: Vec2(720, 1280))
        ring.draw(progress: 0, track: .gray, arc: .red, into: &empty)
        #expect(empty.items.count == 1)
        var part = DrawList(canvasSize: Vec2(720, 1280))
        ring.draw(progress: 0.3, track: .gray, arc: .red, into: &part)
        #expect(part.items.count == 4)
        var full = DrawList(canvasSize: Vec2(720, 1280))
        ring.draw(progress: 1, track: .gray, arc: .red, into: &full)
        #expect(full.items.count == 2, "a closed ring needs no ends")
    }
}
