/// Where a host keeps copied text: the desktop's clipboard in a window, a string headless.
public protocol Clipboard {
    /// The clipboard's text ("" when it holds none).
    mutating func read() -> String
    /// Puts `text` on the clipboard.
    mutating func write(_ text: String)
}

/// A clipboard that is only a string: the headless hosts' and scripts' test clipboard.
public struct TextClipboard: Clipboard, Hashable, Sendable {
    /// What the clipboard holds.
    public var text: String

    /// Makes a clipboard holding `text`.
    public init(_ text: String = "") { self.text = text }

    /// Returns the string held.
    public mutating func read() -> String { text }
    /// Replaces the string held with `text`.
    public mutating func write(_ text: String) { self.text = text }
}
