import Engine
import Foundation

/// Turns two fingers on a touchscreen or touchpad into `InputEvent.pinch`: the second finger
/// down begins a gesture, either of the two moving changes it, and either lifting ends it.
/// Further fingers are ignored until one of the two lifts.
struct TouchPinch {
    /// The fingers down, by SDL's finger id, where they are (canvas pixels on a touchscreen,
    /// the pad's own units on a touchpad), in the order they went down.
    private var fingers: [(id: Int64, at: Vec2)] = []
    /// The distance between the two fingers and the angle of the line through them when the
    /// gesture began, and how far it has turned since (unwrapped, in radians).
    private var start: (distance: Double, angle: Double)?
    private var turned = 0.0, lastAngle = 0.0

    /// Whether two fingers are pinching now.
    var isPinching: Bool { start != nil }

    /// Finger `id` went down at `point`; `pointer` is where the gesture's centre is when it is
    /// not the fingers' midpoint (a touchpad's: the pointer's position, in canvas pixels).
    mutating func down(_ id: Int64, at point: Vec2, pointer: Vec2? = nil) -> InputEvent? {
        guard !fingers.contains(where: { $0.id == id }) else { return moved(id, to: point, pointer: pointer) }
        fingers.append((id, point))
        guard fingers.count == 2 else { return nil }
        let line = fingers[1].at - fingers[0].at
        start = (max(line.length, Self.smallestSpan), atan2(line.y, line.x))
        turned = 0
        lastAngle = atan2(line.y, line.x)
        return .pinch(.began, center: center(pointer), scale: 1, rotation: 0)
    }

    /// Finger `id` moved to `point`.
    mutating func moved(_ id: Int64, to point: Vec2, pointer: Vec2? = nil) -> InputEvent? {
        guard let index = fingers.firstIndex(where: { $0.id == id }) else { return nil }
        fingers[index].at = point
        guard index < 2, let start else { return nil }
        let line = fingers[1].at - fingers[0].at
        let angle = atan2(line.y, line.x)
        var step = angle - lastAngle
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        turned = min(max(turned + step, -InputEvent.maxPinchRotation), InputEvent.maxPinchRotation)
        lastAngle = angle
        let scale = min(max(line.length / start.distance, 1 / InputEvent.maxPinchScale), InputEvent.maxPinchScale)
        return .pinch(.changed, center: center(pointer), scale: scale, rotation: turned)
    }

    /// Finger `id` lifted.
    mutating func up(_ id: Int64, pointer: Vec2? = nil) -> InputEvent? {
        guard let index = fingers.firstIndex(where: { $0.id == id }) else { return nil }
        var ended: InputEvent?
        if index < 2, let start {
            let line = fingers[1].at - fingers[0].at
            let scale = min(max(line.length / start.distance, 1 / InputEvent.maxPinchScale), InputEvent.maxPinchScale)
            ended = .pinch(.ended, center: center(pointer), scale: scale, rotation: turned)
            self.start = nil
        }
        fingers.remove(at: index)
        return ended
    }

    /// The shortest span between two fingers a gesture measures scale against, in the fingers'
    /// units, so two fingers landing on one spot cannot divide by zero.
    private static let smallestSpan = 1e-3

    private func center(_ pointer: Vec2?) -> Vec2 {
        let middle = (fingers[0].at + fingers[1].at) * 0.5
        let point = pointer ?? middle
        let limit = InputEvent.maxCoordinate
        return Vec2(min(max(point.x, -limit), limit), min(max(point.y, -limit), limit))
    }
}
