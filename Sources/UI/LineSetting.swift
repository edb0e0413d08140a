import Engine

/// Breaks measured clusters into lines and places them: the work of `Typesetter.layout` once
/// every cluster is measured.
///
/// Lines break after spaces; a word wider than a line breaks between clusters; a newline always
/// breaks. Spaces at the end of a wrapped line hang past its width. Widths are whole pixels.
struct LineSetting {
    let clusters: [Character]
    let metrics: [ClusterMetrics]
    let style: TextStyle
    let ascent: Int, descent: Int
    let ellipsis: Int32
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
        while end > span.start, metrics[end - 1].kind != .glyph || Double(width + Int(ellipsis)) > limit {
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
        return clustersWidth + (span.truncated ? Int(ellipsis) : 0)
    }

    /// `span` placed: its runs (one per stretch of one face, spaces left out) and caret stops.
    private func line(_ span: Span, x: Double, top: Double, baseline: Double, width: Int) -> TextLine {
        var stops: [Double] = []
        stops.reserveCapacity(span.end - span.start + 1)
        var runs: [TextRun] = []
        var pen = 0
        for index in span.start..<span.end {
            stops.append(Double(pen))
            let measured = metrics[index]
            if measured.kind == .glyph {
                if runs.last?.face != measured.face {
                    runs.append(TextRun(face: measured.face, size: style.size, origin: Vec2(x + Double(pen), baseline),
                                        clusters: [], offsets: [], color: .white))
                }
                runs[runs.count - 1].clusters.append(clusters[index])
                runs[runs.count - 1].offsets.append(x + Double(pen) - runs[runs.count - 1].origin.x)
            }
            pen += Int(measured.advance)
        }
        stops.append(Double(pen))
        if span.truncated {
            let textFace = style.weight.face
            if runs.last?.face != textFace {
                runs.append(TextRun(face: textFace, size: style.size, origin: Vec2(x + Double(pen), baseline),
                                    clusters: [], offsets: [], color: .white))
            }
            runs[runs.count - 1].clusters.append(StyleMetrics.ellipsis)
            runs[runs.count - 1].offsets.append(x + Double(pen) - runs[runs.count - 1].origin.x)
        }
        return TextLine(range: span.start..<span.end, x: x, top: top, baseline: baseline, width: Double(width),
                        runs: runs, isTruncated: span.truncated, caretStops: stops)
    }
}
