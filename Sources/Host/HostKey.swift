import Engine

/// The keys a window host keeps for itself, which its scene never sees.
///
/// They are Esc and function keys, which type nothing, so a scene's text field never loses a
/// keystroke to the host: F5 (or Pause) pauses and resumes and F6 steps one tick while paused,
/// the Continue and Step Over keys of common debuggers, away from F1 to F3, F11 and F12; F7, beside
/// them, rewinds a `diorama dev` session a few seconds. While the
/// scene has an overlay open or text input on, Esc is the scene's too (it closes the overlay or
/// leaves the text field).
package enum HostKey: Equatable, Sendable, CaseIterable {
    /// Esc: back to the launcher, or quit from it.
    case back
    /// F1: physics debug draw.
    case physicsDebug
    /// F2: the frame-time graph.
    case frameGraph
    /// F3: the inspector.
    case inspector
    /// F5 or Pause: pause and resume.
    case pause
    /// F6: one tick while paused.
    case step
    /// F7: rewind a dev session a few seconds.
    case rewind
    /// F11: fullscreen and back.
    case fullscreen
    /// F12: screenshot.
    case screenshot

    /// The keys of each host key.
    package var keys: [Key] {
        switch self {
        case .back: [.escape]
        case .physicsDebug: [.f1]
        case .frameGraph: [.f2]
        case .inspector: [.f3]
        case .pause: [.f5, .pause]
        case .step: [.f6]
        case .rewind: [.f7]
        case .fullscreen: [.f11]
        case .screenshot: [.f12]
        }
    }

    /// The host key `key` is now, or nil when the key is the scene's: always for keys that are
    /// not host keys, and for Esc while the scene has an overlay open or text input on.
    package static func taken(_ key: Key, sceneHasOverlay: Bool, textInputActive: Bool) -> HostKey? {
        guard let hostKey = allCases.first(where: { $0.keys.contains(key) }) else { return nil }
        if hostKey == .back && (sceneHasOverlay || textInputActive) { return nil }
        return hostKey
    }
}
