import Engine
import Foundation

/// What a sample photo's food sits on: opaque everywhere, as a camera would see it.
enum PhotoBackdrop {
    /// One flat colour, the easy case for lifting a subject off its background.
    case plain(Paint)
    /// A gingham tablecloth seen at an angle and out of focus: soft checks of `check` on `cloth`,
    /// `period` pixels apart at the bottom edge (smaller further away), lit from the top left.
    case tablecloth(cloth: Paint, check: Paint, period: Double)

    /// The backdrop as an opaque `width × height` picture.
    func image(width: Int, height: Int) -> Image {
        var canvas = Canvas(width: width, height: height)
        canvas.paint(in: canvas.bounds) { x, y in color(x: x, y: y, width: Double(width), height: Double(height)) }
        return canvas.image()
    }

    private func color(x: Double, y: Double, width: Double, height: Double) -> Paint {
        switch self {
        case .plain(let paint):
            return Paint(r: paint.r, g: paint.g, b: paint.b)
        case .tablecloth(let cloth, let check, let period):
            // Perspective: the far (top) edge is seen about 1.8× smaller than the near edge.
            let near = 0.55 + 0.45 * y / height
            let u = (x - width / 2) / near / period
            let v = height / 0.45 * log(near) / period
            // Out of focus, more so far away: soft stripes rather than hard squares.
            let sharpness = 0.7 + 1.1 * y / height
            func stripe(_ t: Double) -> Double { 0.5 + 0.5 * tanh(sharpness * sin(2 * .pi * t)) }
            let weave = (stripe(u) + stripe(v)) / 2
            var paint = cloth.mixed(with: check, 0.85 * weave)
            // Light from the top left, a little vignetting.
            let lx = x / width, ly = y / height
            let light = 1.04 - 0.16 * ((lx * lx + ly * ly) / 2).squareRoot()
            let dx = lx - 0.5, dy = ly - 0.5
            let vignette = 1 - 0.18 * (dx * dx + dy * dy) * 2
            let k = light * vignette
            paint = Paint(r: min(1, paint.r * k), g: min(1, paint.g * k), b: min(1, paint.b * k))
            return paint
        }
    }
}
