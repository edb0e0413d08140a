import Testing
@testable import Core

@Suite("Polygon")
struct PolygonTests {
    static let square = Polygon([Vec2(0, 0), Vec2(2, 0), Vec2(2, 2), Vec2(0, 2)])

    // MARK: - Measures

    @Test("area, winding, bounds and centroid of a square")
    func measures() {
        #expect(Self.square.signedArea == 4)
        #expect(Self.square.isCounterClockwise)
        #expect(Self.square.reversed().signedArea == -4)
        #expect(Self.square.reversed().area == 4)
        #expect(Self.square.bounds == Rect(x: 0, y: 0, width: 2, height: 2))
        #expect(Self.square.centroid == Vec2(1, 1))
        let moved = Self.square.transformed { $0 + Vec2(10, -5) }
        #expect(moved.centroid == Vec2(11, -4))
    }

    @Test("containment by the even-odd rule")
    func containment() {
        #expect(Self.square.contains(Vec2(1, 1)))
        #expect(!Self.square.contains(Vec2(3, 1)))
        #expect(Shapes.lShape.contains(Vec2(0.5, 2.5)))
        #expect(!Shapes.lShape.contains(Vec2(2, 2)))
        #expect(Shapes.lShape.reversed().contains(Vec2(0.5, 2.5)))
    }

    @Test("convexity allows collinear vertices and either winding, not a pentagram")
    func convexity() {
        #expect(Self.square.isConvex)
        #expect(Self.square.reversed().isConvex)
        #expect(Polygon([Vec2(0, 0), Vec2(1, 0), Vec2(2, 0), Vec2(2, 2), Vec2(0, 2)]).isConvex)
        #expect(!Shapes.lShape.isConvex)
        let pentagram = Polygon((0..<5).map { Vec2(1, 0).rotated(by: Double($0 * 2) * 2 * .pi / 5) })
        #expect(!pentagram.isConvex)
        #expect(!pentagram.isSimple)
        #expect(Shapes.star.isSimple)
    }

    // MARK: - Simplification

    @Test("simplification keeps a square's 4 corners and drops collinear noise")
    func simplifiesNoisySquare() {
        var noisy: [Vec2] = []
        let corners = Self.square.vertices
        for side in 0..<4 {
            let a = corners[side], b = corners[(side + 1) % 4]
            let normal = (b - a).normalized.perpendicular
            for step in 0..<10 {
                let wobble = step == 0 ? 0 : 0.01 * Double(step % 3 - 1)
                noisy.append(a.lerp(to: b, Double(step) / 10) + normal * wobble)
            }
        }
        let simple = Polygon(noisy).simplified(tolerance: 0.05)
        #expect(Set(simple.vertices) == Set(corners))
        #expect(simple.vertices.count == 4)
    }

    @Test("simplification stays within tolerance of a circle and keeps a sliver a triangle")
    func simplificationTolerance() {
        let circle = Polygon((0..<200).map { Vec2(10, 0).rotated(by: Double($0) * 2 * .pi / 200) })
        let simple = circle.simplified(tolerance: 0.1)
        #expect(simple.vertices.count < 40)
        #expect(simple.vertices.count > 8)
        for vertex in circle.vertices {
            let distance = simple.vertices.indices.map { i in
                vertex.distance(toSegmentFrom: simple.vertices[i], to: simple.vertices[(i + 1) % simple.vertices.count])
            }.min()!
            #expect(distance <= 0.1)
        }
        let sliver = Polygon([Vec2(0, 0), Vec2(5, 0.01), Vec2(10, 0), Vec2(5, -0.01)])
        #expect(sliver.simplified(tolerance: 1).vertices.count == 3)
    }

    // MARK: - Convex decomposition

    @Test("a convex polygon is its own piece, counter-clockwise")
    func convexIsOnePiece() {
        for polygon in [Self.square, Self.square.reversed()] {
            let pieces = polygon.convexPieces()
            #expect(pieces.count == 1)
            #expect(pieces.first.map { Set($0.vertices) } == Set(Self.square.vertices))
            #expect(pieces.first?.isCounterClockwise == true)
        }
    }

    @Test("concave polygons split into convex CCW pieces of ≤ 8 vertices that tile them",
          arguments: ["L", "C", "star", "banana", "crescent", "clockwise banana"])
    func decomposes(name: String) throws {
        let polygon = try #require(Shapes.concave[name])
        Shapes.expectTiling(polygon.convexPieces(maxVertices: 8), of: polygon)
    }

    @Test("pieces of 4 at most when asked for")
    func smallerPieces() {
        let pieces = Shapes.cShape.convexPieces(maxVertices: 4)
        Shapes.expectTiling(pieces, of: Shapes.cShape, maxVertices: 4)
    }

    @Test("a 40-vertex banana gives 5–12 pieces, not 38 triangles")
    func bananaPieceCount() {
        #expect(Shapes.banana.vertices.count == 40)
        // Each of the 10 reflex vertices needs its own cut across the banana: 11 at the fewest.
        let count = Shapes.banana.convexPieces().count
        #expect((11...12).contains(count), "\(count) pieces")
    }

