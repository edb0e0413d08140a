import Engine

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
            let white = Color.white.withAlpha(ui)
            list.text("ilikeyacut", at: Vec2(360, 96), size: 66, color: white, alignment: .center)
            list.text("See the cut before you make it.", at: Vec2(360, 186), size: 26,
                      color: Color(hex: 0x9A9EA6).withAlpha(ui), alignment: .center)
            list.text("Drag to turn  \u{00B7}  Scroll to zoom", at: Vec2(360, 944), size: 21,
                      color: Color(hex: 0x5F636B).withAlpha(ui * idleHintOpacity), alignment: .center)
            state.buttons.draw(into: &list, opacity: ui, chosen: state.choice)
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
