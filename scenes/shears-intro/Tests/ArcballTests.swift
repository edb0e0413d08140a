import Testing
@testable import Engine
@testable import ShearsIntroScene
import SceneTestSupport

@Suite struct ArcballTests {
    let ball = Arcball(center: Vec2(360, 600), radius: 300)

    /// The rotation's axis (unit) and angle in radians, angle ≥ 0.
    func axisAngle(_ q: Quaternion) -> (axis: Vec3, angle: Double) {
        let q = q.w < 0 ? Quaternion(w: -q.w, x: -q.x, y: -q.y, z: -q.z) : q
        return (Vec3(q.x, q.y, q.z).normalized, q.angle)
    }

    @Test func aHorizontalDragTurnsAboutTheVerticalAxis() {
        let (axis, angle) = axisAngle(ball.rotation(from: Vec2(300, 600), to: Vec2(420, 600)))
        #expect(close(axis.x, 0, 1e-9) && close(axis.z, 0, 1e-9))
        #expect(close(axis.y, 1, 1e-9), "dragging right turns the front to the right: +y, saw \(axis)")
        #expect(angle > 0.3 && angle < 0.5)
    }

    @Test func aVerticalDragTurnsAboutTheHorizontalAxis() {
        // Down the canvas (y grows) turns the front down: about +x.
        let (axis, _) = axisAngle(ball.rotation(from: Vec2(360, 560), to: Vec2(360, 660)))
        #expect(close(axis.x, 1, 1e-9) && close(axis.y, 0, 1e-9) && close(axis.z, 0, 1e-9), "saw \(axis)")
        // Up the canvas: about -x.
        let (up, _) = axisAngle(ball.rotation(from: Vec2(360, 660), to: Vec2(360, 560)))
        #expect(close(up.x, -1, 1e-9))
    }

    @Test func aDiagonalDragTurnsAboutThePerpendicularInTheScreen() {
        let (axis, _) = axisAngle(ball.rotation(from: Vec2(300, 660), to: Vec2(420, 540)))
        // Up and to the right: the axis is perpendicular to the drag (1, 1) in y-up terms.
        #expect(close(axis.dot(Vec3(1, 1, 0).normalized), 0, 1e-9))
        #expect(close(axis.z, 0, 1e-9))
    }

    @Test func theGrabbedPointStaysUnderThePointer() {
        let from = Vec2(250, 500), to = Vec2(400, 690)
        let turned = ball.rotation(from: from, to: to).rotate(ball.spherePoint(from))
        #expect((turned - ball.spherePoint(to)).length < 1e-9)
    }

    @Test func aDragRoundTheRimTurnsAboutTheViewAxis() {
        // Outside the ball, points lie on its rim: a quarter circle round it is a quarter turn about z.
        let (axis, angle) = axisAngle(ball.rotation(from: Vec2(360 + 500, 600), to: Vec2(360, 600 - 500)))
        #expect(close(axis.z, 1, 1e-9))
        #expect(close(angle, .pi / 2, 1e-9))
    }

    @Test func quaternionsStayUnitOverALongScribble() {
        var q = Quaternion.identity
        var rng = RandomGenerator(seed: 9)
        var p = Vec2(360, 600)
        for _ in 0..<5_000 {
            let next = Vec2(rng.next(in: 0.0...720.0), rng.next(in: 200.0...1000.0))
            q = ball.rotation(from: p, to: next) * q
            p = next
            #expect(close(ball.rotation(from: p, to: next).norm, 1, 1e-12))
        }
        #expect(close(q.norm, 1, 1e-9), "drift without renormalising: \(q.norm)")
    }

    @Test func sameTwoPointsGiveNoTurn() {
        #expect(ball.rotation(from: Vec2(100, 100), to: Vec2(100, 100)) == .identity)
    }

    @Test func theSceneKeepsItsOrientationUnitThroughLongSpins() throws {
        let runner = try makeIntro()
        for i in 0..<20 {
            drag(runner, from: Vec2(200 + Double(i * 7), 500), to: Vec2(560, 700 - Double(i * 11)), steps: 3)
            runner.run(ticks: 10)
        }
        let q = intro(runner).state.pose.orientation
        #expect(close(q.norm, 1, 1e-12))
    }
}
