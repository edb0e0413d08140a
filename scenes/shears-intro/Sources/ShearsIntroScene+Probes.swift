import Engine
import UI

extension ShearsIntroScene {
    // MARK: - Probes and hashing

    public func probes(into probes: inout Probes, context: SceneContext) {
        let q = state.pose.orientation
        probes.set("orientation.w", q.w)
        probes.set("orientation.x", q.x)
        probes.set("orientation.y", q.y)
        probes.set("orientation.z", q.z)
        probes.set("phase", state.phase.rawValue)
        probes.set("ticks_in_phase", state.ticksInPhase)
        probes.set("blade_angle", state.pose.bladeAngle * 180 / .pi)
        probes.set("zoom", state.pose.zoom)
        probes.set("spin_speed", state.spin.speed)
        probes.set("float_weight", state.float.weight)
        probes.set("center", painter.footprint(of: state.pose).center)
        probes.set("focus", state.ui.focused?.rawValue ?? "")
        probes.set("focus_visible", state.ui.showsFocus)
        probes.set("hovered", state.ui.hovered?.id.rawValue ?? "")
        probes.set("choice", state.choice?.rawValue ?? "")
        probes.set("signing_in", state.overlays.isOpen(SignInTree.sheet))
        probes.set("player", state.player ?? "")
        probes.set("handed_over", state.handedOver)
        probes.set("next", next)
    }
}
