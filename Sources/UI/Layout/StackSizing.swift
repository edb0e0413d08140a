import Engine

/// What a stack measures its children with: the theme their look follows and the typesetter
/// their text is set by.
struct StackSizing {
    let theme: Theme
    let typesetter: Typesetter

    /// The room `child` needs when at most `width` canvas pixels wide and, if given, at least
    /// `height` high, in canvas pixels. Empty room needs none.
    func size(of child: StackChild, width: Double, height: Double?) -> Vec2 {
        switch child.content {
        case .widget(let widget):
            return widget.fittingSize(width: width, height: height, theme: theme, typesetter: typesetter)
        case .stack(let stack):
            let size = stack.arrange(in: Vec2(width, height ?? .infinity), sizing: self).size
            return Vec2(size.x, max(size.y, height ?? 0))
        case .space:
            return Vec2(0, 0)
        }
    }

    /// The room under `child`, `width` canvas pixels wide, that its widget draws into outside
    /// its frame, which a column leaves free: a text field's message.
    func roomBelow(_ child: StackChild, width: Double) -> Double {
        guard case .widget(let widget) = child.content, case .textField(_, _, let message?) = widget.kind else { return 0 }
        return theme.spacing(1) + typesetter.measure(message, style: theme.caption, maxWidth: width - theme.spacing(2)).size.y
    }
}
