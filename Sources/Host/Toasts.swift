import Engine
import UI

/// Short messages from the host (a screenshot saved, a pause), shown for a few seconds, each in
/// a box sized to its wrapped text. Host interface only: they live in real time and are no part
/// of any scene's state.
package struct Toasts {
    /// Where the toasts stack.
    package enum Anchor {
        /// Upwards from this canvas y, newest lowest.
        case bottom(Double)
        /// Downwards from this canvas y, newest highest.
        case top(Double)
    }

    private var messages: [(text: String, until: UInt64)] = []

    package init() {}

    /// How long a toast stays, in nanoseconds.
    package static let lifetime: UInt64 = 3_000_000_000
    /// The text size, in canvas pixels.
    package static let textSize = 20.0
    /// The space around a toast box and between two, in canvas pixels.
    package static let margin = 30.0, gap = 10.0
    private static let background = Color(r: 20, g: 22, b: 28, a: 225)

    /// Shows `text` from `now` (monotonic nanoseconds).
    package mutating func show(_ text: String, now: UInt64) {
        messages.append((text, now + Self.lifetime))
    }

    /// Draws the live toasts centred from `anchor`, measured by `measure`, and forgets expired ones.
    package mutating func draw(into list: inout DrawList, now: UInt64, anchor: Anchor, measure: some TextMeasuring) {
        messages.removeAll { $0.until <= now }
        let maxWidth = list.canvasSize.x - 2 * Self.margin
        var edge: Double
        switch anchor { case .bottom(let y), .top(let y): edge = y }
        for message in messages.reversed() {
            let layout = ToastLayout(message.text, size: Self.textSize, maxWidth: maxWidth, measure: measure)
            let top: Double
            switch anchor {
            case .bottom:
                top = edge - layout.height
                edge = top - Self.gap
            case .top:
                top = edge
                edge += layout.height + Self.gap
            }
            let center = list.canvasSize.x / 2
            list.fillRect(Rect(x: center - layout.width / 2, y: top, width: layout.width, height: layout.height), Self.background)
            list.text(layout.lines.joined(separator: "\n"), at: Vec2(center, top + ToastLayout.padding), size: Self.textSize,
                      color: .white, alignment: .center)
        }
    }
}
