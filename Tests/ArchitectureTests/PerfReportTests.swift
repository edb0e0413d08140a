import Foundation
import Testing

/// `tools/perf-report` renders docs/performance.md from the runs `diorama-bench SUITE --json`
/// appends: the latest complete run of each suite, a table row per figure with its target and
/// whether it is met, and the machine and date once at the top.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "needs python3"))
struct PerfReportTests {
    /// Three runs of `ecs` (an older one, the latest, and a later one that failed), an hour's and
    /// a 10-minute run of `replay` (each a variant of its own), and one of `text`, as
    /// `diorama-bench --json` writes them: one JSON object a line.
    static let sample = """
    {"arguments":[],"build":"release","date":"2026-11-27T10:00:00Z","figures":[{"met":true,"name":"ecs.view_vs_plain_loop","target":{"comparison":"≤","value":2},"unit":"x","value":1.5}],"machine":{"cores":2,"cpu":"Test CPU","hostname":"bench-host"},"suite":"ecs"}
    {"arguments":["--entities","1000"],"build":"release","date":"2026-11-28T10:00:00Z","figures":[{"met":false,"name":"ecs.view_vs_plain_loop","target":{"comparison":"≤","value":2},"unit":"x","value":2.79},{"met":true,"name":"ecs.create","target":{"comparison":"≤","value":50},"unit":"ns/entity","value":18.98},{"name":"ecs.state_hash","unit":"ns/entity","value":9.5}],"machine":{"cores":2,"cpu":"Test CPU","hostname":"bench-host"},"suite":"ecs"}
    {"arguments":[],"build":"release","date":"2026-11-28T11:00:00Z","failure":"interrupted","figures":[],"machine":{"cores":2,"cpu":"Test CPU","hostname":"bench-host"},"suite":"ecs"}
    {"arguments":["--minutes","60"],"build":"release","date":"2026-11-28T10:03:00Z","figures":[{"name":"replay.ticks","unit":"ticks","value":216000}],"machine":{"cores":2,"cpu":"Test CPU","hostname":"bench-host"},"suite":"replay"}
    {"arguments":["--minutes","10"],"build":"release","date":"2026-11-28T10:01:00Z","figures":[{"name":"replay.ticks","unit":"ticks","value":36000}],"machine":{"cores":2,"cpu":"Test CPU","hostname":"bench-host"},"suite":"replay"}
    {"arguments":[],"build":"release","date":"2026-11-28T10:05:00Z","figures":[{"met":true,"name":"text.visible_rows_frame","target":{"comparison":"≤","value":1},"unit":"ms","value":0.118},{"name":"text.visible_rows","unit":"rows","value":15}],"machine":{"cores":2,"cpu":"Test CPU","hostname":"bench-host"},"suite":"text"}
    """

    @Test func rendersTheLatestRunOfEachSuiteWithTargetsAndMet() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("perf-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("runs.json")
        let output = folder.appendingPathComponent("performance.md")
        try Self.sample.write(to: input, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [checkoutRoot.appendingPathComponent("tools/perf-report").path,
                             "--in", input.path, "--out", output.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let page = try String(contentsOf: output, encoding: .utf8)
        let lines = page.components(separatedBy: "\n")
        #expect(lines.first == "# Performance")
        #expect(lines.filter { $0.contains("bench-host") } == [
            "Measured on `bench-host`, 2 cores, Test CPU; runs started 2026-11-28T10:00:00Z to 2026-11-28T10:05:00Z (UTC).",
        ])
        #expect(lines.contains("| figure | value | unit | target | met |"))
        // The latest complete ecs run wins: not the older one, not the failed one.
        #expect(lines.contains("`diorama-bench ecs --entities 1000`, release build, started 2026-11-28T10:00:00Z."))
        #expect(lines.contains("| `ecs.view_vs_plain_loop` | 2.79 | x | ≤ 2 | **no** |"))
        #expect(!page.contains("| 1.5 |"))
        #expect(lines.contains("| `ecs.create` | 18.98 | ns/entity | ≤ 50 | yes |"))
        #expect(lines.contains("| `ecs.state_hash` | 9.5 | ns/entity | — | — |"))
        #expect(lines.contains("| `text.visible_rows_frame` | 0.118 | ms | ≤ 1 | yes |"))
        #expect(lines.contains("| `text.visible_rows` | 15 | rows | — | — |"))
        #expect(lines.contains("2 of the 3 targets of the suites run are met. Not run for this page: physics, jar, shears, ui, editor, imaging, roast, watchlog, dev."))
        // A run over an hour's replay does not hide the 10-minute one: each has its table.
        #expect(lines.contains("| `replay.ticks` | 36000 | ticks | — | — |"))
        #expect(lines.contains("| `replay.ticks` | 216000 | ticks | — | — |"))
        #expect(lines.firstIndex(of: "### replay")! < lines.firstIndex(of: "### replay --minutes 60")!)
        #expect(lines.firstIndex(of: "### replay --minutes 60")! < lines.firstIndex(of: "### text")!)
        // The prose on how figures are measured and run comes from the tool too.
        #expect(lines.contains("## What the figures measure"))
        #expect(lines.contains("## Running the suites"))
        #expect(lines.firstIndex(of: "### ecs")! < lines.firstIndex(of: "### text")!)
    }
}
