import Engine
@testable import UI

/// A small tree of every kind: a label, two buttons (one disabled), a switch, a segmented
/// control, a slider, a stepper and a rating, in that focus order.
func sampleTree(volume: Double = 50, copies: Double = 2, spice: Int = 1, period: Int = 0, wifi: Bool = false) -> UITree {
    UITree([
        Widget("heading", frame: Rect(x: 0, y: 0, width: 300, height: 40), kind: .label("Heading", style: .headline, alignment: .left)),
        Widget("ok", frame: Rect(x: 0, y: 100, width: 200, height: 64), kind: .button("OK", role: .primary)),
        Widget("off", frame: Rect(x: 300, y: 100, width: 200, height: 64), kind: .button("Off", role: .secondary), isEnabled: false),
        Widget("wifi", frame: Rect(x: 0, y: 200, width: 600, height: 56), kind: .toggle("Wi-Fi", isOn: wifi)),
        Widget("period", frame: Rect(x: 0, y: 300, width: 600, height: 56), kind: .segmented(["A", "B", "C"], selected: period)),
        Widget("volume", frame: Rect(x: 0, y: 400, width: 232, height: 48), kind: .slider(value: volume, range: 0...100, step: 5)),
        Widget("copies", frame: Rect(x: 0, y: 500, width: 192, height: 56), kind: .stepper(value: copies, range: 1...3, step: 1)),
        Widget("spice", frame: Rect(x: 0, y: 600, width: 180, height: 56), kind: .rating(value: spice, maximum: 3)),
        Widget("add", frame: Rect(x: 400, y: 600, width: 30, height: 30), kind: .iconButton(.plus, name: "Add", role: .secondary)),
    ], defaultButton: "ok")
}

/// A click at `point`: press and release there.
func click(_ point: Vec2) -> [InputEvent] { [.pointerDown(point, .primary), .pointerUp(point, .primary)] }
