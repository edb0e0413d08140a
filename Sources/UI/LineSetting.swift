import Engine

/// Breaks measured clusters into lines and places them: the work of `Typesetter.layout` once
/// every cluster is measured.
///
/// Lines break after spaces; a word wider than a line breaks between clusters; a newline always
/// breaks. Spaces at the end of a wrapped line hang past its width. Widths are whole pixels.
struct LineSetting {
    let clusters: [Character]
    let metrics: [ClusterMetrics]
    /// The clusters' glyphs, each cluster's at `metrics[i].glyphs`.
    let glyphs: [PlacedGlyph]
    let style: TextStyle
    let ascent: Int, descent: Int
    /// The ellipsis, shaped in the style's face.
    let ellipsis: ShapedWord
    let maxWidth: Double?
    let alignment: TextAlignment
    let maxLines: Int?

    /// A line before placing: clusters `start..<end`, and whether text follows that it hides.
    private struct Span {
        var start: Int, end: Int
        var truncated = false
    }

    func layout(text: String) -> TextLayout {
        var spans = breakLines()
        if let maxLines, spans.count > maxLines {
            spans.removeLast(spans.count - maxLines)
            spans[maxLines - 1] = truncate(spans[maxLines - 1])
        }
        let widths = spans.map { width(of: $0) }
        let box = maxWidth ?? Double(widths.max() ?? 0)
        let share = switch alignment {
        case .left: 0.0
        case .center: 0.5
        case .right: 1.0
        }
        // The baseline sits where the face's ascent and descent are centred in the line.
        let lead = ((style.lineHeight - Double(ascent + descent)) / 2).rounded(.down)
        var lines: [TextLine] = []
        lines.reserveCapacity(spans.count)
        for (number, span) in spans.enumerated() {
            let top = (Double(number) * style.lineHeight).rounded(.down)
            let x = ((box - Double(widths[number])) * share).rounded(.down)
            lines.append(line(span, x: x, top: top, baseline: top + lead + Double(ascent), width: widths[number]))
        }
        return TextLayout(text: text, style: style, lines: lines, boxWidth: box, clusterCount: clusters.count)
    }

    /// The lines as cluster ranges, greedily filled.
    private func breakLines() -> [Span] {
        var spans: [Span] = []
        let limit = maxWidth ?? .infinity
        var start = 0, pen = 0, index = 0
        let count = clusters.count
        while index < count {
            switch metrics[index].kind {
            case .newline:
                spans.append(Span(start: start, end: index))
                index += 1
                start = index
                pen = 0
                continue
            case .space:
                pen += Int(metrics[index].advance)
                index += 1
                continue
            case .glyph:
                break
            }
            var end = index, word = 0
            while end < count, metrics[end].kind == .glyph {
                word += Int(metrics[end].advance)
                end += 1
            }
            if Double(pen + word) <= limit {
                pen += word
                index = end
            } else if start < index {
                spans.append(Span(start: start, end: index))
                start = index
                pen = 0
            } else {
                // A word wider than the line: as many clusters as fit, at least one.
                var fit = index + 1, used = Int(metrics[index].advance)
                while fit < end, Double(used + Int(metrics[fit].advance)) <= limit {
                    used += Int(metrics[fit].advance)
                    fit += 1
                }
                if fit == end {
                    // The whole word, forced onto a line too narrow for its one cluster.
                    pen = used
                    index = end
                    continue
                }
                spans.append(Span(start: start, end: fit))
                start = fit
                index = fit
                pen = 0
            }
        }
        spans.append(Span(start: start, end: count))
        return spans
    }

    /// `span` shortened until it and an ellipsis fit, its trailing spaces dropped.
    private func truncate(_ span: Span) -> Span {
        var end = span.end
        var width = (span.start..<end).reduce(0) { $0 + Int(metrics[$1].advance) }
        let limit = maxWidth ?? .infinity
        while end > span.start, metrics[end - 1].kind != .glyph || Double(width + Int(ellipsisAdvance)) > limit {
            end -= 1
            width -= Int(metrics[end].advance)
        }
        return Span(start: span.start, end: end, truncated: true)
    }

    /// The advance width of `span`'s clusters without trailing spaces, and of its ellipsis.
    private func width(of span: Span) -> Int {
        var end = span.end
        while end > span.start, metrics[end - 1].kind != .glyph { end -= 1 }
        let clustersWidth = (span.start..<end).reduce(0) { $0 + Int(metrics[$1].advance) }
        return clustersWidth + (span.truncated ? Int(ellipsisAdvance) : 0)
    }

    /// The ellipsis's advance, in whole pixels.
    private var ellipsisAdvance: Int32 { ellipsis.advances.reduce(0, +) }

    /// `span` placed: its runs (one per stretch of one face, spaces left out) and caret stops.
    private func line(_ span: Span, x: Double, top: Double, baseline: Double, width: Int) -> TextLine {
        var stops: [Double] = []
        stops.reserveCapacity(span.end - span.start + 1)
        var runs: [TextRun] = []
        var pen = 0
        /// Adds `cluster` and `placed` glyphs at the pen to the last run, first starting a run of
        /// `face` when the last is of another.
        func add(_ cluster: Character, _ placed: some Sequence<PlacedGlyph>, face: TextFace) {
            let penX = x + Double(pen)
            if runs.last?.face != face {
                runs.append(TextRun(face: face, size: style.size, origin: Vec2(penX, baseline), clusters: [], glyphs: [], offsets: [],
                                    color: .white))
            }
            let last = runs.count - 1
            runs[last].clusters.append(cluster)
            for glyph in placed {
                runs[last].glyphs.append(glyph.id)
                runs[last].offsets.append(Vec2(penX - runs[last].origin.x + Double(glyph.x), Double(glyph.y)))
            }
        }
        for index in span.start..<span.end {
            stops.append(Double(pen))
            let measured = metrics[index]
            if measured.kind == .glyph { add(clusters[index], glyphs[measured.glyphs], face: measured.face) }
            pen += Int(measured.advance)
        }
        stops.append(Double(pen))
        if span.truncated { add(StyleMetrics.ellipsisCharacter, ellipsis.glyphs, face: style.weight.face) }
        return TextLine(range: span.start..<span.end, x: x, top: top, baseline: baseline, width: Double(width),
                        runs: runs, isTruncated: span.truncated, caretStops: stops)
    }
}
