import Engine
import Foundation
import UI

/// Draws a share image's pieces into a draw list of the template's size: backgrounds, cards,
/// one-line labels, the category chip, the chillies, the brand and the roast's fitted words.
/// Each template's layout is in a file of its own (`SharePainter+Classic.swift`, …).
struct SharePainter {
    /// The picture so far.
    var list: DrawList
    let labels: ShareLabels
    let typesetter: Typesetter

    /// How faint the chillies above the spice level are (their alpha, 0…1).
    static let unlitChilli = 0.22
    /// One chilli, as a colour emoji.
    static let chilli = "\u{1F336}\u{FE0F}"
    /// The fire before the brand's name.
    static let fire = "\u{1F525}"

    init(size: Vec2, labels: ShareLabels, typesetter: Typesetter) {
        list = DrawList(canvasSize: size)
        self.labels = labels
        self.typesetter = typesetter
    }

    /// The whole picture, in pixels.
    var canvas: Rect { Rect(origin: .zero, size: list.canvasSize) }

    // MARK: - Surfaces

    /// Fills `rect` with a gradient from `top` to `bottom`.
    mutating func gradient(_ rect: Rect, top: Color, bottom: Color) {
        quad(rect, colors: [top, top, bottom, bottom])
    }

    /// Fills `rect` with a gradient from `from` at its top-left corner to `to` at its bottom-right.
    mutating func diagonalGradient(_ rect: Rect, from: Color, to: Color) {
        let middle = from.lerp(to: to, 0.5)
        quad(rect, colors: [from, middle, to, middle])
    }

    /// `rect` with vertex colours clockwise from its top-left corner.
    private mutating func quad(_ rect: Rect, colors: [Color]) {
        let corners = [rect.origin, Vec2(rect.maxX, rect.minY), Vec2(rect.maxX, rect.maxY), Vec2(rect.minX, rect.maxY)]
        list.mesh(Mesh(vertices: zip(corners, colors).map { MeshVertex(position: $0, color: $1) }, indices: [0, 1, 2, 0, 2, 3]))
    }

    /// A rounded card over a soft shadow `lift` pixels below it.
    mutating func card(_ rect: Rect, radius: Double, _ color: Color, lift: Double = 18) {
        for (spread, alpha) in [(12.0, 26), (6.0, 34), (0.0, 44)] as [(Double, UInt8)] {
            let shadow = Rect(origin: rect.origin + Vec2(0, lift), size: rect.size).insetBy(-spread)
            list.fillRoundedRect(shadow, radius: radius + spread, Color(hex: 0x000000, alpha: alpha))
        }
        list.fillRoundedRect(rect, radius: radius, color)
    }

    // MARK: - Words

    /// One line of `text` in `style` and `color`: its left edge, centre or right edge (by
    /// `alignment`) at `x`, its top at `top`. Returns where it went.
    @discardableResult
    mutating func line(_ text: String, style: TextStyle, _ color: Color, x: Double, top: Double,
                       alignment: TextAlignment = .left) -> Rect {
        let layout = typesetter.layout(text, style: style, maxLines: 1)
        let left = Self.left(of: layout.size.x, at: x, alignment)
        layout.draw(into: &list, at: Vec2(left, top), color: color)
        return Rect(x: left, y: top, width: layout.size.x, height: layout.size.y)
    }

    /// The roast's words in `color`, in the largest of `sizes` that fits `box`.
    mutating func words(in box: Rect, weight: FontWeight, sizes: ClosedRange<Int>, lineSpacing: Double = 1.25,
                        alignment: TextAlignment, _ color: Color) -> FittedText {
        let fitted = FittedText(labels.text, in: box, weight: weight, sizes: sizes, lineSpacing: lineSpacing,
                                alignment: alignment, typesetter: typesetter)
        fitted.draw(into: &list, color: color)
        return fitted
    }

    // MARK: - Badges

