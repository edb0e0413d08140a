import Engine
import UI

extension ShearsIntroScene {
    // MARK: - Drawing (reads state only)

    public func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.clearColor = .black
        let shown = state.previousPose.interpolated(to: state.pose, interpolation)
        let ui = uiOpacity(interpolation: interpolation)

        // Thrown, the scissors fly over the fading interface.
        list.onLayer(state.phase == .flying ? 20 : 0) { list in
            if state.phase == .flying {
                // Motion blur: fading ghosts along the path, oldest and faintest first.
                for (i, ghost) in state.trail.enumerated() {
                    let age = Double(state.trail.count - i)
                    list.mesh(painter.mesh(for: ghost, alpha: 0.34 * (1 - age / Double(Self.trailLength + 1))))
                }
            }
            if state.phase != .done { list.mesh(painter.mesh(for: shown)) }
        }

        list.onLayer(10) { list in
            IntroText.title.draw(into: &list, opacity: ui)
            IntroText.subtitle.draw(into: &list, opacity: ui)
            IntroText.hint.draw(into: &list, opacity: ui * idleHintOpacity)
            tree.draw(into: &list, state: state.ui, theme: Self.theme.fading(to: ui), typesetter: typesetter)
        }
    }

    /// The interface's opacity: full until the throw, then fading out with it.
    private func uiOpacity(interpolation: Double) -> Double {
        switch state.phase {
        case .flying: return max(0, 1 - (Double(state.ticksInPhase) + interpolation) / 30)
        case .done: return 0
        default: return 1
        }
    }

    /// The hint fades while the user is already turning the scissors.
    private var idleHintOpacity: Double { state.phase == .dragging || state.phase == .spinning ? 0.4 : 1 }
}
