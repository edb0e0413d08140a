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

    @Test func showsTheStateAndProbesUnfoldedAndTheOtherSectionsFolded() throws {
        let inspector = opened(on: try session())
        #expect(inspector.tick == 30)
        let top = inspector.rows.filter { $0.depth == 0 }
        #expect(top.map(\.name) == ["state", "entities", "bodies", "probes"])
        #expect(top.map(\.isExpanded) == [true, false, false, true])
        let ticks = try #require(inspector.rows.first { $0.path == "state.ticks" })
        #expect(ticks.summary == "30" && !ticks.isExpandable)
        #expect(inspector.rows.contains { $0.path == "probes.bodies" && $0.summary == "1" })
    }

    @Test func theKeysMoveTheSelectionAndFold() throws {
        var inspector = opened(on: try session())
        let bodies = try #require(inspector.rows.firstIndex { $0.path == "bodies" })
        for _ in 0..<bodies { inspector.handle(.keyDown(KeyPress(.down)), panel: panel) }
        #expect(inspector.rows[inspector.selection].path == "bodies")
        inspector.handle(.keyDown(KeyPress(.right)), panel: panel)
        let body = try #require(inspector.rows.first { $0.depth == 1 && $0.path.hasPrefix("bodies.") })
        #expect(body.summary == "7 fields")
        inspector.handle(.keyDown(KeyPress(.left)), panel: panel)
        #expect(!inspector.rows.contains { $0.path.hasPrefix("bodies.") }, "Left folds the unfolded row")
        inspector.handle(.keyDown(KeyPress(.left)), panel: panel)
        #expect(inspector.rows[inspector.selection].path == "bodies", "a top-level row has no parent to go to")
    }

    @Test func aSearchFindsFoldedFieldsWithTheirAncestors() throws {
        var inspector = opened(on: try session())
        inspector.handle(.text("poin"), panel: panel)
        #expect(inspector.rows.map(\.path) == ["entities", "entities.\(Entity(index: 0, generation: 1))",
                                               "entities.\(Entity(index: 0, generation: 1)).\(inspector.rows[2].name)",
                                               "entities.\(Entity(index: 0, generation: 1)).\(inspector.rows[2].name).points"])
        #expect(inspector.rows.last?.summary == "3")
        inspector.handle(.text("xyz"), panel: panel)
        #expect(inspector.rows.isEmpty)
        for _ in 0..<3 { inspector.handle(.keyDown(KeyPress(.backspace)), panel: panel) }
        #expect(inspector.query == "poin" && inspector.rows.count == 4)
    }

    @Test func aClickFoldsTheRowUnderThePointer() throws {
        var inspector = opened(on: try session())
        let top = panel.minY + Inspector.headerHeight
        let row = try #require(inspector.rows.firstIndex { $0.path == "state" })
        inspector.handle(.pointerDown(Vec2(panel.center.x, top + (Double(row) + 0.5) * Inspector.rowHeight), .primary), panel: panel)
        #expect(!inspector.rows.contains { $0.path == "state.ticks" })
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

    @Test func aClosedInspectorTakesNoInput() {
        var inspector = Inspector()
        let takenWhileClosed = inspector.handle(.text("a"), panel: panel)
        inspector.toggle()
        let takenWhileOpen = inspector.handle(.text("a"), panel: panel)
        #expect(!takenWhileClosed && takenWhileOpen)
    }
}
