import Engine

/// Runs ticks until `condition` holds, at most `limit`; returns the ticks run, or nil.
public func ticks(until condition: () -> Bool, limit: Int, _ runner: SceneRunner) -> Int? {
    for tick in 0...limit {
        if condition() { return tick }
        runner.runTick()
    }
    return nil
}

/// A primary-button drag on the canvas from `from` to `to` (pixels) in `steps` moves, one a
/// tick, then a release.
public func drag(_ runner: SceneRunner, from: Vec2, to: Vec2, steps: Int) {
    runner.send(.pointerDown(from, .primary))
    runner.runTick()
    for i in 1...steps {
        runner.send(.pointerMove(from.lerp(to: to, Double(i) / Double(steps))))
        runner.runTick()
    }
    runner.send(.pointerUp(to, .primary))
    runner.runTick()
}

/// Whether `a` and `b` differ by at most `tolerance`.
public func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
