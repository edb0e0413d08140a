import Engine
import Foundation
import Testing
@testable import RenderSDL

@Suite struct TouchPinchTests {
    @Test func theSecondFingerBeginsAPinchAndMovingApartAndTurningChangesIt() throws {
        var touches = TouchPinch()
        #expect(touches.down(1, at: Vec2(300, 600)) == nil)
        #expect(touches.down(2, at: Vec2(400, 600)) == .pinch(.began, center: Vec2(350, 600), scale: 1, rotation: 0))
        #expect(touches.isPinching)
        // The second finger swings a quarter turn clockwise (y down) and twice as far out.
        let changedEvent = touches.moved(2, to: Vec2(300, 800))
        let changed = try #require(changedEvent)
        guard case .pinch(.changed, let center, let scale, let rotation) = changed else { Issue.record("\(changed)"); return }
        #expect(center == Vec2(300, 700))
        #expect(abs(scale - 2) < 1e-12)
        #expect(abs(rotation - .pi / 2) < 1e-12)
        let endedEvent = touches.up(1)
        let ended = try #require(endedEvent)
        guard case .pinch(.ended, _, let endScale, let endRotation) = ended else { Issue.record("\(ended)"); return }
        #expect(abs(endScale - 2) < 1e-12 && abs(endRotation - .pi / 2) < 1e-12)
        #expect(!touches.isPinching)
        #expect(touches.moved(2, to: Vec2(0, 0)) == nil)
    }

    @Test func turningPastAHalfTurnKeepsCountingInsteadOfJumpingBack() throws {
        var touches = TouchPinch()
        _ = touches.down(1, at: Vec2(0, 0))
        _ = touches.down(2, at: Vec2(100, 0))
        var last: InputEvent?
        for step in 1...12 {  // one and a half turns clockwise, 45° at a time
            let angle = Double(step) * .pi / 4
            last = touches.moved(2, to: Vec2(100 * cos(angle), 100 * sin(angle)))
        }
        guard case .pinch(_, _, _, let rotation)? = last else { Issue.record("\(String(describing: last))"); return }
        #expect(abs(rotation - 3 * .pi) < 1e-9)
    }

    @Test func aTouchpadPinchCentresOnThePointerAndAThirdFingerIsIgnored() {
        var touches = TouchPinch()
        let pointer = Vec2(120, 900)
        _ = touches.down(7, at: Vec2(0.4, 0.5), pointer: pointer)
        #expect(touches.down(8, at: Vec2(0.6, 0.5), pointer: pointer) == .pinch(.began, center: pointer, scale: 1, rotation: 0))
        #expect(touches.down(9, at: Vec2(0.9, 0.9), pointer: pointer) == nil)
        #expect(touches.moved(9, to: Vec2(0.1, 0.1), pointer: pointer) == nil)
        #expect(touches.up(9, pointer: pointer) == nil)
        #expect(touches.isPinching)
    }

    @Test func fingersOnOneSpotNeitherDivideByZeroNorLeaveTheRange() throws {
        var touches = TouchPinch()
        _ = touches.down(1, at: Vec2(5, 5))
        _ = touches.down(2, at: Vec2(5, 5))
        let farEvent = touches.moved(2, to: Vec2(1e9, 5))
        let far = try #require(farEvent)
        #expect(far.rangeProblem == nil)
        guard case .pinch(_, _, let scale, _) = far else { Issue.record("\(far)"); return }
        #expect(scale == InputEvent.maxPinchScale)
    }
}
