import Engine

/// A question over a dimmed backdrop that needs an answer: a title, a message, a Cancel button
/// (focused first and Enter's default, since the question is destructive) and a destructive
/// confirm button. Cancel and Esc come back as `.dismissed(id)`, the confirm button as
/// `.tapped(confirmButton(of: id))`; a click on the backdrop does nothing.
public struct ConfirmationDialog: Sendable, Hashable {
    /// The question, shown as the card's headline ("Delete this sticker?").
    public var title: String
    /// What will happen, in a sentence or two (at most three lines).
    public var message: String
    /// The destructive button's title ("Delete").
    public var confirm: String
    /// The safe button's title ("Cancel").
    public var cancel: String

    /// Makes a dialog asking `title`, explained by `message`, with the destructive `confirm` and the safe `cancel` button titles.
    public init(title: String, message: String, confirm: String, cancel: String) {
        self.title = title; self.message = message; self.confirm = confirm; self.cancel = cancel
    }

    /// The destructive button of dialog `id`.
    public static func confirmButton(of id: WidgetID) -> WidgetID { WidgetID("\(id.rawValue).confirm") }
    /// The Cancel button of dialog `id`.
    public static func cancelButton(of id: WidgetID) -> WidgetID { WidgetID("\(id.rawValue).cancel") }

    /// The heights of the title and of the message in a card `width` canvas pixels wide: as many
    /// lines as each wraps to when measured by `typesetter`, else one title line and three
    /// message lines; in canvas pixels.
    func textHeights(width: Double, theme: Theme, typesetter: Typesetter?) -> (title: Double, message: Double) {
        guard let typesetter else { return (theme.title.lineHeight, 3 * theme.body.lineHeight) }
        let inner = width - 2 * theme.spacing(3)
        let title = typesetter.measure(title, style: theme.headline, maxWidth: inner).size.y
        let message = message.isEmpty ? 0 : typesetter.measure(message, style: theme.body, maxWidth: inner).size.y
        return (max(theme.title.lineHeight, title), message)
    }

    /// The card's frame, centred in `canvas` and `presence` (0...1) of the way up from a little
    /// below, in canvas pixels; tall enough for the whole title and message when `typesetter`
    /// measures them.
    public func card(in canvas: Rect, presence: Double, theme: Theme, typesetter: Typesetter? = nil) -> Rect {
        let width = min(canvas.width - 2 * theme.spacing(5), theme.spacing(70))
        let text = textHeights(width: width, theme: theme, typesetter: typesetter)
        let height = theme.spacing(4) + text.title + theme.spacing(1) + text.message
            + theme.spacing(3) + theme.spacing(7) + theme.spacing(3)
        let drop = theme.spacing(6) * (1 - presence)
        return Rect(x: (canvas.center.x - width / 2).rounded(), y: (canvas.center.y - height / 2 + drop).rounded(),
                    width: width, height: height)
    }

    /// Dialog `id`'s widgets as `phase` shows it: its marker, title, message, Cancel and the
    /// confirm button, in focus order; the card grows to the whole title and message when
    /// `typesetter` measures them.
    public func widgets(_ id: WidgetID, in canvas: Rect, phase: LayerPhase, theme: Theme, typesetter: Typesetter? = nil) -> [Widget] {
        let card = card(in: canvas, presence: phase.presence, theme: theme, typesetter: typesetter)
        let text = textHeights(width: card.width, theme: theme, typesetter: typesetter)
        let cancelID = Self.cancelButton(of: id)
        let layer = Layer(style: .dialog, backdrop: canvas, presence: phase.presence, isClosing: !phase.isOpen,
                          closesOnBackdrop: false, defaultButton: cancelID, cancelButton: cancelID)
        let padding = theme.spacing(3)
        let inner = Rect(x: card.minX + padding, y: card.minY + theme.spacing(4), width: card.width - 2 * padding,
                         height: card.height - theme.spacing(4) - padding)
        let titleFrame = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: text.title)
        let messageFrame = Rect(x: inner.minX, y: titleFrame.maxY + theme.spacing(1), width: inner.width, height: text.message)
        let buttons = Rect(x: inner.minX, y: inner.maxY - theme.spacing(7), width: inner.width, height: theme.spacing(7))
            .columns(2, gap: theme.spacing(2))
        return [
            Widget(id, frame: card, kind: .layer(layer)),
            Widget(WidgetID("\(id.rawValue).title"), frame: titleFrame, kind: .label(title, style: .headline, alignment: .center)),
            Widget(WidgetID("\(id.rawValue).message"), frame: messageFrame,
                   kind: .label(message, style: .body, alignment: .center)),
            Widget(cancelID, frame: buttons[0], kind: .button(cancel, role: .secondary)),
            Widget(Self.confirmButton(of: id), frame: buttons[1], kind: .button(confirm, role: .destructive)),
        ]
    }
}
