import Engine
import Host
import Synchronization

/// A desktop with no window, for testing the window host's loop: each frame takes the next
/// batch of scripted events, and it notes what the host asked of it.
final class FakeDesktop: DesktopWindow, @unchecked Sendable {   // used by one test thread at a time
    /// The events each desktop opened with a title will report, a batch a frame, set before it opens.
    private static let scripts = Mutex<[String: [[DesktopEvent]]]>([:])
    /// The desktops opened, by title.
    private static let opened = Mutex<[String: FakeDesktop]>([:])

    private var script: [[DesktopEvent]]
    /// The clipboard's text.
    var clipboard = ""
    /// Each text input caret asked for, nil for off, in order.
    var textInputs: [Rect?] = []
    /// The number of frames presented.
    var presented = 0
    /// The sounds played.
    var sounds = 0
    var devicesReleased = false

    private init(script: [[DesktopEvent]]) { self.script = script }

    /// Sets the events the desktop opened with `title` will report, a batch a frame.
    static func script(_ title: String, _ frames: [[DesktopEvent]]) { scripts.withLock { $0[title] = frames } }

    /// The desktop opened with `title`.
    static func desktop(_ title: String) -> FakeDesktop? { opened.withLock { $0[title] } }

    static func open(title: String, canvasSize: Vec2, frame: WindowFrame?, hint: WindowHint) throws -> FakeDesktop {
        let desktop = FakeDesktop(script: scripts.withLock { $0[title] ?? [] })
        opened.withLock { $0[title] = desktop }
        return desktop
    }

    static func open(title: String, canvasSize: Vec2, controlsHeight: Double) throws -> FakeDesktop {
        try open(title: title, canvasSize: canvasSize, frame: nil, hint: .standard)
    }

    func events() -> [DesktopEvent] { script.isEmpty ? [] : script.removeFirst() }
    func present(_ list: DrawList, images: AssetStore) { presented += 1 }
    func apply(_ hint: WindowHint) {}
    func setTitle(_ title: String) {}
    func toggleFullscreen() {}
    var windowedFrame: WindowFrame? { nil }
    func setTextInput(caret: Rect?) { textInputs.append(caret) }
    func readClipboard() -> String { clipboard }
    func writeClipboard(_ text: String) { clipboard = text }
    func play(_ sound: Sound) { sounds += 1 }
    func rumble(_ rumble: Rumble) {}
    func releaseDevices() { devicesReleased = true }
    func saveScreenshot(_ list: DrawList, images: AssetStore, in folder: String, name: String) throws -> String { folder + "/" + name }
}