    @Test("collinear and repeated vertices are tolerated")
    func degenerateVertices() {
        let messy = Polygon([
            Vec2(0, 0), Vec2(1, 0), Vec2(2, 0), Vec2(2, 0), Vec2(4, 0), Vec2(4, 1), Vec2(1, 1),
            Vec2(1, 2), Vec2(1, 3), Vec2(0, 3), Vec2(0, 1.5), Vec2(0, 0),
        ])
        Shapes.expectTiling(messy.convexPieces(), of: messy)
        #expect(Polygon([Vec2(0, 0), Vec2(1, 1), Vec2(2, 2)]).convexPieces().isEmpty)
    }

    @Test("decomposition is deterministic")
    func deterministic() {
        #expect(Shapes.banana.convexPieces() == Shapes.banana.convexPieces())
    }
}

/// Concave test shapes, counter-clockwise, in arbitrary units.
enum Shapes {
    static let lShape = Polygon([Vec2(0, 0), Vec2(4, 0), Vec2(4, 1), Vec2(1, 1), Vec2(1, 3), Vec2(0, 3)])

    /// `count` points on the circle of `radius` around `center` from angle `from` to `to` (rad),
    /// both ends included.
    static func arc(_ center: Vec2, _ radius: Double, from: Double, to: Double, count: Int) -> [Vec2] {
        (0..<count).map { center + Vec2(radius, 0).rotated(by: from + (to - from) * Double($0) / Double(count - 1)) }
    }

    /// A thick C opening to the right: a ring of radii 2 and 3 from 45° to 315°.
    static let cShape = Polygon(
        arc(.zero, 3, from: .pi / 4, to: 7 * .pi / 4, count: 20) + arc(.zero, 2, from: 7 * .pi / 4, to: .pi / 4, count: 16)
    )

    /// A five-pointed star, radii 3 and 1.2.
    static let star = Polygon((0..<10).map { Vec2($0 % 2 == 0 ? 3 : 1.2, 0).rotated(by: Double($0) * .pi / 5) })

    /// A 40-vertex banana: 30 points along the bottom of the circle of radius 5 round the
    /// origin, closed by 10 along a flatter arc round (0, 3) through the same ends, as a traced
    /// and simplified outline would be (its concave side needs fewer vertices).
    static let banana: Polygon = {
        let left = Vec2(5, 0).rotated(by: 7 * .pi / 6), right = Vec2(5, 0).rotated(by: 11 * .pi / 6)
        let top = Vec2(0, 3)
        let upper = arc(top, 7, from: Double.atan2(right - top), to: Double.atan2(left - top), count: 12)
        return Polygon(arc(.zero, 5, from: 7 * .pi / 6, to: 11 * .pi / 6, count: 30) + upper.dropFirst().dropLast())
    }()

    /// The disc of radius 3 round the origin less the disc of radius 2.6 round (1, 0).
    static let crescent: Polygon = {
        let x = 1.62, y = (9 - x * x).squareRoot()   // where the circles cross
        let inner = Vec2(1, 0)
        let outerArc = arc(.zero, 3, from: Double.atan2(Vec2(x, y)), to: Double.atan2(Vec2(x, -y)) + 2 * .pi, count: 30)
        let innerArc = arc(inner, 2.6, from: Double.atan2(Vec2(x, -y) - inner) + 2 * .pi,
                           to: Double.atan2(Vec2(x, y) - inner), count: 26)
        return Polygon(outerArc + innerArc.dropFirst().dropLast())
    }()

    static let concave = [
        "L": lShape, "C": cShape, "star": star, "banana": banana, "crescent": crescent,
        "clockwise banana": banana.reversed(),
    ]

    /// Expects `pieces` to be convex, counter-clockwise, of at most `maxVertices` vertices,
    /// their areas to sum to the polygon's (within 1e-6 relative) and points of a fine grid to
    /// fall in exactly one piece when inside the polygon and in none outside.
    static func expectTiling(_ pieces: [Polygon], of polygon: Polygon, maxVertices: Int = 8,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!pieces.isEmpty, sourceLocation: sourceLocation)
        for piece in pieces {
            #expect(piece.isConvex, "\(piece)", sourceLocation: sourceLocation)
            #expect(piece.isCounterClockwise, sourceLocation: sourceLocation)
            #expect(piece.vertices.count <= maxVertices, sourceLocation: sourceLocation)
        }
        let total = pieces.reduce(0) { $0 + $1.area }
        #expect(abs(total - polygon.area) <= 1e-6 * polygon.area, "\(total) vs \(polygon.area)",
                sourceLocation: sourceLocation)
        let bounds = polygon.bounds
        var mismatches = 0
        for row in 0..<60 {
            for column in 0..<60 {   // irrational offsets keep samples off the pieces' edges
                let point = Vec2(bounds.minX + bounds.width * (Double(column) + 0.5 + 0.01 * 2.0.squareRoot()) / 60,
                                 bounds.minY + bounds.height * (Double(row) + 0.5 + 0.01 * 3.0.squareRoot()) / 60)
                let holders = pieces.count { $0.contains(point) }
                if holders != (polygon.contains(point) ? 1 : 0) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0, sourceLocation: sourceLocation)
    }
}

extension Double {
    /// The angle of `v` from the x axis, rad.
    static func atan2(_ v: Vec2) -> Double { _atan2(v.y, v.x) }
}
