import Foundation
import Testing
@testable import Engine
@testable import ShearsIntroScene

@Suite("Shears intro: stage layout")
struct StageLayoutTests {
    /// Orientations spread over every turn: axes on a Fibonacci sphere, each at several angles.
    static let orientations: [Quaternion] = (0..<24).flatMap { i -> [Quaternion] in
        let y = 1 - (Double(i) + 0.5) / 12, r = (1 - y * y).squareRoot(), phi = Double(i) * 2.399963
        let axis = Vec3(r * cos(phi), y, r * sin(phi))
        return [0.6, 1.6, 2.6].map { Quaternion(axis: axis, angle: $0) }
    }

    /// The topmost and bottommost canvas rows the scissors' mesh reaches at `pose`, fringe included.
    static func verticalExtent(of pose: Pose) -> ClosedRange<Double> {
        let painter = MeshPainter(model: ShearsIntroScene.model, camera: ShearsIntroScene.camera)
        var camera = ShearsIntroScene.camera
        camera.focalLength *= pose.zoom
        let ys = painter.faces(for: pose).corners.map { camera.project($0).y }
        return (ys.min()! - MeshPainter.fringeWidth)...(ys.max()! + MeshPainter.fringeWidth)
    }

    @Test func atTheLargestZoomTheScissorsStayClearOfTheTextInEveryPose() {
        let zoom = ShearsIntroScene.zoomRange.upperBound
        var highest = Double.infinity, lowest = -Double.infinity
        for orientation in Self.orientations {
            for blades in [0, SnipAnimation.restAngle, ScissorsModel.maxOpening] {
                for bob in [-IdleFloat.bobHeight, IdleFloat.bobHeight] {
                    let pose = Pose(orientation: orientation, offset: Vec3(0, bob, 0), bladeAngle: blades, zoom: zoom)
                    let extent = Self.verticalExtent(of: pose)
                    highest = min(highest, extent.lowerBound)
                    lowest = max(lowest, extent.upperBound)
                }
            }
        }
        #expect(highest > IntroText.subtitle.band.maxY, "the scissors reach up to y \(highest)")
        #expect(lowest < IntroText.hint.band.minY, "the scissors reach down to y \(lowest)")
        #expect(IntroText.title.band.maxY <= IntroText.subtitle.band.minY)
        #expect(IntroText.hint.band.maxY <= AuthTree.frame(of: .guest).minY)
    }
}
