import Engine

/// The number probe `probe` of `runner`'s scene, or NaN when it is missing or not a number.
public func number(_ runner: SceneRunner, _ probe: String) -> Double { runner.probes()[probe]?.number ?? .nan }

/// The text probe `probe`, or nil when it is missing or not text.
public func text(_ runner: SceneRunner, _ probe: String) -> String? {
    if case .string(let s) = runner.probes()[probe] { return s }
    return nil
}

/// The point probe `probe` (canvas pixels), or nil when it is missing or not a point.
public func point(_ runner: SceneRunner, _ probe: String) -> Vec2? {
    if case .vec2(let p) = runner.probes()[probe] { return p }
    return nil
}
