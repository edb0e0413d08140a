import Testing
@testable import Engine
@testable import ShearsIntroScene

/// The painter's order against a depth buffer: for many orientations and openings, the face the
/// sorted mesh leaves on top at each pixel is the nearest face there. The few pixels allowed to
/// differ lie where a shank runs into its ring (solids that intersect, which no order of whole
/// faces can draw exactly); a whole face showing through another would cost far more.
@Suite struct DepthOrderTests {
    let painter = MeshPainter(model: ShearsIntroScene.model, camera: ShearsIntroScene.camera)

    /// Pixels where the painter's top face is not the nearest (by more than `slack` cm), as a
    /// fraction of the pixels the scissors cover, at `scale` canvas pixels per pixel.
    func misorderedFraction(_ pose: Pose) -> Double {
        let (corners, faces) = painter.faces(for: pose)
        return misorderedFraction(corners: corners, faces: faces)
    }

    func misorderedFraction(corners: [Vec3], faces: [MeshPainter.Face], scale: Double = 0.5, slack: Double = 0.02) -> Double {
        let camera = painter.camera
        let width = Int(720 * scale), height = Int(1280 * scale)
        var painted = [Int](repeating: -1, count: width * height)
        var nearest = [Double](repeating: .infinity, count: width * height)
        var paintedDepth = [Double](repeating: .infinity, count: width * height)
        for (index, face) in faces.enumerated() {
            let p = [face.a, face.b, face.c].map { corners[Int($0)] }
            let s = p.map { camera.project($0) * scale }
            let inverseDepth = p.map { 1 / camera.depth(of: $0) }
            let area = (s[1] - s[0]).cross(s[2] - s[0])
            guard abs(area) > 1e-12 else { continue }
            let minX = max(0, Int(s.map(\.x).min()!)), maxX = min(width - 1, Int(s.map(\.x).max()!) + 1)
            let minY = max(0, Int(s.map(\.y).min()!)), maxY = min(height - 1, Int(s.map(\.y).max()!) + 1)
            guard minX <= maxX, minY <= maxY else { continue }
            for y in minY...maxY {
                for x in minX...maxX {
                    let q = Vec2(Double(x) + 0.5, Double(y) + 0.5)
                    let w0 = (s[2] - s[1]).cross(q - s[1]) / area
                    let w1 = (s[0] - s[2]).cross(q - s[2]) / area
                    let w2 = 1 - w0 - w1
                    guard w0 >= 0, w1 >= 0, w2 >= 0 else { continue }
                    // Perspective-correct depth: 1/depth is linear on the screen.
                    let depth = 1 / (w0 * inverseDepth[0] + w1 * inverseDepth[1] + w2 * inverseDepth[2])
                    let i = y * width + x
                    painted[i] = index
                    paintedDepth[i] = depth
                    nearest[i] = min(nearest[i], depth)
                }
            }
        }
        var covered = 0, wrong = 0
        for i in painted.indices where painted[i] >= 0 {
            covered += 1
            if paintedDepth[i] > nearest[i] + slack { wrong += 1 }
        }
        return covered == 0 ? 1 : Double(wrong) / Double(covered)
    }

    @Test func theNamedPosesAreDrawnInDepthOrder() {
        for (yaw, pitch, roll) in [(0.0, 0.0, 0.0), (-35, 15, -12), (70, 10, 0), (180, 0, 10), (20, -70, 0), (90, 0, 90)] {
            let r = [yaw, pitch, roll].map { $0 * .pi / 180 }
            let q = Quaternion(axis: Vec3(0, 1, 0), angle: r[0]) * Quaternion(axis: Vec3(1, 0, 0), angle: r[1])
                * Quaternion(axis: Vec3(0, 0, 1), angle: r[2])
            let wrong = misorderedFraction(Pose(orientation: q, bladeAngle: SnipAnimation.restAngle))
            #expect(wrong < 0.002, "pose \(yaw), \(pitch), \(roll): \(wrong * 100)% of pixels show a hidden face")
        }
    }

    @Test func randomOrientationsAndOpeningsAreDrawnInDepthOrder() {
        var rng = RandomGenerator(seed: 5)
        var worst = 0.0
        for _ in 0..<40 {
            let axis = Vec3(rng.next(in: -1.0...1.0), rng.next(in: -1.0...1.0), rng.next(in: -1.0...1.0))
            let pose = Pose(orientation: Quaternion(axis: axis, angle: rng.next(in: 0.0...(2 * .pi))),
                            bladeAngle: rng.next(in: 0.0...0.6), zoom: 1)
            worst = max(worst, misorderedFraction(pose))
        }
        #expect(worst < 0.003, "the worst orientation shows hidden faces at \(worst * 100)% of its pixels")
    }

    @Test func theCheckCatchesAWrongOrder() {
        // The same check on the faces drawn front to back must fail, or it proves nothing.
        let pose = Pose(orientation: Quaternion(axis: Vec3(0, 1, 0), angle: 0.4), bladeAngle: 0.4)
        let (corners, faces) = painter.faces(for: pose)
        #expect(misorderedFraction(corners: corners, faces: faces.reversed()) > 0.05)
    }
}
