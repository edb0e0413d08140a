import Synchronization

/// The offscreen renderer a host offers code that runs outside sessions, such as a scene's
/// command-line verb (`diorama roast share`), since scenes may not import a backend. The
/// executable sets it once at start-up; sessions get theirs through `SessionFactory.makeRenderer`.
public enum OffscreenRenderers {
    private static let current = Mutex<FrameRendererFactory?>(nil)

    /// The host's factory; nil where the host set none.
    public static var factory: FrameRendererFactory? {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}
