/// A parameter a scene takes (`--param name=value`, a script's `parameters`, a replay header's).
public struct SceneParameter: Sendable, Hashable {
    /// The key, e.g. "bodies".
    public var name: String
    /// One line on what the value does, e.g. "start with N bodies".
    public var help: String

    /// Makes a parameter with its key and a one-line help text.
    public init(_ name: String, _ help: String) {
        self.name = name
        self.help = help
    }
}
