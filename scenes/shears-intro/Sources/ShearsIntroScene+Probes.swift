import Engine

extension ShearsIntroScene {
    // MARK: - Probes and hashing

    public func probes(into probes: inout Probes, context: SceneContext) {
        let q = pose.orientation
        probes.set("orientation.w", q.w)
        probes.set("orientation.x", q.x)
        probes.set("orientation.y", q.y)
        probes.set("orientation.z", q.z)
        probes.set("phase", phase.rawValue)
        probes.set("ticks_in_phase", ticksInPhase)
        probes.set("blade_angle", pose.bladeAngle * 180 / .pi)
        probes.set("zoom", pose.zoom)
        probes.set("spin_speed", spin.speed)
        probes.set("float_weight", float.weight)
        probes.set("center", painter.footprint(of: pose).center)
        probes.set("focus", buttons.focused.rawValue)
        probes.set("choice", choice?.rawValue ?? "")
        probes.set("handed_over", handedOver)
        probes.set("next", next)
    }

    public func hashState(into hasher: inout StateHasher) {
        pose.hash(into: &hasher)
        previousPose.hash(into: &hasher)
        hasher.combine(phase.rawValue)
        hasher.combine(ticksInPhase)
        hasher.combine(spin.velocity)
        hasher.combine(float.weight)
        hasher.combine(float.clock)
        hasher.combine(buttons.hovered?.rawValue ?? "")
        hasher.combine(buttons.pressed?.rawValue ?? "")
        hasher.combine(buttons.focused.rawValue)
        hasher.combine(buttons.showsFocus)
        hasher.combine(zoomTarget)
        hasher.combine(dragPoint != nil)
        if let dragPoint { hasher.combine(dragPoint) }
        hasher.combine(choice?.rawValue ?? "")
        hasher.combine(flight != nil)
        if let flight {
            hasher.combine(flight.position)
            hasher.combine(flight.velocity)
            hasher.combine(flight.spin)
        }
        hasher.combine(trail.count)
        for past in trail { past.hash(into: &hasher) }
        hasher.combine(handedOver)
    }
}
