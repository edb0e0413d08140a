import Engine

/// What the user did to a widget, for the scene to apply to its own state.
public enum UIAction: Sendable, Hashable, Codable {
    /// A button was activated (a click, Enter or Space).
    case tapped(WidgetID)
    /// A switch was turned on or off.
    case toggled(WidgetID, Bool)
    /// A segmented control's option at this index was chosen.
    case selected(WidgetID, Int)
    /// A slider, stepper or rating took this value (already clamped to its range and step).
    case valueChanged(WidgetID, Double)
    /// The keyboard focus moved to this widget (nil: to none).
    case focused(WidgetID?)
    /// A text field's or editor's text, caret, selection or composition changed to this.
    case edited(WidgetID, TextEditingState)
    /// Enter was pressed in a single-line text field and the tree has no default button.
    case submitted(WidgetID)
    /// The sheet or dialog layer with this marker was dismissed: by Esc, its cancel button or a
    /// click on its backdrop. The scene closes it.
    case dismissed(WidgetID)
    /// A list's row or a grid's tile (its index through the whole list) was activated: a click,
    /// Enter or Space.
    case activated(WidgetID, Int)

    /// The widget the action is about.
    public var id: WidgetID? {
        switch self {
        case .tapped(let id), .toggled(let id, _), .selected(let id, _), .valueChanged(let id, _), .activated(let id, _): id
        case .focused(let id): id
        case .edited(let id, _), .submitted(let id): id
        case .dismissed(let id): id
        }
    }
}

extension UIAction: StateHashable {
    /// Feeds the action's kind, its widget and its value into `hasher`.
    public func hash(into hasher: inout StateHasher) {
        switch self {
        case .tapped(let id): hasher.combine(0); id.hash(into: &hasher)
        case .toggled(let id, let isOn): hasher.combine(1); id.hash(into: &hasher); hasher.combine(isOn)
        case .selected(let id, let index): hasher.combine(2); id.hash(into: &hasher); hasher.combine(index)
        case .valueChanged(let id, let value): hasher.combine(3); id.hash(into: &hasher); hasher.combine(value)
        case .focused(let id):
            hasher.combine(4); hasher.combine(id != nil)
            id?.hash(into: &hasher)
        case .edited(let id, let editing): hasher.combine(5); id.hash(into: &hasher); editing.hash(into: &hasher)
        case .submitted(let id): hasher.combine(6); id.hash(into: &hasher)
        case .dismissed(let id): hasher.combine(7); id.hash(into: &hasher)
        case .activated(let id, let index): hasher.combine(8); id.hash(into: &hasher); hasher.combine(index)
        }
    }

    /// The action as scripts and probes spell it: "tapped save", "toggled wifi true",
    /// "selected period 2", "valueChanged volume 45.0", "focused save", "edited name", "submitted name",
    /// "dismissed sheet", "activated years 12".
    public var probeText: String {
        switch self {
        case .tapped(let id): "tapped \(id)"
        case .toggled(let id, let isOn): "toggled \(id) \(isOn)"
        case .selected(let id, let index): "selected \(id) \(index)"
        case .valueChanged(let id, let value): "valueChanged \(id) \(value)"
        case .focused(let id): "focused \(id?.rawValue ?? "")"
        case .edited(let id, _): "edited \(id)"
        case .submitted(let id): "submitted \(id)"
        case .dismissed(let id): "dismissed \(id)"
        case .activated(let id, let index): "activated \(id) \(index)"
        }
    }
}
