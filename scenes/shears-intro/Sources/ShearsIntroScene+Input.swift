import Engine
import Foundation
import UI

extension ShearsIntroScene {
    /// Whether the buttons and the scissors take input: until a button proceeds.
    var isInteractive: Bool { state.phase == .idle || state.phase == .dragging || state.phase == .spinning }

    /// A tick's input. The buttons (or the sign-in form) take theirs first: a click, Tab and
    /// Shift+Tab to move the focus, Enter (the focused button, else "Continue as guest", or Play)
    /// and Space to activate. Then a press anywhere but on a button grabs the scissors, the wheel
    /// zooms and the up and down arrows move the focus too.
    func handle(_ input: [InputEvent], context: SceneContext) {
        guard isInteractive else { return }
        let response = buttons.handle(input, state: &state.ui, theme: Self.theme)
        response.send(to: context)
        for action in response.actions { apply(action, context: context) }
        for event in input { handlePointer(event) }
        for event in response.unhandled { handleOther(event) }
    }

    /// The widgets taking input and drawn: the two buttons, or the sign-in form.
    var buttons: UITree {
        state.signingIn
            ? SignInTree.tree(name: state.name, profiles: profiles, problem: state.nameRefused ? IntroText.nameProblem : nil, typesetter: typesetter)
            : AuthTree.tree
    }

    /// What a button or the name field did.
    private func apply(_ action: UIAction, context: SceneContext) {
        switch action {
        case .tapped(let id) where AuthChoice(id) == .signIn && !state.signingIn:
            state.signingIn = true
            state.ui.focused = SignInTree.nameField
            state.ui.showsFocus = true
        case .tapped(let id) where !state.signingIn:
            if let choice = AuthChoice(id) { proceed(choice) }
        case .edited(SignInTree.nameField, let editing):
            state.name = editing
            state.nameRefused = false
        case .tapped(SignInTree.play), .submitted(SignInTree.nameField):
            signIn(as: state.name.text.trimmingCharacters(in: .whitespaces), context: context)
        case .tapped(let id):
            if let index = SignInTree.profileIndex(id), profiles.indices.contains(index) { signIn(as: profiles[index], context: context) }
        default:
            break
        }
    }

    /// Proceeds signed in as `name`, or says what a name may be.
    private func signIn(as name: String, context: SceneContext) {
        guard ProfileName.isValid(name) else { return state.nameRefused = true }
        state.player = name
        context.effects.send(.textInput(nil))
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
            where isInteractive && buttons.part(at: p, minimumTarget: Self.theme.minimumTarget) == nil:
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
            state.ui.focused = buttons.focus(after: state.ui.focused, backwards: press.key == .up)
            state.ui.showsFocus = true
        case .keyDown(.escape) where state.signingIn:
            // Esc takes the focus off the field first (the kit's), then leaves the form.
            state.signingIn = false
            state.nameRefused = false
            state.ui.focused = AuthChoice.signIn.id
        default:
            break
        }
    }
}
