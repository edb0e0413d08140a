import Engine
import Foundation

/// A Showcase picture open full size: which share, how far zoomed in and how far panned.
///
/// The picture is fitted to the viewer's frame, scaled about the frame's centre by `zoom`, then
/// moved by `pan`. Both are simulated state, so they depend only on input, never on the picture
/// (decoded off the ticks): the pan is bounded by the frame, not by the picture's shape.
struct ShowcaseViewer: Codable, Sendable, Hashable {
    /// The share shown (its `ShowcaseItem.base`).
    var base: String
    /// 1 shows the whole picture; up to `maxZoom`.
    var zoom = 1.0
    /// How far the picture is moved from the frame's centre, in canvas pixels.
    var pan = Vec2.zero
    /// Where the pointer dragging the picture was last, in canvas pixels; nil when none drags.
    var dragPoint: Vec2?

    /// The most a picture is magnified over its fitted size.
    static let maxZoom = 8.0
    /// How much one zoom step (a button, a key, a wheel notch) magnifies.
    static let zoomStep = 1.5

    /// Zooms by `steps` steps (negative: out) about the frame's centre, keeping the pan in bounds.
    mutating func zoom(by steps: Double, frame: Rect) {
        let zoomed = min(max(1, zoom * pow(Self.zoomStep, steps)), Self.maxZoom)
        pan = pan * (zoomed / zoom)
        zoom = zoomed
        pan = clamped(pan, frame: frame)
    }

    /// Moves the picture by `delta` canvas pixels, within bounds.
    mutating func move(by delta: Vec2, frame: Rect) { pan = clamped(pan + delta, frame: frame) }

    /// `pan` kept so the zoomed picture's fitted box still covers the frame's centre.
    private func clamped(_ pan: Vec2, frame: Rect) -> Vec2 {
        let limit = frame.size * ((zoom - 1) / 2)
        return Vec2(min(max(pan.x, -limit.x), limit.x), min(max(pan.y, -limit.y), limit.y))
    }

    /// Where a picture of `size` pixels is drawn in `frame`, in canvas pixels.
    func box(for size: Vec2, in frame: Rect) -> Rect {
        let fit = min(frame.width / max(size.x, 1), frame.height / max(size.y, 1)) * zoom
        return Rect(center: frame.center + pan, size: size * fit)
    }
}
