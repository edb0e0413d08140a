import Engine

/// A line chart of probes over ticks: round-numbered axes with their labels, a grid, a line a
/// series in its own colour and a legend naming each. A value type that draws into a `DrawList`,
/// so a PNG written headless and a panel in a window are the same picture.
///
/// Every label is measured with the typesetter it is drawn with: tick labels are spaced so
/// none overlaps its neighbour, whatever language or font size sets them, and a legend name too
/// long for its row ends in "…".
public struct ProbeChart: Sendable {
    /// One probe's values: its name in the legend and its points, in tick order.
    public struct Series: Sendable {
        /// The probe's name, shown in the legend.
        public var name: String
        /// The tick and value of each sample, ticks ascending; values that are not finite are
        /// left out of the line.
        public var points: [(tick: UInt64, value: Double)]

        /// A series named `name` of `points`.
        public init(name: String, points: [(tick: UInt64, value: Double)]) {
            self.name = name
            self.points = points
        }
    }

    /// The series, drawn in order (later ones on top) and listed in the legend in order.
    public var series: [Series]
    /// The ticks the tick axis spans at least (a replay's whole length, say), besides the
    /// samples' own.
    public var tickRange: ClosedRange<UInt64>?
    /// The colours of the background, grid, axes and labels.
    public var palette: Palette
    /// The size of tick labels and legend names, in canvas pixels.
    public var textSize: Double

    /// A chart of `series` over at least `tickRange`, in `palette`'s colours.
    public init(series: [Series], tickRange: ClosedRange<UInt64>? = nil, palette: Palette = .dark, textSize: Double = 18) {
        self.series = series
        self.tickRange = tickRange
        self.palette = palette
        self.textSize = textSize
    }

    /// The colours series take in turn: distinct from each other on the dark background and for
    /// the common kinds of colour blindness (Okabe and Ito's set, brightened).
    public static let seriesColors: [Color] = [
        Color(hex: 0x56B4E9), Color(hex: 0xE69F00), Color(hex: 0x2EC4A0), Color(hex: 0xF0E442),
        Color(hex: 0xFF7F66), Color(hex: 0xCC79A7), Color(hex: 0x8FA8FF), Color(hex: 0xD8D8D8),
    ]

    /// The colour of the series at `index`.
    public static func color(ofSeries index: Int) -> Color { seriesColors[index % seriesColors.count] }

    /// Where the parts of the chart go in a frame, and the axes they show.
    public struct Layout: Sendable {
        /// The area the lines are drawn in.
        public var plot: Rect
        /// The tick axis (horizontal).
        public var ticks: ChartAxis
        /// The value axis (vertical).
        public var values: ChartAxis
        /// The legend's entries: each series's colour swatch and its name, laid out.
        public var legend: [(swatch: Rect, name: TextLayout, origin: Vec2)]
        /// The tick axis's labels, laid out, with their top-left corners.
        public var tickLabels: [(text: TextLayout, origin: Vec2)]
        /// The value axis's labels, laid out, with their top-left corners.
        public var valueLabels: [(text: TextLayout, origin: Vec2)]
        /// The tick axis's title under its labels.
        public var tickTitle: (text: TextLayout, origin: Vec2)
    }

    private static let padding = 16.0, gap = 8.0, swatchSize = 14.0

    /// The finite samples of every series.
    private var finitePoints: [(tick: UInt64, value: Double)] { series.flatMap { $0.points.filter { $0.value.isFinite } } }

