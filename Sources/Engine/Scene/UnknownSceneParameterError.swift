/// A parameter the scene does not declare in its `SceneInfo.parameters`.
public struct UnknownSceneParameterError: Error, CustomStringConvertible, Equatable {
    /// The scene's id.
    public var scene: String
    /// The parameter given.
    public var name: String
    /// The parameters the scene takes.
    public var known: [SceneParameter]

    /// Makes the error for parameter `name` given to scene `scene`, which takes `known`.
    public init(scene: String, name: String, known: [SceneParameter]) {
        self.scene = scene
        self.name = name
        self.known = known
    }

    /// The message, naming the scene and the parameter and listing the ones it takes.
    public var description: String {
        let start = "the scene '\(scene)' has no parameter '\(name)'"
        guard !known.isEmpty else { return start + "; it takes no parameters" }
        return start + "; its parameters are: " + known.map { "\($0.name) (\($0.help))" }.joined(separator: ", ")
    }
}
