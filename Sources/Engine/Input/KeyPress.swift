/// A key going down: which key, the modifiers held, and whether it is the desktop repeating
/// a held key.
///
/// Scenes match a plain press by its key, `case .keyDown(.enter)`: that matches Enter pressed
/// fresh (not repeated) without Ctrl, Alt or Super (Shift may be held, since it is part of
/// typing). A shortcut, or a key whose repeats count, matches the press itself: `case
/// .keyDown(let press) where press.matches(.z, .control)` or `where press.key == .left`.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
    /// The key pressed.
    public var key: Key
    /// The modifier keys held as it went down.
    public var modifiers: KeyModifiers
    /// Whether this is a repeat of a held key, at the desktop's repeat rate, rather than the
    /// key going down.
    public var isRepeat: Bool

    /// Makes a press of `key` with `modifiers` held; `isRepeat` marks a repeat of a held key.
    public init(_ key: Key, _ modifiers: KeyModifiers = [], isRepeat: Bool = false) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
    }

    /// Whether it is a fresh press without Ctrl, Alt or Super: what a `Key` pattern matches.
    public var isPlain: Bool { !isRepeat && modifiers.isSubset(of: .shift) }

    /// Whether it is `key` with exactly `modifiers` held, fresh or repeated: a shortcut.
    public func matches(_ key: Key, _ modifiers: KeyModifiers = []) -> Bool {
        self.key == key && self.modifiers == modifiers
    }

    /// Matches a plain press (`isPlain`) of `key`: `case .keyDown(.enter)`.
    public static func ~= (key: Key, press: KeyPress) -> Bool { press.isPlain && press.key == key }

    /// The modifiers and key as scripts write them, "ctrl+shift+z" (just "z" without
    /// modifiers); the repeat flag is not part of it.
    public var chord: String { (modifiers.nameList + [key.rawValue]).joined(separator: "+") }

    /// "ctrl+z", with " (repeat)" for a repeat.
    public var description: String { chord + (isRepeat ? " (repeat)" : "") }

    /// Reads a chord: modifier names and a key joined by `+` ("ctrl+z", "ctrl+shift+tab",
    /// "ctrl++" for Ctrl and the + key, "keypad +"), not a repeat.
    /// - Throws: `KeyChordError` for an unknown or doubled modifier, or no key after them.
    public init(chord: String) throws(KeyChordError) {
        var rest = Substring(chord)
        var modifiers: KeyModifiers = []
        // A `+` after a word ends a modifier; one that ends the chord or follows other text
        // belongs to the key ("keypad +", "keypad +/-").
        while let plus = rest.firstIndex(of: "+"), plus != rest.startIndex {
            let name = String(rest[..<plus])
            let after = rest[rest.index(after: plus)...]
            guard let modifier = KeyModifiers(name: name) else {
                if after.isEmpty || !name.allSatisfy(\.isLetter) { break }
                throw KeyChordError(chord: chord, reason: .unknownModifier(name))
            }
            guard !modifiers.contains(modifier) else { throw KeyChordError(chord: chord, reason: .repeatedModifier(name)) }
            guard !after.isEmpty else { throw KeyChordError(chord: chord, reason: .noKey) }
            modifiers.insert(modifier)
            rest = after
        }
        guard !rest.isEmpty else { throw KeyChordError(chord: chord, reason: .noKey) }
        self.init(Key(String(rest)), modifiers)
    }
}
