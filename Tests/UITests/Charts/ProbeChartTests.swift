import Engine
import Testing
import UI

@Suite struct ProbeChartTests {
    private func chart(names: [String], ticks: UInt64 = 36_000) -> ProbeChart {
        ProbeChart(series: names.enumerated().map { index, name in
            ProbeChart.Series(name: name, points: stride(from: 0, through: ticks, by: 600).map { ($0, Double($0 % 7_000) * Double(index + 1)) })
        })
    }

    /// Wherever the chart is drawn, no two tick labels overlap, and value labels stay left of
    /// the plot, inside the frame.
    @Test(arguments: [Rect(x: 0, y: 0, width: 1280, height: 720), Rect(x: 10, y: 20, width: 420, height: 260),
                      Rect(x: 0, y: 0, width: 200, height: 160)])
    func labelsFitBesideEachOther(frame: Rect) throws {
        let typesetter = try Typesetter.shared()
        let layout = chart(names: ["bodies", "awake"]).layout(in: frame, typesetter: typesetter)
        let tickLabels = layout.tickLabels.sorted { $0.origin.x < $1.origin.x }
        #expect(!tickLabels.isEmpty)
        for (left, right) in zip(tickLabels, tickLabels.dropFirst()) {
            #expect(left.origin.x + left.text.size.x < right.origin.x, "\(left.text.text) overlaps \(right.text.text)")
        }
        for label in tickLabels { #expect(label.origin.x >= frame.minX && label.origin.x + label.text.size.x <= frame.maxX) }
        for label in layout.valueLabels {
            #expect(label.origin.x >= frame.minX && label.origin.x + label.text.size.x <= layout.plot.minX)
        }
        #expect(layout.values.ticks.count >= 2)
        #expect(layout.plot.minX > frame.minX && layout.plot.maxX <= frame.maxX && layout.plot.maxY <= frame.maxY)
    }

    /// A legend too long for one row wraps, and a name too long for any row ends in "…".
    @Test func theLegendWrapsAndCutsLongNames() throws {
        let typesetter = try Typesetter.shared()
        let long = String(repeating: "very_long_probe_name_", count: 10)
        let layout = chart(names: ["a", "b", long, "c"]).layout(in: Rect(x: 0, y: 0, width: 400, height: 300), typesetter: typesetter)
        #expect(layout.legend.count == 4)
        #expect(layout.legend[2].name.isTruncated)
        #expect(Set(layout.legend.map(\.origin.y)).count >= 2, "the long name goes on a row of its own")
        for entry in layout.legend { #expect(entry.origin.x + entry.name.size.x <= 400) }
        #expect(layout.plot.minY > layout.legend.map(\.origin.y).max()!)
    }

    @Test func theTickAxisSpansTheWholeReplayEvenWhereThereAreNoSamples() throws {
        let typesetter = try Typesetter.shared()
        var chart = ProbeChart(series: [ProbeChart.Series(name: "x", points: [(10, 1), (20, 2)])], tickRange: 0...600)
        var layout = chart.layout(in: Rect(x: 0, y: 0, width: 800, height: 400), typesetter: typesetter)
        #expect(layout.ticks.lower == 0 && layout.ticks.upper == 600)
        chart.series = []
        layout = chart.layout(in: Rect(x: 0, y: 0, width: 800, height: 400), typesetter: typesetter)
        #expect(layout.ticks.upper == 600 && layout.legend.isEmpty)
    }
}
