import Engine
import UI

/// Short messages from the host (a screenshot saved, a keyframe warning), each shown for a few
/// seconds as the kit's toast, newest nearest the anchor. Host interface only: they live in real
/// time and are no part of any scene's state.
package struct HostToasts {
    /// Where the toasts stack.
    package enum Anchor {
        /// Upwards from this canvas y, newest lowest.
        case bottom(Double)
        /// Downwards from this canvas y, newest highest.
        case top(Double)
    }

    private var messages: [(text: String, until: UInt64)] = []
    private let typesetter: Typesetter

    /// How long a toast stays, in nanoseconds.
    package static let lifetime: UInt64 = 3_000_000_000
    /// The space beside a toast and between two, in canvas pixels.
    package static let margin = 30.0, gap = 10.0
    /// The kit's look the toasts are drawn in.
    static let theme = Theme.standard

    /// No toasts yet; they are laid out by the process's typesetter.
    /// - Throws: `FontError` when a font file is missing.
    package init() throws(FontError) { typesetter = try Typesetter.shared() }

    /// Shows `text` from `now` (monotonic nanoseconds).
    package mutating func show(_ text: String, now: UInt64) {
        messages.append((text, now + Self.lifetime))
    }

    /// The live toasts' widgets at `now`, stacked from `anchor` across `canvasWidth`, each as
    /// tall as its whole message; forgets expired ones.
    package mutating func widgets(now: UInt64, anchor: Anchor, canvasWidth: Double) -> [Widget] {
        messages.removeAll { $0.until <= now }
        let width = canvasWidth - 2 * Self.margin, minimum = Self.theme.spacing(8)
        var edge: Double
        switch anchor { case .bottom(let y), .top(let y): edge = y }
        var widgets: [Widget] = []
        for (index, message) in messages.reversed().enumerated() {
            let layout = Toast.layout(message.text, width: width, theme: Self.theme, typesetter: typesetter)
            let height = Toast.pillSize(of: layout, frame: Rect(x: 0, y: 0, width: width, height: minimum), theme: Self.theme).y
            let top: Double
            switch anchor {
            case .bottom:
                top = edge - height
                edge = top - Self.gap
            case .top:
                top = edge
                edge += height + Self.gap
            }
            widgets.append(Widget(WidgetID("host.toast.\(index)"), frame: Rect(x: Self.margin, y: top, width: width, height: height),
                                  kind: .toast(message.text, opacity: 1)))
        }
        return widgets
    }

    /// Draws the live toasts at `now` from `anchor`, and forgets expired ones.
    package mutating func draw(into list: inout DrawList, now: UInt64, anchor: Anchor) {
        let shown = widgets(now: now, anchor: anchor, canvasWidth: list.canvasSize.x)
        guard !shown.isEmpty else { return }
        UITree(shown).draw(into: &list, state: UIState(), theme: Self.theme, typesetter: typesetter)
    }
}
