import Engine

/// Short messages from the host (a screenshot saved, a pause), shown for a few seconds.
/// Host interface only: they live in real time and are no part of any scene's state.
struct Toasts {
    private var messages: [(text: String, until: UInt64)] = []
    /// How long a toast stays, in nanoseconds.
    static let lifetime: UInt64 = 3_000_000_000

    /// Shows `text` from `now` (monotonic nanoseconds).
    mutating func show(_ text: String, now: UInt64) {
        messages.append((text, now + Self.lifetime))
    }

    /// Draws the live toasts at the bottom of the canvas and forgets expired ones.
    mutating func draw(into list: inout DrawList, now: UInt64) {
        messages.removeAll { $0.until <= now }
        var bottom = list.canvasSize.y - 110
        let width = list.canvasSize.x - 60, size = 20.0
        for message in messages.reversed() {
            // DejaVu Sans averages about 0.55 em a character: enough to size the box.
            let lines = (Double(message.text.count) * size * 0.55 / (width - 20)).rounded(.up)
            let height = lines * size * 1.25 + 24
            bottom -= height + 10
            list.fillRect(Rect(x: 30, y: bottom, width: width, height: height), Color(r: 20, g: 22, b: 28, a: 225))
            list.text(TextItem(message.text, at: Vec2(list.canvasSize.x / 2, bottom + 12), size: size, color: .white,
                               alignment: .center, wrapWidth: width - 20))
        }
    }
}
