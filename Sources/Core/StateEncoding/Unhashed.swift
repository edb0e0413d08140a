/// A field of a scene's state that is kept in keyframes but left out of the state hash, because
/// it depends on this machine rather than on the replay: a path in the user's folders, a disk
/// error's message, a cache of decoded pictures that the hashed fields already name.
///
/// It encodes as nothing and decodes to `Value.unhashedDefault`, so the perturbation test, which
/// walks the encoded state, does not see it; every use is a visible, reviewed decision.
@propertyWrapper
public struct Unhashed<Value: UnhashedDefault & Sendable>: Sendable, Codable {
    /// The field's value.
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Decodes to the default: the value was never encoded.
    public init(from decoder: any Decoder) throws { wrappedValue = .unhashedDefault }

    /// Encodes nothing.
    public func encode(to encoder: any Encoder) throws {}
}

/// A type with a value an `Unhashed` field takes when its state is decoded.
public protocol UnhashedDefault {
    /// The value a decoded state has in place of the one that was left out.
    static var unhashedDefault: Self { get }
}

extension Optional: UnhashedDefault {
    /// `nil`.
    public static var unhashedDefault: Self { nil }
}

extension Dictionary: UnhashedDefault {
    /// An empty dictionary.
    public static var unhashedDefault: Self { [:] }
}

extension Array: UnhashedDefault {
    /// An empty array.
    public static var unhashedDefault: Self { [] }
}

extension Unhashed: Equatable {
    /// Always true: a state's equality, like its hash, is about the fields the replay decides.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

extension Unhashed: Hashable {
    /// Feeds nothing in, matching `==`.
    public func hash(into hasher: inout Hasher) {}
}
