import Engine

extension TextEditingState {
    /// Moves the caret by `motion`, or with `extending` (Shift) moves only the caret end of the
    /// selection. `layout`, the text laid out, gives the lines that Home, End, Up and Down go
    /// by; without it (or when it lays out other text) they go by the line breaks, and Up and
    /// Down keep to a column of clusters rather than an x.
    public mutating func move(_ motion: TextMotion, extending: Bool = false, layout: TextLayout? = nil) {
        let layout = layout.flatMap { $0.text == text ? $0 : nil }
        let caret = selection.caret, range = selection.range
        let collapses = !extending && !selection.isEmpty
        var keptX: Double?
        let target: Int
        switch motion {
        case .left: target = collapses ? range.lowerBound : caret - 1
        case .right: target = collapses ? range.upperBound : caret + 1
        case .wordLeft: target = wordStart(before: collapses ? range.lowerBound : caret)
        case .wordRight: target = wordEnd(after: collapses ? range.upperBound : caret)
        case .lineStart: target = layout.map { $0.lines[$0.caret(at: caret).line].range.lowerBound } ?? lineStart(of: caret)
        case .lineEnd: target = layout.map { $0.lines[$0.caret(at: caret).line].range.upperBound } ?? lineEnd(of: caret)
        case .documentStart: target = 0
        case .documentEnd: target = clusterCount
        case .up, .down:
            let step = motion == .up ? -1 : 1
            (target, keptX) = layout.map { vertical(step, in: $0) } ?? vertical(step)
        }
        placeCaret(at: target, extending: extending)
        preferredX = keptX
    }

    /// The caret index a line up (`step` -1) or down (1) in `layout`, and the x kept to (none
    /// past the first or last line, which go to the text's ends).
    private func vertical(_ step: Int, in layout: TextLayout) -> (Int, Double?) {
        let caret = layout.caret(at: selection.caret)
        let x = preferredX ?? caret.x
        let number = caret.line + step
        guard number >= 0 else { return (0, nil) }
        guard number < layout.lines.count else { return (clusterCount, nil) }
        return (layout.index(at: Vec2(x, layout.lines[number].top + layout.style.lineHeight / 2)), x)
    }

    /// The caret index a logical line up (`step` -1) or down (1), and the column of clusters
    /// kept to (none past the first or last line).
    private func vertical(_ step: Int) -> (Int, Double?) {
        let caret = selection.caret, start = lineStart(of: caret)
        let column = preferredX ?? Double(caret - start)
        if step < 0 {
            guard start > 0 else { return (0, nil) }
            return (min(lineStart(of: start - 1) + Int(column), start - 1), column)
        }
        let end = lineEnd(of: caret)
        guard end < clusterCount else { return (clusterCount, nil) }
        return (min(end + 1 + Int(column), lineEnd(of: end + 1)), column)
    }
}
