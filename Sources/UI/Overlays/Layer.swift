import Engine

/// A sheet or dialog over the widgets before it in the tree: its marker widget (kind `.layer`)
/// starts the layer, the widgets after it (up to the next marker) are its contents. While it is
/// open only its contents take input, Tab stays among them and Esc dismisses it.
public struct Layer: Sendable, Hashable {
    /// How the layer is drawn: a sheet up from the bottom, or a centred card.
    public enum Style: Sendable, Hashable, CaseIterable {
        /// A panel up from the bottom, or a card in the middle.
        case sheet, dialog
    }

    /// Whether the layer is a sheet or a dialog.
    public var style: Style
    /// The area dimmed behind the layer (usually the whole canvas), in canvas pixels.
    public var backdrop: Rect
    /// How far the layer has come in, 0 (hidden) ... 1 (fully shown): the dim fades with it.
    public var presence: Double
    /// Whether the layer is going out: it is still drawn but takes no input and does not count
    /// as open.
    public var isClosing: Bool
    /// Whether a click on the backdrop dismisses it (a sheet), or does nothing (a question that
    /// needs an answer).
    public var closesOnBackdrop: Bool
    /// The button Enter activates while the layer is on top and the focus is not on a button.
    public var defaultButton: WidgetID?
    /// The button that dismisses the layer (a sheet's ×, a dialog's Cancel): activating it
    /// comes back as `.dismissed(layer)`, like Esc.
    public var cancelButton: WidgetID?

    /// Makes a layer of `style` over `backdrop` (canvas pixels), `presence` (0…1) of the way in.
    public init(style: Style, backdrop: Rect, presence: Double = 1, isClosing: Bool = false,
                closesOnBackdrop: Bool, defaultButton: WidgetID? = nil, cancelButton: WidgetID? = nil) {
        self.style = style; self.backdrop = backdrop; self.presence = presence; self.isClosing = isClosing
        self.closesOnBackdrop = closesOnBackdrop; self.defaultButton = defaultButton; self.cancelButton = cancelButton
    }
}
