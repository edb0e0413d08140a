/// The structural changes requested while a registry is being iterated, waiting to be applied.
///
/// A view reads raw pointers into the dense arrays while it walks them, so nothing may add,
/// remove or reorder members meanwhile. Instead, each walk opens an iteration (`depth` counts
/// nested ones), and `create`, `destroy`, `insert`, `remove` and `sort(like:)` requested
/// meanwhile are recorded here as closures. When the outermost iteration closes, the closures
/// run in the order they were requested, exactly once, with no iteration open.
@usableFromInline struct ChangeQueue {
    /// How many iterations are open; changes are deferred while it is above zero.
    @usableFromInline var depth = 0
    /// The deferred changes, oldest first.
    @usableFromInline var pending: [() -> Void] = []

    @usableFromInline init() {}

    /// Whether an iteration is open, so structural changes must be deferred.
    @inlinable var isDeferring: Bool { depth > 0 }

    /// Records a change to apply when the outermost iteration closes.
    @usableFromInline mutating func enqueue(_ change: @escaping () -> Void) {
        pending.append(change)
    }

    /// Takes every recorded change, oldest first, and leaves the queue empty.
    @usableFromInline mutating func takeAll() -> [() -> Void] {
        defer { pending = [] }
        return pending
    }
}
