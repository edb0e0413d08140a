/// A scene parameter (`--param name=value`) with a value the scene cannot use.
public struct SceneParameterError: Error, CustomStringConvertible, Equatable {
    /// The parameter's key, the value given, and what is wrong with it.
    public var name: String, value: String, problem: String

    /// `problem` completes "parameter name=value …", e.g. "is not a whole number".
    public init(_ name: String, _ value: String, _ problem: String) {
        self.name = name
        self.value = value
        self.problem = problem
    }

    /// The message, e.g. "parameter bodies=x is not a whole number".
    public var description: String { "parameter \(name)=\(value) \(problem)" }
}
