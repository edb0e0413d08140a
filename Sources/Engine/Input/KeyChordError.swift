/// Why a chord such as "ctrl+z" cannot be read; its description names the chord.
public struct KeyChordError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the chord.
    public enum Reason: Equatable, Sendable {
        /// A name before a `+` that is not ctrl, shift, alt or super.
        case unknownModifier(String)
        /// A modifier named twice.
        case repeatedModifier(String)
        /// Nothing after the modifiers (or nothing at all).
        case noKey
    }

    /// The chord as written.
    public let chord: String
    /// What is wrong with the chord.
    public let reason: Reason

    /// Makes the error for `chord`, failing for `reason`.
    public init(chord: String, reason: Reason) {
        self.chord = chord
        self.reason = reason
    }

    /// The message, naming the chord and what is wrong with it.
    public var description: String {
        let modifiers = KeyModifiers.names.map(\.name).joined(separator: ", ")
        switch reason {
        case .unknownModifier(let name):
            return "'\(chord)': unknown modifier '\(name)'; modifiers are \(modifiers), joined to the key by '+' (ctrl+z)"
        case .repeatedModifier(let name): return "'\(chord)': the modifier '\(name)' appears twice"
        case .noKey: return "'\(chord)': no key after the modifiers; a chord is modifiers and a key, such as ctrl+z"
        }
    }
}
