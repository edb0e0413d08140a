import Core
@testable import RenderSDL
import Testing

@Suite("Tessellation")
struct TessellationTests {
    /// The total area of triangles given three points each.
    func area(_ triangles: [Vec2]) -> Double {
        var total = 0.0
        for i in stride(from: 0, to: triangles.count, by: 3) {
            let ab = triangles[i + 1] - triangles[i], ac = triangles[i + 2] - triangles[i]
            total += abs(ab.cross(ac)) / 2
        }
        return total
    }

    static let arrow = [Vec2(0, 20), Vec2(70, 20), Vec2(70, 0), Vec2(120, 50), Vec2(70, 100), Vec2(70, 80),
                        Vec2(0, 80), Vec2(25, 50)]
    /// The arrow's area: a 70 × 60 bar (4200) less its notch (25 × 60 / 2 = 750), plus its head
    /// (50 × 100 / 2 = 2500).
    static let arrowArea: Double = 4200 - 750 + 2500

    @Test("a concave polygon gives n − 2 triangles covering exactly its area, in either winding")
    func fillsConcave() {
        for outline in [Self.arrow, Self.arrow.reversed()] {
            let triangles = Tessellation.fill(outline)
            #expect(triangles.count == (outline.count - 2) * 3)
            #expect(abs(area(triangles) - Self.arrowArea) < 1e-9)
        }
    }

    @Test("repeated and in-line points give no degenerate triangles")
    func skipsDegeneratePoints() {
        let square = [Vec2(0, 0), Vec2(0, 0), Vec2(5, 0), Vec2(10, 0), Vec2(10, 10), Vec2(0, 10), Vec2(0, 0)]
        let triangles = Tessellation.fill(square)
        #expect(abs(area(triangles) - 100) < 1e-9)
        #expect(stride(from: 0, to: triangles.count, by: 3).allSatisfy { area(Array(triangles[$0..<$0 + 3])) > 0 })
        #expect(Tessellation.fill([Vec2(0, 0), Vec2(1, 1), Vec2(2, 2)]).isEmpty)
        #expect(Tessellation.fill([Vec2(0, 0), Vec2(1, 1)]).isEmpty)
    }

    @Test("a self-intersecting outline still ends with triangles")
    func survivesBowtie() {
        let bowtie = [Vec2(0, 0), Vec2(10, 10), Vec2(10, 0), Vec2(0, 10)]
        #expect(Tessellation.fill(bowtie).count % 3 == 0)
    }

    @Test("a straight stroke is a rectangle of its width")
    func strokesSegment() {
        let triangles = Tessellation.stroke([Vec2(0, 0), Vec2(10, 0)], width: 4, closed: false)
        #expect(abs(area(triangles) - 40) < 1e-9)
        #expect(triangles.allSatisfy { abs($0.y) == 2 })
    }

    @Test("a right-angle join is mitred with no gap or overlap")
    func mitresJoin() {
        let triangles = Tessellation.stroke([Vec2(0, 0), Vec2(10, 0), Vec2(10, 10)], width: 2, closed: false)
        // Two trapezoids meeting on the diagonal from (9, 1) to (11, −1): (11 + 9) / 2 × 2 each.
        #expect(abs(area(triangles) - 40) < 1e-9)
        #expect(triangles.contains(Vec2(11, -1)))
    }

    @Test("a hairpin is bevelled instead of spiking out")
    func bevelsHairpin() {
        let triangles = Tessellation.stroke([Vec2(0, 0), Vec2(10, 0), Vec2(0, 1)], width: 2, closed: false)
        #expect(triangles.allSatisfy { $0.x <= 11.5 })
    }

    @Test("a closed stroke joins its last point to its first")
    func closesLoop() {
        let square = [Vec2(0, 0), Vec2(10, 0), Vec2(10, 10), Vec2(0, 10)]
        let triangles = Tessellation.stroke(square, width: 2, closed: true)
        #expect(triangles.count == 4 * 6)
        #expect(abs(area(triangles) - (12 * 12 - 8 * 8)) < 1e-9)
    }

    @Test("circles use more points as they grow, within 8...256")
    func circleSegments() {
        #expect(Tessellation.circle(center: .zero, radius: 0.1).count == 8)
        #expect(Tessellation.circle(center: .zero, radius: 1).count == 8)
        let medium = Tessellation.circle(center: .zero, radius: 100).count
        #expect(medium > 30 && medium < 60)
        #expect(Tessellation.circle(center: .zero, radius: 1e6).count == 256)
        let fan = Tessellation.filledCircle(center: Vec2(5, 5), radius: 100)
        #expect(abs(area(fan) - Double.pi * 100 * 100) < Double.pi * 100 * 100 * 0.01)
        #expect(Tessellation.filledCircle(center: .zero, radius: 0).isEmpty)
    }
}
