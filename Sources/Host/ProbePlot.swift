import Engine
import Replay
import UI

/// A replay's sampled probes as a chart picture's draw list (`diorama replay --plot` renders it
/// offscreen to a PNG).
public enum ProbePlot {
    /// The size of the chart's picture, in canvas pixels.
    public static let size = Vec2(1280, 720)

    /// The chart of `series` over the ticks `ticks`, filling a `size` canvas.
    /// - Throws: `FontError` when the fonts the labels are set in cannot be opened.
    public static func drawList(of series: [ProbeSeries], ticks: ClosedRange<UInt64>) throws(FontError) -> DrawList {
        let chart = ProbeChart(series: series.map { ProbeChart.Series(name: $0.name, points: $0.samples.map { ($0.tick, $0.value) }) },
                               tickRange: ticks)
        var list = DrawList(canvasSize: size)
        list.clearColor = chart.palette.background
        chart.draw(in: Rect(origin: .zero, size: size), into: &list, typesetter: try Typesetter.shared())
        return list
    }
}
