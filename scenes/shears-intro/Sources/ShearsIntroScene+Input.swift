import Engine
import Foundation
import UI

extension ShearsIntroScene {
    /// Whether the buttons and the scissors take input: until a button proceeds.
    var isInteractive: Bool { state.phase == .idle || state.phase == .dragging || state.phase == .spinning }

    /// A tick's input. The buttons take theirs first: a click, Tab and Shift+Tab to move the
    /// focus, Enter (the focused button, else "Continue as guest") and Space to activate. Then a
    /// press anywhere but on a button grabs the scissors, the wheel zooms and the up and down
    /// arrows move the focus too.
    func handle(_ input: [InputEvent]) {
        guard isInteractive else { return }
        let response = AuthTree.tree.handle(input, state: &state.ui, theme: Self.theme)
        for action in response.actions {
            if case .tapped(let id) = action, let choice = AuthChoice(id) { proceed(choice) }
        }
        for event in input { handlePointer(event) }
        for event in response.unhandled { handleOther(event) }
    }

    /// Drags the scissors with the pointer, from a press off the buttons.
    private func handlePointer(_ event: InputEvent) {
        switch event {
        case .pointerMove(let p):
            if let last = state.dragPoint {
                state.dragTurn = (arcball.rotation(from: last, to: p) * state.dragTurn).normalized
                state.dragPoint = p
            }
        case .pointerDown(let p, .primary)
            where isInteractive && AuthTree.tree.part(at: p, minimumTarget: Self.theme.minimumTarget) == nil:
            state.dragPoint = p
            state.spin.velocity = .zero
            enter(.dragging)
        case .pointerUp(let p, .primary):
            if let last = state.dragPoint, state.phase == .dragging {
                state.dragTurn = (arcball.rotation(from: last, to: p) * state.dragTurn).normalized
                state.dragPoint = nil
                state.released = true
                enter(.spinning)
            }
        default:
            break
        }
    }

    /// The wheel and the arrow keys, which no button takes.
    private func handleOther(_ event: InputEvent) {
        switch event {
        case .wheel(let notches) where isInteractive:
            let zoom = state.zoomTarget * pow(Self.zoomStep, notches)
            state.zoomTarget = min(Self.zoomRange.upperBound, max(Self.zoomRange.lowerBound, zoom))
        case .keyDown(let press) where isInteractive && press.isPlain && (press.key == .up || press.key == .down):
            state.ui.focused = AuthTree.tree.focus(after: state.ui.focused, backwards: press.key == .up)
            state.ui.showsFocus = true
        default:
            break
        }
    }
}
