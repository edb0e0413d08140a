import Engine
import Foundation
import UI

extension ShearsIntroScene {
    /// Whether the buttons and the scissors take input: until a button proceeds.
    var isInteractive: Bool { state.phase == .idle || state.phase == .dragging || state.phase == .spinning }

    /// The buttons, and the sign-in sheet over them while it shows; Enter with no button focused
    /// continues as a guest.
    public func makeTree(context: SceneContext) -> UITree {
        var widgets = AuthTree.widgets
        if state.overlays.isVisible(SignInTree.sheet) {
            widgets += SignInTree.widgets(name: state.name, profiles: profiles, problem: state.nameRefused ? IntroText.nameProblem : nil,
                                          phase: state.overlays[SignInTree.sheet], typesetter: typesetter)
        }
        return UITree(widgets, defaultButton: AuthChoice.guest.id)
    }

    /// The input no widget took: a press anywhere off the widgets grabs the scissors (none while
    /// the sheet is open), the wheel zooms and the up and down arrows move the focus too.
    public func handleUnhandled(_ events: [InputEvent], input: [InputEvent], context: SceneContext) {
        for event in input { handlePointer(event) }
        for event in events { handleOther(event) }
    }

    /// What a button or the name field did.
    public func apply(_ action: UIAction, context: SceneContext) {
        switch action {
        case .tapped(let id) where AuthChoice(id) == .signIn:
            state.overlays.open(SignInTree.sheet)
            state.ui.showsFocus = true
        case .tapped(let id):
            if let choice = AuthChoice(id) { proceed(choice) }
            if id == SignInTree.play { signIn(as: state.name.text.trimmingCharacters(in: .whitespaces), context: context) }
            if let index = SignInTree.profileIndex(id), profiles.indices.contains(index) { signIn(as: profiles[index], context: context) }
        case .submitted(SignInTree.nameField):
            signIn(as: state.name.text.trimmingCharacters(in: .whitespaces), context: context)
        case .edited(SignInTree.nameField, let editing):
            state.name = editing
            state.nameRefused = false
        case .dismissed(SignInTree.sheet):
            state.nameRefused = false
        default:
            break
        }
    }

    /// Proceeds signed in as `name`, the sheet going out, or says what a name may be.
    private func signIn(as name: String, context: SceneContext) {
        guard ProfileName.isValid(name) else { return state.nameRefused = true }
        state.player = name
        context.effects.send(.textInput(nil))
        state.overlays.close(SignInTree.sheet)
        proceed(.signIn)
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
            where tree.topLayer == nil && tree.part(at: p, minimumTarget: Self.theme.minimumTarget) == nil:
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
        case .wheel(let notches):
            let zoom = state.zoomTarget * pow(Self.zoomStep, notches)
            state.zoomTarget = min(Self.zoomRange.upperBound, max(Self.zoomRange.lowerBound, zoom))
        case .keyDown(let press) where press.isPlain && (press.key == .up || press.key == .down):
            state.ui.focused = tree.focus(after: state.ui.focused, backwards: press.key == .up)
            state.ui.showsFocus = true
        default:
            break
        }
    }
}
