import Engine

/// What a screen shows when it has nothing to show: an icon, a title and a message centred in a
/// frame, and optionally a button that does something about it ("Reload").
public struct EmptyState: Sendable, Hashable {
    /// The icon drawn above the title.
    public var icon: Icon
    /// The headline: what is missing ("No stickers yet").
    public var title: String
    /// A line or two on why, or what to do about it.
    public var message: String
    /// The button's title, or nil for no button.
    public var action: String?

    /// Makes an empty state of an icon, title and message, with a button titled `action` (nil for none).
    public init(icon: Icon, title: String, message: String, action: String? = nil) {
        self.icon = icon; self.title = title; self.message = message; self.action = action
    }

    /// The action button of empty state `id`: tapping it comes back as `.tapped(actionButton(of: id))`.
    public static func actionButton(of id: WidgetID) -> WidgetID { WidgetID("\(id.rawValue).action") }

    /// Empty state `id`'s widgets centred in `frame`: the icon, title and message (as many
    /// lines as it wraps to, measured by `typesetter`), then the button (when there is one)
    /// under them.
    public func widgets(_ id: WidgetID, in frame: Rect, theme: Theme, typesetter: Typesetter) -> [Widget] {
        let buttonHeight = theme.spacing(7)
        let lines = typesetter.measure(message, style: theme.body, maxWidth: frame.width).lines.count
        let blockHeight = theme.spacing(12) + theme.spacing(2) + theme.headline.lineHeight + theme.spacing(1)
            + Double(max(1, lines)) * theme.body.lineHeight
        let total = blockHeight + (action == nil ? 0 : theme.spacing(3) + buttonHeight)
        let top = (frame.center.y - total / 2).rounded()
        var widgets = [Widget(id, frame: Rect(x: frame.minX, y: top, width: frame.width, height: blockHeight),
                              kind: .emptyState(icon, title: title, message: message))]
        if let action {
            let width = theme.spacing(28)
            widgets.append(Widget(Self.actionButton(of: id),
                                  frame: Rect(x: (frame.center.x - width / 2).rounded(), y: top + blockHeight + theme.spacing(3),
                                              width: width, height: buttonHeight),
                                  kind: .button(action, role: .primary)))
        }
        return widgets
    }
}
