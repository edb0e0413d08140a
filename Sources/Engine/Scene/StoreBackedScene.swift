/// A scene that keeps part of its state in a store outside `state`, such as a database, which
/// an in-memory keyframe cannot simply overwrite: the engine asks it for the store's content
/// for keyframes and hashes a summary of it every tick.
public protocol StoreBackedScene: Scene {
    /// The store's whole content as a value.
    associatedtype StoreContent: Sendable
    /// What the state hash covers of the store every tick: cheap to read (a row count, a
    /// revision), since the content itself may be large.
    associatedtype StoreSummary: Encodable

    /// The summary of the store now.
    var storeSummary: StoreSummary { get }

    /// The store's content now, or nil when it cannot be read.
    func storeContent() -> StoreContent?

    /// Makes the store hold `content` again (before `stateDidRestore(context:)` is called).
    func restoreStore(_ content: StoreContent)
}
