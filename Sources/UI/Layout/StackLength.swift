/// How wide or high a stack's child is.
public enum StackLength: Sendable, Hashable {
    /// As much as its content needs (a label's text, a button's title with its padding), or
    /// less when the stack has less room, its text then wrapping; across a filling stack, the
    /// stack's whole breadth.
    case fit
    /// `length` canvas pixels; a height grows when the text in it wraps to more lines.
    case fixed(Double)
    /// Along the stack's axis, a share by `weight` of the room the fit and fixed children
    /// leave; across it, the stack's whole breadth.
    case flexible(Double)
}
