import Engine
import UI

/// Text set in the largest type that fits a box: wrapped at the box's width, never clipped,
/// never cut short with "…", centred in the box's height.
struct FittedText: Sendable {
    /// The box the text must stay inside, in canvas pixels.
    let box: Rect
    /// The text as set.
    let layout: TextLayout
    /// Where the layout's top-left goes, in canvas pixels.
    let origin: Vec2
    /// The sizes it was fitted among, in canvas pixels, and the line spacing (times the size).
    let sizes: ClosedRange<Int>, lineSpacing: Double

    /// The type size it is set in, in canvas pixels.
    var size: Int { layout.style.size }

    /// The laid-out lines' extent (each line from its aligned left edge to its width), in canvas
    /// pixels.
    var frame: Rect {
        let left = layout.lines.map(\.x).min() ?? 0
        let right = layout.lines.map { $0.x + $0.width }.max() ?? 0
        return Rect(x: origin.x + left, y: origin.y, width: right - left, height: layout.size.y)
    }

    /// `text` in `weight`, lines `lineSpacing` times the size apart, aligned by `alignment`, at
    /// the largest size of `sizes` whose layout fits `box` (`fits(_:in:)`); the smallest size when
    /// none does (`sizes` should reach down far enough for the longest text allowed).
    init(_ text: String, in box: Rect, weight: FontWeight, sizes: ClosedRange<Int>, lineSpacing: Double,
         alignment: TextAlignment, typesetter: Typesetter) {
        var chosen: TextLayout?
        // From the top down, so the first that fits is the largest, whether or not fitting is
        // monotonic in the size (wrapping can make a size fit that a smaller one does not).
        for size in sizes.reversed() {
            let layout = typesetter.layout(text, style: Self.style(size: size, weight: weight, lineSpacing: lineSpacing),
                                           maxWidth: box.width, alignment: alignment)
            chosen = layout
            if Self.fits(layout, in: box) { break }
        }
        self.box = box
        self.sizes = sizes
        self.lineSpacing = lineSpacing
        self.layout = chosen!
        origin = Vec2(box.minX, (box.minY + (box.height - chosen!.size.y) / 2).rounded(.down))
    }

    /// The style of `size` px in `weight`, lines `lineSpacing` times the size apart.
    static func style(size: Int, weight: FontWeight, lineSpacing: Double) -> TextStyle {
        TextStyle(weight: weight, size: size, lineHeight: (Double(size) * lineSpacing).rounded())
    }

    /// Whether `layout` (set at `box`'s width) fits in `box`: every line within its width, the
    /// lines within its height, and nothing cut short.
    static func fits(_ layout: TextLayout, in box: Rect) -> Bool {
        !layout.isTruncated && layout.size.y <= box.height
            && layout.lines.allSatisfy { $0.x >= 0 && $0.x + $0.width <= box.width }
    }

    /// Adds the text to `list` in `color`.
    func draw(into list: inout DrawList, color: Color) {
        layout.draw(into: &list, at: origin, color: color)
    }
}
