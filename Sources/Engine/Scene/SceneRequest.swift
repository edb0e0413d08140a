/// What a scene asks its host to do after the current tick.
public enum SceneRequest: Equatable, Sendable {
    /// Replace this scene with the scene `id` (the launcher when `id` is `SceneInfo.launcherID`).
    case switchTo(id: String, parameters: [String: String] = [:])
    /// Close the session.
    case quit
}
