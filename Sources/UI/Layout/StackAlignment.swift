/// Where a stack puts each child across its axis (vertically in a row, horizontally in a
/// column).
public enum StackAlignment: Sendable, Hashable {
    /// Stretched across the whole stack.
    case fill
    /// At the top of a row or the left of a column.
    case start
    /// In the middle.
    case center
    /// At the bottom of a row or the right of a column.
    case end
}
