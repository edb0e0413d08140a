import Engine

/// Undo and redo of whole documents: each step keeps the document as it was before the step.
/// A document holds its photo by hash, so every step shares the one photo.
struct EditHistory: Equatable, Sendable, Codable {
    /// The most steps kept; the oldest go first.
    static let limit = 500

    /// What a step that may grow is, so the next change of the same kind joins it instead of
    /// making its own: a held nudge's repeats, a run of wheel notches.
    enum Merge: Equatable, Sendable, Codable {
        case nudge(sticker: Int)
        case wheel(sticker: Int)
    }

    /// Documents before each step, oldest first. Frozen: a step never changes once recorded, so
    /// the state hash works out each one's digest once instead of walking it every tick.
    private(set) var undoSteps: [Frozen<EditorDocument>] = []
    /// Documents undone, most recently undone last.
    private(set) var redoSteps: [Frozen<EditorDocument>] = []
    /// The last step's merge kind and the tick it last grew, while it may still grow.
    private(set) var openMerge: OpenMerge?

    /// A step that may still grow: its merge kind and the tick it last grew.
    struct OpenMerge: Equatable, Sendable, Codable {
        var kind: Merge
        var tick: UInt64
    }

    /// How many ticks a mergeable step stays open after it last grew.
    static let mergeTicks: UInt64 = 45

    /// Records a step away from `before`. With `merge`, a step of the same kind still open
    /// (grown within `mergeTicks` of `tick`) takes it in instead, so its undo goes back further.
    mutating func record(before: EditorDocument, merge: Merge? = nil, tick: UInt64 = 0) {
        redoSteps.removeAll()
        if let merge, let open = openMerge, open.kind == merge, tick - open.tick <= Self.mergeTicks, !undoSteps.isEmpty {
            openMerge = OpenMerge(kind: merge, tick: tick)
            return
        }
        undoSteps.append(Frozen(before))
        if undoSteps.count > Self.limit { undoSteps.removeFirst(undoSteps.count - Self.limit) }
        openMerge = merge.map { OpenMerge(kind: $0, tick: tick) }
    }

    /// Closes any open merge: the next change makes its own step.
    mutating func closeMerge() { openMerge = nil }

    /// The document before the last step, given the `current` one (kept for redo); nil when
    /// there is nothing to undo.
    mutating func undo(from current: EditorDocument) -> EditorDocument? {
        guard let previous = undoSteps.popLast() else { return nil }
        redoSteps.append(Frozen(current))
        openMerge = nil
        return previous.value
    }

    /// The document the last undo left, given the `current` one; nil when there is nothing to redo.
    mutating func redo(from current: EditorDocument) -> EditorDocument? {
        guard let next = redoSteps.popLast() else { return nil }
        undoSteps.append(Frozen(current))
        openMerge = nil
        return next.value
    }
}
