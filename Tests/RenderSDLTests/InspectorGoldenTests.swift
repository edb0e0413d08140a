import Engine
import Host
import RenderSDL
import SceneTestSupport
import Testing
import UI

/// The F3 inspector over a session, with a probe plotted, checked against `Goldens/inspector.png`.
@Suite struct InspectorGoldenTests {
    private struct Health: Codable, Sendable { var points = 3; var label = "hero" }

    @Test func theInspectorMatchesItsGolden() throws {
        let runner = try makeRunner()
        runner.context.registry.insert(Health(), for: runner.context.registry.create())
        runner.send(.keyDown(.space))
        runner.run(ticks: 45)
        let panel = Inspector.panel(canvas: runner.context.canvasSize)
        var inspector = Inspector()
        inspector.toggle()
        inspector.follow(runner, now: 0, immediately: true)
        // Unfold the components and the bodies, each down to its first child, and select a value.
        for section in ["components", "physics"] {
            while inspector.rows[inspector.selection].path != section { inspector.handle(.keyDown(KeyPress(.down)), panel: panel) }
            inspector.handle(.keyDown(KeyPress(.right)), panel: panel)
            inspector.handle(.keyDown(KeyPress(.down)), panel: panel)
            inspector.handle(.keyDown(KeyPress(.right)), panel: panel)
        }
        // The random walk's probe is plotted over 120 more ticks, then the probes fold: one of
        // the tick counter's differs in every process.
        while inspector.rows[inspector.selection].path != "probes.walk" { inspector.handle(.keyDown(KeyPress(.down)), panel: panel) }
        inspector.handle(.keyDown(KeyPress(.enter)), panel: panel)
        inspector.handle(.keyDown(KeyPress(.left)), panel: panel)
        inspector.handle(.keyDown(KeyPress(.left)), panel: panel)
        for _ in 0..<120 {
            runner.run(ticks: 1)
            inspector.follow(runner, now: 0, immediately: true)
        }
        while !inspector.rows[inspector.selection].path.hasSuffix(".position") {
            inspector.handle(.keyDown(KeyPress(.up)), panel: panel)
        }
        var list = runner.draw(interpolation: 1)
        list.onLayer(Int.max - 1) { list in inspector.draw(in: panel, into: &list, typesetter: try! Typesetter.shared()) }
        let image = try OffscreenBackend(size: runner.context.canvasSize).render(list, images: runner.context.assets)
        try GoldenImage.check(image, named: "inspector", tolerance: GoldenFrameTests.tolerance,
                              maxDifferingFraction: GoldenFrameTests.maxDifferingFraction)
    }
}
