import Engine
import Foundation

extension ShearsIntroScene {
    /// Buttons and keys proceed; a press anywhere else grabs the scissors; the wheel zooms.
    func handle(_ event: InputEvent, context: SceneContext) {
        let interactive = phase == .idle || phase == .dragging || phase == .spinning
        switch event {
        case .pointerMove(let p):
            buttons.hovered = interactive ? AuthButtons.choice(at: p) : nil
            if let last = dragPoint {
                dragTurn = (arcball.rotation(from: last, to: p) * dragTurn).normalized
                dragPoint = p
            }
        case .pointerDown(let p, .primary) where interactive:
            if let button = AuthButtons.choice(at: p) {
                buttons.pressed = button
                buttons.focused = button
            } else {
                dragPoint = p
                spin.velocity = .zero
                enter(.dragging)
            }
        case .pointerUp(let p, .primary):
            if let last = dragPoint, phase == .dragging {
                dragTurn = (arcball.rotation(from: last, to: p) * dragTurn).normalized
                dragPoint = nil
                released = true
                enter(.spinning)
            } else if let pressed = buttons.pressed {
                buttons.pressed = nil
                if AuthButtons.choice(at: p) == pressed { proceed(pressed) }
            }
        case .wheel(let notches) where interactive:
            zoomTarget = min(Self.zoomRange.upperBound, max(Self.zoomRange.lowerBound, zoomTarget * pow(Self.zoomStep, notches)))
        case .keyDown(.enter), .keyDown(.space):
            if interactive { proceed(buttons.focused) }
        case .keyDown(.tab), .keyDown(.up), .keyDown(.down):
            if interactive { buttons.moveFocus() }
        default:
            break
        }
    }
}
