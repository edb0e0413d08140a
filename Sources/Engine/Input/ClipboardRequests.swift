/// What a scene asked of the clipboard since its host last looked (`SceneContext.clipboard`):
/// text to copy, and whether it wants the clipboard's text.
///
/// Neither reads the clipboard inside a tick: the host copies after the tick, and answers a
/// paste with a `paste` input event stamped for a later tick, which replays record like any
/// input, so a replay never reads the clipboard. Not simulated state: never hashed, and hosts
/// that replay ignore it.
public struct ClipboardRequests: Hashable, Sendable {
    /// The text to put on the clipboard, the newest copy; nil when nothing was copied.
    public private(set) var copied: String?
    /// Whether the scene asked for the clipboard's text.
    public private(set) var wantsPaste = false

    public init() {}

    /// Asks the host to put `text` on the clipboard (Ctrl+C, Ctrl+X).
    public mutating func copy(_ text: String) { copied = text }

    /// Asks the host for the clipboard's text (Ctrl+V); it arrives as a `paste` event.
    public mutating func requestPaste() { wantsPaste = true }

    /// Takes the waiting requests, leaving none (for hosts).
    public mutating func take() -> ClipboardRequests {
        defer { self = ClipboardRequests() }
        return self
    }
}
