import Engine

/// What a stack measures its children with: the theme their look follows and the typesetter
/// their text is set by. A stack inside another is arranged once to size it and again to place
/// it, so each widget's size is kept for the rest of the layout.
struct StackSizing {
    let theme: Theme
    let typesetter: Typesetter
    private let known = Known()

    /// The sizes measured so far in one layout.
    private final class Known {
        struct Key: Hashable {
            var kind: WidgetKind
            var width: Double, height: Double?
        }
        var sizes: [Key: Vec2] = [:]
    }

    init(theme: Theme, typesetter: Typesetter) { self.theme = theme; self.typesetter = typesetter }

    /// The room `child` needs when at most `width` canvas pixels wide and, if given, at least
    /// `height` high, in canvas pixels. Empty room needs none.
    func size(of child: StackChild, width: Double, height: Double?) -> Vec2 {
        switch child.content {
        case .widget(let widget):
            let key = Known.Key(kind: widget.kind, width: width, height: height)
            if let size = known.sizes[key] { return size }
            let size = widget.fittingSize(width: width, height: height, theme: theme, typesetter: typesetter)
            known.sizes[key] = size
            return size
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