    /// The category's emoji and name on a pill `height` pixels high and at most `maxWidth` wide,
    /// its left edge, centre or right edge at `x` by `alignment`, its top at `top`: a long name is
    /// set smaller (down to 60 %) to fit, and only then cut short. Returns the pill.
    @discardableResult
    mutating func categoryChip(x: Double, top: Double, height: Double, maxWidth: Double, alignment: TextAlignment = .left,
                               fill: Color, text: Color, uppercased: Bool = false) -> Rect {
        let padding = (height * 0.5).rounded(), room = maxWidth - 2 * padding
        let label = labels.categoryEmoji + "  " + (uppercased ? labels.category.uppercased() : labels.category)
        let largest = Int((height * 0.42).rounded()), smallest = Int((Double(largest) * 0.6).rounded())
        var layout = typesetter.layout(label, style: Self.chipStyle(largest), maxLines: 1)
        for size in stride(from: largest - 1, through: smallest, by: -1) where layout.size.x > room {
            layout = typesetter.layout(label, style: Self.chipStyle(size), maxLines: 1)
        }
        if layout.size.x > room { layout = typesetter.layout(label, style: Self.chipStyle(smallest), maxWidth: room, maxLines: 1) }
        let width = layout.size.x + 2 * padding
        let pill = Rect(x: Self.left(of: width, at: x, alignment), y: top, width: width, height: height)
        list.fillRoundedRect(pill, radius: height / 2, fill)
        layout.draw(into: &list, at: Vec2(pill.minX + padding, (pill.center.y - layout.size.y / 2).rounded()), color: text)
        return pill
    }

    /// The category chip's words at `size` pixels.
    private static func chipStyle(_ size: Int) -> TextStyle {
        TextStyle(weight: .semibold, size: size, lineHeight: (Double(size) * 1.3).rounded())
    }

    /// Five chillies `size` pixels high, the first `spice` lit and the rest faint, their left
    /// edge, centre or right edge at `x` by `alignment`, their top at `top`. Returns their box.
    @discardableResult
    mutating func chillies(x: Double, top: Double, size: Int, alignment: TextAlignment = .left) -> Rect {
        let style = TextStyle(size: size, lineHeight: Double(size) * 1.2)
        let one = typesetter.layout(Self.chilli, style: style, maxLines: 1)
        let gap = (Double(size) * 0.12).rounded()
        let count = RoastSpice.range.upperBound
        let width = Double(count) * one.size.x + Double(count - 1) * gap
        let left = Self.left(of: width, at: x, alignment)
        for i in 0..<count {
            let lit = i < labels.spice
            one.draw(into: &list, at: Vec2(left + Double(i) * (one.size.x + gap), top),
                     color: Color.white.withAlpha(lit ? 1 : Self.unlitChilli))
        }
        return Rect(x: left, y: top, width: width, height: one.size.y)
    }

    /// The brand: a fire and the app's name in bold `size` pixels, its left edge, centre or right
    /// edge at `x`, its top at `top`. Returns where it went.
    @discardableResult
    mutating func brand(x: Double, top: Double, size: Int, alignment: TextAlignment = .left, _ color: Color) -> Rect {
        line(Self.fire + " " + labels.brand, style: TextStyle(weight: .bold, size: size, lineHeight: Double(size) * 1.25),
             color, x: x, top: top, alignment: alignment)
    }

    /// "made with Diorama" in `size` pixels.
    @discardableResult
    mutating func madeWith(x: Double, top: Double, size: Int, alignment: TextAlignment = .left, _ color: Color) -> Rect {
        line(labels.madeWith, style: TextStyle(size: size, lineHeight: Double(size) * 1.3), color, x: x, top: top, alignment: alignment)
    }

    /// The left edge of something `width` wide whose left edge, centre or right edge is at `x`.
    static func left(of width: Double, at x: Double, _ alignment: TextAlignment) -> Double {
        switch alignment {
        case .left: x.rounded()
        case .center: (x - width / 2).rounded()
        case .right: (x - width).rounded()
        }
    }
}
