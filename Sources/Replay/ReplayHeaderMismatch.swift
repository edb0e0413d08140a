/// A replay header that does not fit the scene it names (its tick rate, say); the message says what.
public struct ReplayHeaderMismatch: Error, CustomStringConvertible, Equatable {
    public var description: String

    public init(_ message: String) { description = message }
}
