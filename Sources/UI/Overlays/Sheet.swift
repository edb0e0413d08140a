import Engine

/// A panel that slides up from the bottom over a dimmed backdrop, with a title, a × button and
/// the scene's widgets: builds the widgets of one sheet layer. Esc, the × and a click on the
/// backdrop all come back as `.dismissed(id)`.
public struct Sheet: Sendable, Hashable {
    /// The headline at the top of the panel, left of the × button.
    public var title: String
    /// The panel's height when fully in, in canvas pixels.
    public var height: Double

    /// Makes a sheet titled `title`, `height` canvas pixels tall when fully in.
    public init(title: String, height: Double) { self.title = title; self.height = height }

    /// The × button of sheet `id`.
    public static func closeButton(of id: WidgetID) -> WidgetID { WidgetID("\(id.rawValue).close") }

    /// The panel at the bottom of `canvas`, `presence` (0...1) of the way in.
    public func panel(in canvas: Rect, presence: Double) -> Rect {
        Rect(x: canvas.minX, y: (canvas.maxY - height * presence).rounded(), width: canvas.width, height: height)
    }

    /// Sheet `id`'s widgets as `phase` shows it: its marker, its title, what `content` adds
    /// (laid out in the column it is given, under the title) and the × button, in focus order.
    /// `defaultButton` is what Enter activates in it.
    public func widgets(_ id: WidgetID, in canvas: Rect, phase: LayerPhase, theme: Theme,
                        defaultButton: WidgetID? = nil, content: (inout VerticalStack) -> [Widget]) -> [Widget] {
        let panel = panel(in: canvas, presence: phase.presence)
        let close = Self.closeButton(of: id)
        let layer = Layer(style: .sheet, backdrop: canvas, presence: phase.presence, isClosing: !phase.isOpen,
                          closesOnBackdrop: true, defaultButton: defaultButton, cancelButton: close)
        let margin = theme.spacing(5), buttonSize = theme.spacing(7)
        let titleRow = Rect(x: panel.minX + margin, y: panel.minY + theme.spacing(4),
                            width: panel.width - 2 * margin, height: buttonSize)
        var widgets = [
            Widget(id, frame: panel, kind: .layer(layer)),
            Widget(WidgetID("\(id.rawValue).title"), frame: titleRow.slice(from: 0, width: titleRow.width - buttonSize),
                   kind: .label(title, style: .headline, alignment: .left)),
        ]
        var stack = VerticalStack(x: titleRow.minX, top: titleRow.maxY + theme.spacing(2), width: titleRow.width, theme: theme)
        widgets += content(&stack)
        widgets.append(Widget(close, frame: titleRow.slice(from: titleRow.width - buttonSize, width: buttonSize),
                              kind: .iconButton(.close, name: UIStrings.close, role: .secondary)))
        return widgets
    }

    /// Sheet `id`'s widgets as `phase` shows it, `content` laid out in the panel under the title
    /// (its flexible children sharing the height down to the panel's margin), its text measured
    /// by `typesetter`; see `widgets(_:in:phase:theme:defaultButton:content:)`.
    public func widgets(_ id: WidgetID, in canvas: Rect, phase: LayerPhase, theme: Theme, typesetter: Typesetter,
                        defaultButton: WidgetID? = nil, content: Stack) -> [Widget] {
        let bottom = panel(in: canvas, presence: phase.presence).maxY - theme.spacing(5)
        return widgets(id, in: canvas, phase: phase, theme: theme, defaultButton: defaultButton) { stack in
            content.widgets(in: Rect(x: stack.x, y: stack.y, width: stack.width, height: max(0, bottom - stack.y)),
                            theme: theme, typesetter: typesetter)
        }
    }
}
