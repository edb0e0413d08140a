import Core
import Engine
import Foundation
import RenderSDL
import Testing
import UI

/// A probe chart as `diorama replay --plot` draws it, checked against `Goldens/probe-chart.png`.
@Suite("Probe chart golden")
struct ProbeChartGoldenTests {
    /// Three series over 1,800 ticks: a count that climbs in steps, a value that swings through
    /// zero with a one-tick spike, and a flag.
    static func chart() -> ProbeChart {
        let ticks = Array(stride(from: UInt64(0), through: 1_800, by: 3))
        let count = ticks.map { ($0, Double(min(60, $0 / 30))) }
        let speed = ticks.map { ($0, $0 == 900 ? 95 : 40 * sin(Double($0) / 120)) }
        let flag = ticks.map { ($0, ($0 / 300) % 2 == 0 ? 0.0 : 1) }
        return ProbeChart(series: [ProbeChart.Series(name: "bodies", points: count),
                                   ProbeChart.Series(name: "speed", points: speed),
                                   ProbeChart.Series(name: "awake", points: flag)],
                          tickRange: 0...1_800)
    }

    @Test func theChartMatchesItsGolden() throws {
        let size = Vec2(1280, 720)
        var list = DrawList(canvasSize: size)
        let chart = Self.chart()
        list.clearColor = chart.palette.background
        chart.draw(in: Rect(origin: .zero, size: size), into: &list, typesetter: try Typesetter.shared())
        let image = try OffscreenBackend(size: size).render(list, images: TestImages.store())
        try GoldenImage.check(image, named: "probe-chart", tolerance: GoldenFrameTests.tolerance,
                              maxDifferingFraction: GoldenFrameTests.maxDifferingFraction)
    }
}
