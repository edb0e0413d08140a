@testable import Host
import Engine
import SceneTestSupport
import Testing

@Suite struct InspectorTests {
    private struct Health: Codable, Sendable { var points = 3; var label = "hero" }

    private let panel = Inspector.panel(canvas: Vec2(720, 1280))

    /// A tick-counter session 30 ticks in, with a body dropped and an entity carrying `Health`.
    private func session() throws -> SceneRunner {
        let runner = try makeRunner()
        runner.context.registry.insert(Health(), for: runner.context.registry.create())
        runner.send(.keyDown(.space))
        runner.run(ticks: 30)
        return runner
    }

    private func opened(on runner: SceneRunner) -> Inspector {
        var inspector = Inspector()
        inspector.toggle()
        inspector.follow(runner, now: 0, immediately: true)
        return inspector
    }

    @Test func showsTheSceneAndProbesUnfoldedAndTheOtherPartsFolded() throws {
        let inspector = opened(on: try session())
        #expect(inspector.tick == 30)
        let top = inspector.rows.filter { $0.depth == 0 }
        #expect(top.map(\.name) == ["components", "physics", "random", "scene", "tick", "probes"])
        #expect(top.map(\.isExpanded) == [false, false, false, true, false, true])
        #expect(top.first { $0.name == "tick" }?.summary == "30")
        let ticks = try #require(inspector.rows.first { $0.path == "scene.ticks" })
        #expect(ticks.summary == "30" && !ticks.isExpandable)
        #expect(inspector.rows.contains { $0.path == "probes.bodies" && $0.summary == "1" })
    }

    @Test func theKeysMoveTheSelectionAndFold() throws {
        var inspector = opened(on: try session())
        let bodies = try #require(inspector.rows.firstIndex { $0.path == "physics" })
        for _ in 0..<bodies { inspector.handle(.keyDown(KeyPress(.down)), panel: panel) }
        #expect(inspector.rows[inspector.selection].path == "physics")
        inspector.handle(.keyDown(KeyPress(.right)), panel: panel)
        let body = try #require(inspector.rows.first { $0.depth == 1 && $0.path.hasPrefix("physics.") })
        #expect(body.summary == "5 fields")
        inspector.handle(.keyDown(KeyPress(.left)), panel: panel)
        #expect(!inspector.rows.contains { $0.path.hasPrefix("physics.") }, "Left folds the unfolded row")
        inspector.handle(.keyDown(KeyPress(.left)), panel: panel)
        #expect(inspector.rows[inspector.selection].path == "physics", "a top-level row has no parent to go to")
    }

    @Test func aSearchFindsFoldedFieldsWithTheirAncestors() throws {
        var inspector = opened(on: try session())
        inspector.handle(.text("poin"), panel: panel)
        let health = try #require(inspector.rows.dropFirst().first?.name)
        #expect(health.hasSuffix("Health"))
        #expect(inspector.rows.map(\.path) == ["components", "components.\(health)", "components.\(health).0#1",
                                               "components.\(health).0#1.points"])
        #expect(inspector.rows.last?.summary == "3")
        inspector.handle(.text("xyz"), panel: panel)
        #expect(inspector.rows.isEmpty)
        for _ in 0..<3 { inspector.handle(.keyDown(KeyPress(.backspace)), panel: panel) }
        #expect(inspector.query == "poin" && inspector.rows.count == 4)
    }

    @Test func aClickFoldsTheRowUnderThePointer() throws {
        var inspector = opened(on: try session())
        let top = panel.minY + Inspector.headerHeight
        let row = try #require(inspector.rows.firstIndex { $0.path == "scene" })
        inspector.handle(.pointerDown(Vec2(panel.center.x, top + (Double(row) + 0.5) * Inspector.rowHeight), .primary), panel: panel)
        #expect(!inspector.rows.contains { $0.path == "scene.ticks" })
    }

    @Test func aRunningSessionIsReadAgainAtMostFiveTimesASecond() throws {
        let runner = try session()
        var inspector = opened(on: runner)
        runner.run(ticks: 1)
        inspector.follow(runner, now: Inspector.refreshInterval - 1, immediately: false)
        #expect(inspector.tick == 30)
        inspector.follow(runner, now: Inspector.refreshInterval, immediately: false)
        #expect(inspector.tick == 31)
    }

    @Test func enterOnANumericProbePlotsItOverTheTicksSeen() throws {
        let runner = try session()
        var inspector = opened(on: runner)
        let walk = try #require(inspector.rows.firstIndex { $0.path == "probes.walk" })
        for _ in 0..<walk { inspector.handle(.keyDown(KeyPress(.down)), panel: panel) }
        let rowsBefore = inspector.visibleRows(in: panel)
        inspector.handle(.keyDown(KeyPress(.enter)), panel: panel)
        #expect(inspector.plot?.probe == "walk")
        #expect(inspector.visibleRows(in: panel) < rowsBefore, "the plot takes room from the rows")
        for _ in 0..<5 {
            runner.run(ticks: 1)
            inspector.follow(runner, now: 0, immediately: false)
        }
        #expect(inspector.plot?.series.points.map(\.tick) == [31, 32, 33, 34, 35])
        #expect(inspector.plot?.series.points.last?.value == runner.probes()["walk"]?.number)
        inspector.handle(.keyDown(KeyPress(.enter)), panel: panel)
        #expect(inspector.plot == nil, "Enter again stops plotting")
        let scene = try #require(inspector.rows.firstIndex { $0.path == "scene" })
        while inspector.selection > scene { inspector.handle(.keyDown(KeyPress(.up)), panel: panel) }
        inspector.handle(.keyDown(KeyPress(.down)), panel: panel)
        inspector.handle(.keyDown(KeyPress(.enter)), panel: panel)
        #expect(inspector.plot == nil, "only probes are plotted")
    }

    @Test func aLongHistoryIsThinnedToItsCapacity() {
        var history = ProbeHistory(probe: "n")
        var probes = Probes()
        for tick in 0..<UInt64(ProbeHistory.capacity + 1) {
            probes.set("n", Int(tick))
            history.record(probes, at: tick)
        }
        #expect(history.values.count <= ProbeHistory.capacity && history.values.count > ProbeHistory.capacity / 2)
        #expect(history.values[0] == 0 && history.values[UInt64(ProbeHistory.capacity)] == Double(ProbeHistory.capacity))
    }

    @Test func aClosedInspectorTakesNoInput() {
        var inspector = Inspector()
        let takenWhileClosed = inspector.handle(.text("a"), panel: panel)
        inspector.toggle()
        let takenWhileOpen = inspector.handle(.text("a"), panel: panel)
        #expect(!takenWhileClosed && takenWhileOpen)
    }
}
