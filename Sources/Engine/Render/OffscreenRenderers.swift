import Foundation

/// The offscreen renderer a host offers code that runs outside sessions, such as a scene's
/// command-line verb (`diorama roast share`), since scenes may not import a backend. The
/// executable sets it once at start-up; sessions get theirs through `SessionFactory.makeRenderer`.
public enum OffscreenRenderers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var current: FrameRendererFactory?

    /// The host's factory; nil where the host set none.
    public static var factory: FrameRendererFactory? {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}
