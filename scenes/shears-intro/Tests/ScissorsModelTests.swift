import Testing
@testable import Engine
@testable import ShearsIntroScene
import SceneTestSupport

@Suite struct ScissorsModelTests {
    let model = ShearsIntroScene.model

    /// Each directed edge of a closed, consistently wound mesh appears once, and its reverse once.
    func isClosedAndConsistent(_ solid: Solid) -> Bool {
        var edges: [Int64: Int] = [:]
        func key(_ a: Int32, _ b: Int32) -> Int64 { Int64(a) << 32 | Int64(b) }
        for t in solid.triangles {
            for (a, b) in [(t.a, t.b), (t.b, t.c), (t.c, t.a)] { edges[key(a, b), default: 0] += 1 }
        }
        return edges.allSatisfy { edge, count in count == 1 && edges[key(Int32(edge & 0xFFFF_FFFF), Int32(edge >> 32))] == 1 }
    }

    @Test func everyPartIsClosedWoundOutwardAndHasVolume() {
        for (name, solid) in [("half A", model.halfA), ("half B", model.halfB), ("screw", model.screw)] {
            // Each part is a few lofts; every loft is closed and wound the same way.
            #expect(isClosedAndConsistent(solid), "\(name) has an open or inconsistently wound edge")
            #expect(solid.signedVolume > 0, "\(name)'s faces point inwards")
        }
    }

    @Test func normalsPointAwayFromTheRingTubes() {
        // Each ring face's normal points away from the nearest point of the tube's centreline.
        let ring = ScissorsModel.Ring(center: Vec2(2, -5), radii: Vec2(1.25, 1.05))
        let torus = ScissorsModel.torus(ring, z: 0.15)
        for t in torus.triangles {
            let centroid = (torus.positions[Int(t.a)] + torus.positions[Int(t.b)] + torus.positions[Int(t.c)]) / 3
            let nearest = (0..<720).map { ring.point(Double($0) / 720 * 2 * .pi) }
                .min { ($0 - Vec2(centroid.x, centroid.y)).length < ($1 - Vec2(centroid.x, centroid.y)).length }!
            let out = centroid - Vec3(nearest.x, nearest.y, 0.15)
            #expect(torus.normal(of: t).dot(out) > 0)
        }
    }

    @Test func aFewThousandTriangles() {
        #expect((2_000...6_000).contains(model.triangleCount), "\(model.triangleCount) triangles")
    }

    @Test func theHalvesMirrorEachOtherAndLieOnEitherSideOfTheGap() {
        #expect(model.halfA.positions.allSatisfy { $0.z > 0 || abs($0.z) < 0.5 })
        let frontBlade = model.halfA.positions.filter { $0.y > 1 }
        let backBlade = model.halfB.positions.filter { $0.y > 1 }
        #expect(frontBlade.allSatisfy { $0.z >= ScissorsModel.gap - 1e-9 })
        #expect(backBlade.allSatisfy { $0.z <= -ScissorsModel.gap + 1e-9 })
        // Half A's ring is to the right, half B's to the left, both below the pivot.
        let ringA = model.halfA.positions.filter { $0.y < -3.5 }, ringB = model.halfB.positions.filter { $0.y < -3.5 }
        #expect(ringA.allSatisfy { $0.x > 0 } && ringB.allSatisfy { $0.x < 0 })
    }

    @Test func theBladesTaperToAPointAndAreThinnerThere() {
        let blade = model.halfA.positions.filter { $0.y > 0 }
        let tipY = blade.map(\.y).max()!
        #expect(close(tipY, ScissorsModel.bladeLength, 1e-9))
        let tip = blade.filter { $0.y > tipY - 0.01 }
        let base = model.halfA.positions.filter { abs($0.y) < 0.01 }
        func width(_ ps: [Vec3]) -> Double { ps.map(\.x).max()! - ps.map(\.x).min()! }
        func thickness(_ ps: [Vec3]) -> Double { ps.map(\.z).max()! - ps.map(\.z).min()! }
        #expect(width(tip) < 0.1 && width(base) > 1.4)
        #expect(thickness(tip) < thickness(base) * 0.6)
    }

    @Test func theBoundingSphereHoldsEveryCornerAtEveryOpening() {
        let painter = MeshPainter(model: model, camera: ShearsIntroScene.camera)
        for degrees in stride(from: 0.0, through: 60, by: 10) {
            let pose = Pose(orientation: Quaternion(axis: Vec3(1, 2, 3), angle: degrees), bladeAngle: degrees * .pi / 180)
            let corners = painter.faces(for: pose).corners
            #expect(corners.allSatisfy { $0.length <= model.boundingRadius + 1e-9 })
        }
    }
}
