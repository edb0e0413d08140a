import Testing
@testable import Core

@Suite struct GeometryTests {
    func close(_ a: Double, _ b: Double, _ eps: Double = 1e-9) -> Bool { abs(a - b) < eps }
    func close(_ a: Vec3, _ b: Vec3) -> Bool { close(a.x, b.x) && close(a.y, b.y) && close(a.z, b.z) }

    @Test func affineComposesAndInverts() throws {
        let t = Affine2D(translation: Vec2(10, 5), rotation: .pi / 2, scale: Vec2(2, 2))
        let p = t.apply(Vec2(1, 0))
        #expect(close(p.x, 10) && close(p.y, 7))
        let back = try #require(t.inverted).apply(p)
        #expect(close(back.x, 1) && close(back.y, 0))
        #expect(Affine2D.scale(0, 1).inverted == nil)
    }

    @Test func quaternionRotatesAboutItsAxis() {
        let q = Quaternion(axis: Vec3(0, 0, 1), angle: .pi / 2)
        #expect(close(q.rotate(Vec3(1, 0, 0)), Vec3(0, 1, 0)))
        #expect(close(q.norm, 1))
        let twice = q * q
        #expect(close(twice.rotate(Vec3(1, 0, 0)), Vec3(-1, 0, 0)))
    }

    @Test func quaternionFromToAndSlerp() {
        let q = Quaternion(from: Vec3(1, 0, 0), to: Vec3(0, 0, 1))
        #expect(close(q.rotate(Vec3(1, 0, 0)), Vec3(0, 0, 1)))
        let half = Quaternion.identity.slerp(to: q, 0.5)
        #expect(close(half.angle, .pi / 4))
    }

    @Test func matrixRotationMatchesQuaternion() {
        let q = Quaternion(axis: Vec3(1, 2, 3), angle: 0.7)
        let v = Vec3(0.3, -1, 2)
        let m = Matrix4.rotation(q)
        #expect(close(m.project(v), q.rotate(v)))
    }

    @Test func perspectiveMapsNearAndFarPlanes() {
        let p = Matrix4.perspective(fovY: .pi / 2, aspect: 1, near: 1, far: 10)
        #expect(close(p.project(Vec3(0, 0, -1)).z, -1))
        #expect(close(p.project(Vec3(0, 0, -10)).z, 1))
        // At 90° the frustum edge at distance d is at ±d.
        #expect(close(p.project(Vec3(2, 0, -2)).x, 1))
    }

    @Test func rectContainsAndIntersects() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Vec2(0, 0)) && !r.contains(Vec2(10, 5)))
        #expect(r.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(r.intersection(Rect(x: 20, y: 0, width: 1, height: 1)) == nil)
    }

    @Test func colorInterpolates() {
        #expect(Color.black.lerp(to: .white, 0.5) == Color(r: 128, g: 128, b: 128))
        #expect(Color.white.withAlpha(0.5).a == 128)
    }
}
