import Engine

/// Text set in lines: what to draw where, the block's size, caret positions and hit-testing.
///
/// Made by `Typesetter.layout(_:style:maxWidth:alignment:maxLines:)`. Positions are in canvas
/// pixels from the block's top-left and land on whole pixels. Indices count grapheme clusters
/// (Swift `Character`s) of `text`, the input in Unicode normalisation form C; a caret index runs
/// from 0 (before the first cluster) to `clusterCount` (after the last).
public struct TextLayout: Sendable, Equatable {
    /// The text laid out, in normalisation form C.
    public let text: String
    /// The weight, size and line height the text is set in.
    public let style: TextStyle
    /// The lines, top to bottom; at least one (an empty text has one empty line).
    public let lines: [TextLine]
    /// The width lines are aligned in: the maximum width asked for, or the widest line's.
    public let boxWidth: Double
    /// How many grapheme clusters `text` has.
    public let clusterCount: Int

    /// The widest line's width by the number of lines times the line height, in canvas pixels.
    public var size: Vec2 {
        Vec2(lines.map(\.width).max() ?? 0, Double(lines.count) * style.lineHeight)
    }

    /// Whether an ellipsis stands for text not shown.
    public var isTruncated: Bool { lines.last?.isTruncated ?? false }

    /// The caret before cluster `index` (clamped to 0...`clusterCount`). At a line that wraps, the
    /// index after the break stands at the start of the next line; an index an ellipsis hides
    /// stands before the ellipsis.
    public func caret(at index: Int) -> TextCaret {
        let index = min(max(index, 0), clusterCount)
        let number = lineNumber(of: index)
        let line = lines[number]
        let stop = min(max(index, line.range.lowerBound), line.range.upperBound) - line.range.lowerBound
        return TextCaret(x: line.x + line.caretStops[stop], top: line.top, height: style.lineHeight, line: number)
    }

    /// The caret index nearest `point`: on the line at its height (the first above the block, the
    /// last below it), the cluster boundary nearest its x.
    public func index(at point: Vec2) -> Int {
        let row = (point.y / style.lineHeight).rounded(.down)
        let number = row.isNaN || row < 0 ? 0 : row >= Double(lines.count - 1) ? lines.count - 1 : Int(row)
        let line = lines[number]
        let x = point.x.isNaN ? 0 : point.x - line.x
        let stops = line.caretStops
        // The first stop at or right of x, then whichever of it and the one before is nearer.
        var low = 0, high = stops.count - 1
        while low < high {
            let middle = (low + high) / 2
            if stops[middle] < x { low = middle + 1 } else { high = middle }
        }
        if low > 0, x - stops[low - 1] <= stops[low] - x { low -= 1 }
        return line.range.lowerBound + low
    }

    /// The line that holds caret `index`: the last line starting at or before it.
    private func lineNumber(of index: Int) -> Int {
        var low = 0, high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].range.lowerBound <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
