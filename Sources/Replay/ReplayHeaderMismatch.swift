/// A replay header that does not fit the scene it names (its tick rate, say); the message says what.
public struct ReplayHeaderMismatch: Error, CustomStringConvertible, Equatable {
    /// What in the header does not fit the scene.
    public var description: String

    /// Makes the error with `message` saying what does not fit.
    public init(_ message: String) { description = message }
}
