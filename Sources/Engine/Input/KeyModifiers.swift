/// The modifier keys held with a key press: Shift, Ctrl, Alt and Super (the Windows or
/// Command key), either side.
public struct KeyModifiers: OptionSet, Hashable, Sendable, CustomStringConvertible, Codable {
    /// The modifiers as bits: Shift, Ctrl, Alt and Super from the lowest bit.
    public let rawValue: UInt8
    /// Makes the set whose bits are `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Ctrl key ("ctrl" in chords).
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt key.
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// Either Super key: the Windows, Command or GUI key.
    public static let `super` = KeyModifiers(rawValue: 1 << 3)

    /// Each modifier with its name in replays, scripts and chords, in chord order: ctrl, shift,
    /// alt, super ("ctrl+shift+z").
    public static let names: [(name: String, modifier: KeyModifiers)] =
        [("ctrl", .control), ("shift", .shift), ("alt", .alt), ("super", .super)]

    /// The modifier called `name` ("ctrl", "shift", "alt" or "super"), nil for another name.
    public init?(name: String) {
        guard let entry = Self.names.first(where: { $0.name == name }) else { return nil }
        self = entry.modifier
    }

    /// The names of the modifiers held, in chord order.
    public var nameList: [String] { Self.names.filter { contains($0.modifier) }.map(\.name) }

    /// "ctrl+shift", or "none".
    public var description: String { isEmpty ? "none" : nameList.joined(separator: "+") }
}
