import Engine

/// Something that happened on the desktop, as a `DesktopWindow` reports it to its host.
package enum DesktopEvent {
    /// The window was closed.
    case quit
    /// A key went down (or repeats while held) or up; `input` is the scene's event for it, nil
    /// for keys the scene never sees. The host decides whether it is a host key (`HostKey`).
    case key(Key, isDown: Bool, isRepeat: Bool, input: InputEvent?)
    /// Input for the scene: pointer, wheel, text, compositions, pinches, tilt.
    case input(InputEvent)
    /// A file was dropped on the window.
    case fileDropped(path: String)
    /// A game controller was connected.
    case controllerConnected
}
