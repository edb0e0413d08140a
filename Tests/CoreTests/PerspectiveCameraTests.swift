import Testing
@testable import Core

@Suite struct PerspectiveCameraTests {
    let camera = PerspectiveCamera(distance: 10, focalLength: 500, center: Vec2(360, 600))

    @Test func theOriginLandsOnTheCentreAndYPointsUpTheCanvas() {
        #expect(camera.project(.zero) == Vec2(360, 600))
        let up = camera.project(Vec3(0, 1, 0))
        #expect(up.x == 360 && up.y == 550)  // 500 / 10 = 50 px per unit, y flipped
        #expect(camera.project(Vec3(1, 0, 0)).x == 410)
    }

    @Test func nearerPointsProjectLarger() {
        let far = camera.project(Vec3(1, 0, -5)).x - 360
        let near = camera.project(Vec3(1, 0, 5)).x - 360
        #expect(abs(far - 500.0 / 15) < 1e-9)
        #expect(abs(near - 100) < 1e-9)
        #expect(camera.depth(of: Vec3(0, 0, 5)) == 5)
        #expect(camera.scale(atDepth: 5) == 100)
    }

    @Test func unprojectInvertsProject() {
        let p = Vec3(1.5, -2.25, 3)
        let back = camera.unproject(camera.project(p), depth: camera.depth(of: p))
        #expect((back - p).length < 1e-12)
    }

    @Test func facingFollowsWindingAndViewpoint() {
        // Counter-clockwise seen from +z: faces a camera on +z.
        let a = Vec3(0, 0, 0), b = Vec3(1, 0, 0), c = Vec3(0, 1, 0)
        #expect(camera.isFacing(a, b, c))
        #expect(!camera.isFacing(a, c, b))
        // A face turned edge-on to the eye (its plane contains the eye) faces neither way.
        #expect(!camera.isFacing(Vec3(0, 0, 0), Vec3(0, 1, 0), Vec3(0, 0, 1)))
        // Perspective: a wall at x = 5 facing -x is edge-on to the view axis, yet the eye at
        // x = 0 sees its inside; its outside faces away.
        let wall = [Vec3(5, 0, 0), Vec3(5, 1, 0), Vec3(5, 0, -1)]
        #expect(camera.isFacing(wall[0], wall[1], wall[2]))
        #expect(!camera.isFacing(wall[0], wall[2], wall[1]))
    }
}
