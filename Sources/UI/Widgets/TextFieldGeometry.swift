import Engine

/// Where a text field's or editor's text, caret and selection stand on the canvas, shared by
/// input (hit-testing, the caret rectangle for the input method) and drawing so they agree.
///
/// A field keeps its one line at the left of its box and slides it left only as far as the
/// caret needs to stay in view; an editor wraps at its box's width and scrolls up only as far
/// as the caret's line needs. Both follow from the editing state alone.
struct TextFieldGeometry {
    /// The caret bar's width, in canvas pixels.
    static let caretWidth = 2.0

    /// The text shown (the composition in place) laid out in the theme's body style.
    let layout: TextLayout
    /// Where the layout's top-left lies, in canvas pixels (scrolling included).
    let origin: Vec2
    /// The box the text is clipped to, inside the frame's padding, in canvas pixels.
    let box: Rect

    init(frame: Rect, editing: TextEditingState, theme: Theme, typesetter: Typesetter) {
        let pad = theme.spacing(2)
        let style = theme.body
        if editing.isMultiline {
            box = Rect(x: frame.minX + pad, y: frame.minY + pad - 4, width: frame.width - 2 * pad,
                       height: frame.height - 2 * (pad - 4))
            layout = typesetter.layout(editing.displayText, style: style, maxWidth: box.width - Self.caretWidth)
            let caret = layout.caret(at: editing.displaySelection.caret)
            let scroll = max(0, caret.top + caret.height - box.height)
            origin = Vec2(box.minX, box.minY - scroll).rounded
        } else {
            box = Rect(x: frame.minX + pad, y: frame.minY + 2, width: frame.width - 2 * pad, height: frame.height - 4)
            layout = typesetter.layout(editing.displayText, style: style)
            let caret = layout.caret(at: editing.displaySelection.caret)
            let scroll = max(0, caret.x + Self.caretWidth - box.width)
            origin = Vec2(box.minX - scroll, frame.center.y - style.lineHeight / 2).rounded
        }
    }

    /// The caret bar before cluster `index` of the shown text, in canvas pixels.
    func caretRect(at index: Int) -> Rect {
        let caret = layout.caret(at: index)
        return Rect(x: origin.x + caret.x - Self.caretWidth / 2, y: origin.y + caret.top,
                    width: Self.caretWidth, height: caret.height)
    }

    /// The caret index nearest canvas point `point`.
    func index(at point: Vec2) -> Int { layout.index(at: point - origin) }

    /// The rectangles that highlight clusters `range` of the shown text, one a line, in canvas
    /// pixels (a line break selected shows as a sliver at its line's end).
    func highlight(_ range: Range<Int>) -> [Rect] {
        guard !range.isEmpty else { return [] }
        let first = layout.caret(at: range.lowerBound), last = layout.caret(at: range.upperBound)
        var rects: [Rect] = []
        for number in first.line...last.line {
            let line = layout.lines[number]
            let start = number == first.line ? first.x : line.x
            let end = number == last.line ? last.x : line.x + (line.caretStops.last ?? 0) + 8
            rects.append(Rect(x: origin.x + start, y: origin.y + line.top, width: max(end - start, 0),
                              height: layout.style.lineHeight))
        }
        return rects
    }
}

extension Widget {
    /// The text a text field or editor edits; nil for other widgets.
    var editing: TextEditingState? {
        switch kind {
        case .textField(let editing, _, _), .textEditor(let editing, _): editing
        default: nil
        }
    }
}

private extension Vec2 {
    /// Both coordinates rounded to whole pixels.
    var rounded: Vec2 { Vec2(x.rounded(), y.rounded()) }
}
