import SceneTestSupport
import Testing
@testable import Engine

@Suite struct SceneRunnerInspectionTests {
    @Test func theSessionStateNamesEveryPartAndTheScenesFields() throws {
        let runner = try makeRunner()
        runner.send(.keyDown(.space), at: 0)
        runner.run(ticks: 3)
        let tree = try runner.sessionStateTree()
        #expect(tree.children.map(\.name) == ["components", "physics", "random", "scene", "tick"])
        let parts = Dictionary(uniqueKeysWithValues: tree.children.map { ($0.name, $0.value) })
        #expect(parts["tick"] == .number("3"))
        #expect(parts["scene"]?.children.map(\.name) == ["jobTotal", "ticks", "walk"])
        let body = try #require(parts["physics"]?.children.first)
        #expect(body.value.children.map(\.name) == ["angle", "angularVelocity", "awake", "linearVelocity", "position"])
    }

    @Test func digestsAreSortedBoundedAndMoveWithTheirPart() throws {
        let runner = try makeRunner()
        runner.run(ticks: 2)
        let digests = runner.stateDigests(limit: 64)
        #expect(digests.map(\.path) == ["entities", "physics", "random", "scene.jobTotal", "scene.ticks", "scene.walk"])
        #expect(runner.stateDigests(limit: 4).count == 4)
        runner.run(ticks: 1)
        let later = Dictionary(uniqueKeysWithValues: runner.stateDigests(limit: 64).map { ($0.path, $0.digest) })
        let changed = digests.filter { later[$0.path] != $0.digest }.map(\.path)
        #expect(changed == ["random", "scene.ticks", "scene.walk"])
    }
}
