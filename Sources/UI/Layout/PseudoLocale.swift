import Engine

/// A made-up language for finding text that does not fit: every letter carries a diacritic,
/// and every string is about 40 % longer and bracketed, so a string cut short or spilling out
/// shows at once, as a long translation would.
public enum PseudoLocale {
    private static let lower = Array("áƀćďéƒǵĥíĵḱĺḿńóṕɋŕśťúṽẃẍýź")
    private static let upper = Array("ÁƁĆĎÉƑǴĤÍĴḰĹḾŃÓṔɊŔŚŤÚṼẂẌÝŹ")

    /// Whether the tree being built shows its text in the pseudo-locale, so stacks and the kit's
    /// panels measure each string as it will show. Only `tree(_:)` sets it, for the task that
    /// builds the tree; a session never does, so no replay depends on it.
    @TaskLocal static var isShown = false

    /// The tree `build` makes, laid out for and showing every string in the pseudo-locale (what
    /// the user typed stays as it is): what a scene's screen would look like in a language
    /// whose words are longer.
    public static func tree(_ build: () throws -> UITree) rethrows -> UITree {
        try $isShown.withValue(true) { try build() }.pseudoLocalized()
    }

    /// `text` as the tree being built will show it: in the pseudo-locale inside `tree(_:)`, else
    /// as it is.
    static func shown(_ text: String) -> String { isShown ? translate(text) : text }

    /// `text` in the pseudo-locale: letters accented, then padded to about 1.4 times its length.
    public static func translate(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        let accented = String(text.map { character -> Character in
            guard let ascii = character.asciiValue else { return character }
            switch ascii {
            case 97...122: return lower[Int(ascii - 97)]
            case 65...90: return upper[Int(ascii - 65)]
            default: return character
            }
        })
        let padding = String(repeating: "ĕ", count: max(1, (text.count * 4 + 9) / 10 - 2))
        return "[" + accented + padding + "]"
    }
}

extension UITree {
    /// The tree with every string it shows in the pseudo-locale (what the user typed stays as
    /// it is), to check it still fits.
    public func pseudoLocalized() -> UITree {
        var tree = self
        tree.widgets = widgets.map { widget in
            var widget = widget
            widget.kind = widget.kind.pseudoLocalized
            return widget
        }
        return tree
    }
}

extension WidgetKind {
    /// The kind with its shown strings in the pseudo-locale.
    var pseudoLocalized: WidgetKind {
        let t = PseudoLocale.translate
        switch self {
        case .label(let text, let style, let alignment): return .label(t(text), style: style, alignment: alignment)
        case .button(let title, let role): return .button(t(title), role: role)
        case .toggle(let title, let isOn): return .toggle(t(title), isOn: isOn)
        case .segmented(let options, let selected): return .segmented(options.map(t), selected: selected)
        case .tabBar(let items, let selected):
            return .tabBar(items.map { var item = $0; item.title = t(item.title); return item }, selected: selected)
        case .textField(let editing, let placeholder, let message): return .textField(editing, placeholder: t(placeholder), message: message.map(t))
        case .textEditor(let editing, let placeholder): return .textEditor(editing, placeholder: t(placeholder))
        case .toast(let message, let opacity): return .toast(t(message), opacity: opacity)
        case .emptyState(let icon, let title, let message): return .emptyState(icon, title: t(title), message: t(message))
        case .listRow(var row, let index, let isSelected):
            row.title = t(row.title)
            row.subtitle = row.subtitle.map(t)
            row.trailing = row.trailing.map(t)
            row.badge = row.badge.map(t)
            return .listRow(row, index: index, isSelected: isSelected)
        case .listHeader(let title): return .listHeader(t(title))
        case .gridTile(var tile, let index, let isSelected):
            tile.caption = t(tile.caption)
            return .gridTile(tile, index: index, isSelected: isSelected)
        case .iconButton, .slider, .stepper, .rating, .layer, .scrollView, .scrollBar, .content: return self
        }
    }
}
