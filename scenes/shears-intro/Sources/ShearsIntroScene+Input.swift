import Engine
import Foundation

extension ShearsIntroScene {
    /// Buttons and keys proceed; a press anywhere else grabs the scissors; the wheel zooms.
    func handle(_ event: InputEvent, context: SceneContext) {
        let interactive = state.phase == .idle || state.phase == .dragging || state.phase == .spinning
        switch event {
        case .pointerMove(let p):
            state.buttons.hovered = interactive ? AuthButtons.choice(at: p) : nil
            if let last = state.dragPoint {
                state.dragTurn = (arcball.rotation(from: last, to: p) * state.dragTurn).normalized
                state.dragPoint = p
            }
        case .pointerDown(let p, .primary) where interactive:
            if let button = AuthButtons.choice(at: p) {
                state.buttons.pressed = button
                state.buttons.focused = button
            } else {
                state.dragPoint = p
                state.spin.velocity = .zero
                enter(.dragging)
            }
        case .pointerUp(let p, .primary):
            if let last = state.dragPoint, state.phase == .dragging {
                state.dragTurn = (arcball.rotation(from: last, to: p) * state.dragTurn).normalized
                state.dragPoint = nil
                state.released = true
                enter(.spinning)
            } else if let pressed = state.buttons.pressed {
                state.buttons.pressed = nil
                if AuthButtons.choice(at: p) == pressed { proceed(pressed) }
            }
        case .wheel(let notches) where interactive:
            let zoom = state.zoomTarget * pow(Self.zoomStep, notches)
            state.zoomTarget = min(Self.zoomRange.upperBound, max(Self.zoomRange.lowerBound, zoom))
        case .keyDown(.enter), .keyDown(.space):
            if interactive { proceed(state.buttons.focused) }
        case .keyDown(.tab), .keyDown(.up), .keyDown(.down):
            if interactive { state.buttons.moveFocus() }
        default:
            break
        }
    }
}
