import CSDL2
import Engine

/// Turns a game controller's accelerometer into tilt and shake events.
///
/// Readings arrive far faster than ticks; the latest is kept and handed out at most once a frame,
/// and only when it moved noticeably, so a resting controller adds nothing to a replay.
struct AccelerometerTilt {
    private var latest: Vec2?
    private var sent: Vec2?
    private var shake: Double = 0

    /// Standard gravity, in m/s².
    static let g = 9.80665
    /// The smallest change of tilt worth an event, in g.
    static let threshold = 0.02

    /// Feeds one accelerometer reading (SDL's controller axes, in m/s²).
    mutating func feed(x: Float, y: Float, z: Float) {
        // SDL's controller frame: x right, y up, z towards the player. "Down" on the canvas is
        // where gravity pulls: screen x follows the controller's x, screen y its negative y.
        let down = Vec2(Double(-x) / Self.g, Double(y) / Self.g)
        let magnitude = (Double(x * x + y * y + z * z)).squareRoot() / Self.g
        if magnitude > 2 { shake = max(shake, min(1, (magnitude - 2) / 2)) }
        latest = down
    }

    /// The events due this frame.
    mutating func drain() -> [InputEvent] {
        var events: [InputEvent] = []
        if let latest, sent.map({ ($0 - latest).length > Self.threshold }) ?? true {
            events.append(.tilt(latest))
            sent = latest
        }
        if shake > 0 {
            events.append(.shake(shake))
            shake = 0
        }
        return events
    }
}
