import Engine

/// What a widget is, with the value it shows (taken from the scene's state when the tree is
/// built).
public enum WidgetKind: Sendable, Hashable {
    /// Text that does nothing: a heading, a hint or a value, in `style` of the theme, aligned
    /// in its frame.
    case label(String, style: LabelStyle, alignment: TextAlignment)
    /// A push button with a title; Enter activates the focused one, or else the tree's default.
    case button(String, role: ButtonRole)
    /// A button that shows only an icon; `name` says what it does (for tests and readers).
    case iconButton(Icon, name: String, role: ButtonRole)
    /// A switch with its label on the left; the whole row is its target.
    case toggle(String, isOn: Bool)
    /// A row of mutually exclusive options, `selected` an index into them.
    case segmented([String], selected: Int)
    /// A continuous or stepped value in `range` (`step` 0: continuous).
    case slider(value: Double, range: ClosedRange<Double>, step: Double)
    /// − and + buttons around a value in `range`, changing it by `step`.
    case stepper(value: Double, range: ClosedRange<Double>, step: Double)
    /// 0 to `maximum` dots (1–3) filled in.
    case rating(value: Int, maximum: Int)
    /// A bar of tabs, each an icon over a title, `selected` an index into them: it switches the
    /// screen below it, so it behaves like a segmented control.
    case tabBar([TabItem], selected: Int)
    /// A single-line text field showing `editing` (its text, caret, selection and composition),
    /// `placeholder` muted while it is empty, and `message` (a validation error) under it in the
    /// destructive colour, its outline in that colour too; nil for none.
    case textField(TextEditingState, placeholder: String, message: String?)
    /// A multi-line text editor showing `editing`, wrapped at its width and scrolled to keep the
    /// caret in view, `placeholder` muted while it is empty.
    case textEditor(TextEditingState, placeholder: String)
    /// The start of a sheet or dialog layer: the widgets after it are its contents (see `Layer`);
    /// its frame is the panel or card.
    case layer(Layer)
    /// A message that fades out (see `Toast`), `opacity` 0...1; it takes no input.
    case toast(String, opacity: Double)
    /// An icon, title and message shown when there is nothing else (see `EmptyState`).
    case emptyState(Icon, title: String, message: String)
    /// A scroll view: a frame that scrolls the widgets clipped to it (see `ListView`,
    /// `GridView`, `ScrollView`); one Tab stop taking the wheel, drags and scrolling keys.
    case scrollView(ScrollContent)
    /// The scrollbar of scroll view `of`, its thumb where the view's state put it (nil: all fits).
    case scrollBar(of: WidgetID, thumb: ScrollbarThumb?)
    /// Row `index` (counted through the whole list) of a list.
    case listRow(ListRow, index: Int, isSelected: Bool)
    /// A list's section header.
    case listHeader(String)
    /// Tile `index` of a grid.
    case gridTile(GridTile, index: Int, isSelected: Bool)
    /// A frame the scene draws into itself (see `ContentSlot`), named for tests and readers;
    /// it takes no input.
    case content(String)

    /// Whether Tab stops at it (rows, tiles and scrollbars take the pointer but the keyboard
    /// goes to their scroll view).
    public var isFocusable: Bool {
        switch self {
        case .label, .layer, .toast, .emptyState, .listHeader, .listRow, .gridTile, .scrollBar, .content: false
        default: true
        }
    }
}

/// Which of the theme's text styles a label is set in, and in which colour.
public enum LabelStyle: Sendable, Hashable, CaseIterable {
    /// The theme's title, headline, body or caption style, or a muted semibold caption for section names.
    case title, headline, body, caption, section
}
