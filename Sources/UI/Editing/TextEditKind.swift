/// What kind of edit changed the text, which decides whether it joins the undo step before it:
/// consecutive typing undoes as one step, and so do consecutive Backspaces or Deletes.
enum TextEditKind: Int, Hashable, Sendable, Codable {
    /// Typed text (`text` events, Enter in a multi-line editor).
    case typing
    /// Backspace, by cluster or word.
    case deletingBackward
    /// Delete, by cluster or word.
    case deletingForward
    /// A paste, cut or any other edit: always a step of its own.
    case other

    /// Whether an edit of this kind right after one of the same kind joins its undo step.
    var coalesces: Bool { self != .other }
}
