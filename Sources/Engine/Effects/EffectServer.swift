/// What a host does with the effects a scene asks for: plays sounds, reads the clipboard and the
/// disk, runs jobs. A host that replays recorded input serves none of those whose answers the
/// recording already holds.
public protocol EffectServer: AnyObject {
    /// Carries out `effect`, asked for in the tick that just ended; answers go to
    /// `runner.send(_:at:)`, stamped for a later tick (the default, `runner.nextTick`).
    func serve(_ effect: Effect, for runner: SceneRunner)
}