    /// Lays the chart out in `frame` (canvas pixels) with `typesetter`'s measurements.
    public func layout(in frame: Rect, typesetter: Typesetter) -> Layout {
        let style = TextStyle.sized(textSize)
        let inner = Rect(x: frame.minX + Self.padding, y: frame.minY + Self.padding,
                         width: max(1, frame.width - 2 * Self.padding), height: max(1, frame.height - 2 * Self.padding))

        // The legend: entries left to right, onto a new row when one would pass the right edge.
        var legend: [(swatch: Rect, name: TextLayout, origin: Vec2)] = []
        var x = inner.minX, y = inner.minY
        for entry in series {
            let room = inner.width - Self.swatchSize - Self.gap
            let name = typesetter.layout(entry.name, style: style, maxWidth: max(1, room), maxLines: 1)
            let width = Self.swatchSize + Self.gap + name.size.x
            if x > inner.minX, x + width > inner.maxX {
                x = inner.minX
                y += style.lineHeight
            }
            let swatch = Rect(x: x, y: y + (style.lineHeight - Self.swatchSize) / 2, width: Self.swatchSize, height: Self.swatchSize)
            legend.append((swatch, name, Vec2(x + Self.swatchSize + Self.gap, y)))
            x += width + 2 * Self.padding
        }
        let legendBottom = series.isEmpty ? inner.minY : y + style.lineHeight + Self.gap

        // The value axis: as many steps as fit one label above another with a line between.
        let points = finitePoints
        let values = points.map(\.value)
        let valueRange = (values.min() ?? 0)...(values.max() ?? 0)
        let tickTitle = typesetter.layout(UIStrings.chartTickAxis, style: style)
        let plotTop = legendBottom + style.lineHeight / 2
        let plotBottom = inner.maxY - style.lineHeight - Self.gap / 2 - tickTitle.size.y
        let plotHeight = max(1, plotBottom - plotTop)
        let valueAxis = ChartAxis(covering: valueRange, maxTicks: max(1, Int(plotHeight / (2 * style.lineHeight))))
        let valueTexts = valueAxis.ticks.map { typesetter.layout(valueAxis.label($0), style: style) }
        let labelWidth = valueTexts.map(\.size.x).max() ?? 0

        // The tick axis's span; the last tick's label is centred on the plot's right edge, so
        // half of it is kept free there.
        let ticks = points.map(\.tick)
        let first = min(ticks.min() ?? 0, tickRange?.lowerBound ?? .max), last = max(ticks.max() ?? 0, tickRange?.upperBound ?? 0)
        let tickSpan = Double(min(first, last))...Double(last)
        let lastLabel = typesetter.layout(String(last), style: style)
        let plot = Rect(x: inner.minX + labelWidth + Self.gap, y: plotTop,
                        width: max(1, inner.width - labelWidth - Self.gap - lastLabel.size.x / 2), height: plotHeight)
        let valueLabels = zip(valueAxis.ticks, valueTexts).map { value, text in
            (text, Vec2(plot.minX - Self.gap - text.size.x, plot.maxY - valueAxis.fraction(of: value) * plot.height - text.size.y / 2))
        }

        // The tick axis: the fewest steps' worth of labels, widened until the widest label and a
        // gap fit between two marks.
        var maxTicks = max(1, Int(plot.width / 40))
        var tickAxis = ChartAxis(covering: tickSpan, maxTicks: maxTicks, extends: false, integral: true)
        var tickTexts = tickAxis.ticks.map { typesetter.layout(tickAxis.label($0), style: style) }
        while maxTicks > 1 {
            let widest = tickTexts.map(\.size.x).max() ?? 0
            let spacing = tickAxis.step / (tickAxis.upper - tickAxis.lower) * plot.width
            if widest + 2 * Self.gap <= spacing { break }
            maxTicks -= 1
            tickAxis = ChartAxis(covering: tickSpan, maxTicks: maxTicks, extends: false, integral: true)
            tickTexts = tickAxis.ticks.map { typesetter.layout(tickAxis.label($0), style: style) }
        }
        let tickLabels = zip(tickAxis.ticks, tickTexts).map { tick, text in
            (text, Vec2(plot.minX + tickAxis.fraction(of: tick) * plot.width - text.size.x / 2, plot.maxY + Self.gap / 2))
        }
        let titleOrigin = Vec2(plot.minX + (plot.width - tickTitle.size.x) / 2, plot.maxY + Self.gap / 2 + style.lineHeight)
        return Layout(plot: plot, ticks: tickAxis, values: valueAxis, legend: legend, tickLabels: tickLabels,
                      valueLabels: valueLabels, tickTitle: (tickTitle, titleOrigin))
    }

    /// Draws the chart in `frame` (canvas pixels), its text set by `typesetter`.
    public func draw(in frame: Rect, into list: inout DrawList, typesetter: Typesetter) {
        let layout = layout(in: frame, typesetter: typesetter)
        let plot = layout.plot
        list.fillRect(frame, palette.surface)
        for tick in layout.values.ticks {
            let y = plot.maxY - layout.values.fraction(of: tick) * plot.height
            list.line(Vec2(plot.minX, y), Vec2(plot.maxX, y), palette.outline, width: 1)
        }
        for tick in layout.ticks.ticks {
            let x = plot.minX + layout.ticks.fraction(of: tick) * plot.width
            list.line(Vec2(x, plot.minY), Vec2(x, plot.maxY), palette.outline, width: 1)
        }
        list.line(Vec2(plot.minX, plot.minY), Vec2(plot.minX, plot.maxY), palette.mutedText, width: 1)
        list.line(Vec2(plot.minX, plot.maxY), Vec2(plot.maxX, plot.maxY), palette.mutedText, width: 1)
        for label in layout.valueLabels + layout.tickLabels { label.text.draw(into: &list, at: label.origin, color: palette.mutedText) }
        layout.tickTitle.text.draw(into: &list, at: layout.tickTitle.origin, color: palette.mutedText)

        list.pushClip(Rect(x: plot.minX, y: plot.minY - 2, width: plot.width + 2, height: plot.height + 4))
        for (index, entry) in series.enumerated() {
            let color = Self.color(ofSeries: index)
            // A sample that is not finite breaks the line in two, as a gap in the data.
            var run: [Vec2] = []
            func flush() {
                if run.count == 1 { list.fillCircle(run[0], radius: 2.5, color) } else if run.count > 1 { list.polyline(run, color, width: 2) }
                run = []
            }
            for point in entry.points {
                guard point.value.isFinite else { flush(); continue }
                run.append(Vec2(plot.minX + layout.ticks.fraction(of: Double(point.tick)) * plot.width,
                                plot.maxY - layout.values.fraction(of: point.value) * plot.height))
            }
            flush()
        }
        list.popClip()

        for (index, entry) in layout.legend.enumerated() {
            list.fillRect(entry.swatch, Self.color(ofSeries: index))
            entry.name.draw(into: &list, at: entry.origin, color: palette.text)
        }
        if finitePoints.isEmpty {
            let note = typesetter.layout(UIStrings.chartNoSamples, style: .sized(textSize), maxWidth: plot.width, alignment: .center)
            note.draw(into: &list, at: Vec2(plot.minX, plot.minY + (plot.height - note.size.y) / 2), color: palette.mutedText)
        }
    }
}
