extension Typesetter {
    /// `text` laid out in `style` to size a widget by, wrapped at `maxWidth` canvas pixels (nil:
    /// only at newlines): as the tree being built will show it, in the pseudo-locale while
    /// `PseudoLocale.tree(_:)` builds one.
    public func measure(_ text: String, style: TextStyle, maxWidth: Double? = nil) -> TextLayout {
        layout(PseudoLocale.shown(text), style: style, maxWidth: maxWidth)
    }
}
