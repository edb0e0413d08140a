import Core
import Engine
import Foundation
import Replay

/// Runs scene scripts headless: a fresh session of the script's scene, recorded as a replay,
/// driven step by step until a step fails or the steps run out.
public struct ScriptRunner {
    /// Starts the scripts' sessions; its profile should be a scratch folder.
    public var factory: SessionFactory
    /// Makes the renderer screenshots are taken with, for a canvas of the given size in canvas
    /// pixels; nil when the host cannot render (a screenshot step then fails).
    public var makeRenderer: ((Vec2) throws -> any FrameRenderer)?
    /// Whether screenshot steps record their frames as the new goldens instead of comparing.
    public var recordsGoldens: Bool

    /// Makes a runner whose sessions `factory` starts, taking screenshots with `makeRenderer` and recording goldens when `recordsGoldens` is set.
    public init(factory: SessionFactory, makeRenderer: ((Vec2) throws -> any FrameRenderer)? = nil,
                recordsGoldens: Bool = false) {
        self.factory = factory
        self.makeRenderer = makeRenderer
        self.recordsGoldens = recordsGoldens
    }

    /// Runs `script`. A failing run keeps its replay at `script.failedReplayPath`; a passing run
    /// removes a replay left there by an earlier failure.
    /// - Throws: `ScriptError` when the session cannot start: an unknown scene, or a scene whose
    ///   set-up fails (with its parameters, say).
    public func run(_ script: SceneScript) throws -> ScriptResult {
        let runner = try start(script)
        let effects = HeadlessEffects()
        runner.server = effects
        var execution = Execution(script: script, runner: runner, makeRenderer: makeRenderer,
                                  recordsGoldens: recordsGoldens, effects: effects)
        var failure: ScriptFailure?
        do {
            for step in script.steps { try execution.perform(step) }
        } catch {
            failure = error
        }
        let recorder = runner.recorder!
        recorder.finish(runner: runner)
        var result = ScriptResult(script: script, ticks: runner.nextTick, failure: failure,
                                  recordedGoldens: execution.recordedGoldens, replay: recorder.replay)
        if failure == nil {
            // Only a stale replay goes: whatever else has that name (a folder, a pipe) is not ours.
            if (try? OutputTarget.check(script.failedReplayPath)) == .regularFile { unlink(script.failedReplayPath) }
        } else {
            do {
                try OutputFile.writeFileOrDevice(recorder.replay.jsonLines, to: script.failedReplayPath)
                result.failedReplay = script.failedReplayPath
            } catch {
                result.failure?.artifacts.append("the replay could not be kept: \(error)")
            }
        }
        return result
    }

    /// A recorded session of the script's scene, its seed and parameters.
    private func start(_ script: SceneScript) throws -> SceneRunner {
        guard let scene = factory.catalog.scene(withID: script.scene) else {
            let error = UnknownSceneError(id: script.scene, known: factory.catalog.infos.map(\.id))
            throw ScriptError(file: script.file, line: script.sceneLine, error.description)
        }
        do { try scene.info.checkParameters(script.parameters.keys) } catch {
            throw ScriptError(file: script.file, line: script.sceneLine, error.description)
        }
        do {
            return try factory.makeRecordedRunner(sceneID: script.scene, seed: script.seed,
                                                  parameters: script.parameters)
        } catch {
            throw ScriptError(file: script.file, line: script.sceneLine,
                              "the scene '\(script.scene)' could not start: \(error)")
        }
    }
}

/// One script's run in progress: performs its steps on the session.
private struct Execution {
    let script: SceneScript
    let runner: SceneRunner
    let makeRenderer: ((Vec2) throws -> any FrameRenderer)?
    let recordsGoldens: Bool
    /// Made at the first screenshot.
    var renderer: (any FrameRenderer)?
    var recordedGoldens: [String] = []
    /// Serves the scene's effects.
    let effects: HeadlessEffects

    mutating func perform(_ step: ScriptStep) throws(ScriptFailure) {
        switch step.action {
        case .pointer(let phase, let target, let button):
            let point = try position(of: target, step: step)
            switch phase {
            case .down: runner.send(.pointerDown(point, button))
            case .move: runner.send(.pointerMove(point))
            case .up: runner.send(.pointerUp(point, button))
            case .click:
                runner.send(.pointerDown(point, button))
                runner.send(.pointerUp(point, button))
            }
        case .input(let events):
            if runner.textInput == nil, let typed = events.first(where: Self.needsTextInput) {
                throw failure(step, "the scene has not asked for text input (Effect.textInput), so a "
                              + "window would not send it \(Self.kind(of: typed)); focus its text field first")
            }
            for event in events { runner.send(event) }
        case .clipboard(let text):
            effects.clipboard = TextClipboard(text)
        case .run(let ticks):
            for _ in 0..<ticks { runTick() }
        case .expect(let expectation):
            try check(expectation, step: step)
        case .screenshot(let screenshot):
            try compare(screenshot, step: step)
        }
    }

    /// Whether a window sends `event` only while the scene asks for text input.
    private static func needsTextInput(_ event: InputEvent) -> Bool {
        switch event {
        case .text, .composition: true
        default: false
        }
    }

    /// "typed text" or "a composition", for failures.
    private static func kind(of event: InputEvent) -> String {
        if case .composition = event { "a composition" } else { "typed text" }
    }

    /// Runs one tick; its effects go to `effects`.
    private mutating func runTick() {
        runner.runTick()
    }

    private func failure(_ step: ScriptStep, _ message: String, artifacts: [String] = []) -> ScriptFailure {
        ScriptFailure(file: script.file, line: step.line, tick: runner.nextTick, message, artifacts: artifacts)
    }

    /// The failure for a probe the scene does not report now.
    private func missing(_ probe: String, in probes: Probes, step: ScriptStep) -> ScriptFailure {
        failure(step, "the scene reports no probe '\(probe)' now; it reports " + probes.names.joined(separator: ", ")
                + Spelling.suggestion(for: probe, among: probes.names))
    }

    // MARK: - Input

    private func position(of target: PointerTarget, step: ScriptStep) throws(ScriptFailure) -> Vec2 {
        switch target {
        case .point(let point):
            return point
        case .probe(let name):
            let probes = runner.probes()
            guard let value = probes[name] else { throw missing(name, in: probes, step: step) }
            guard case .vec2(let point) = value else {
                throw failure(step, "'on: \(name)' needs a position probe, but \(name) is \(value.kindDescription)")
            }
            if let problem = InputEvent.pointerMove(point).rangeProblem { throw failure(step, "'on: \(name)': \(problem)") }
            return point
        }
    }

    // MARK: - Expectations

    /// Checks `expectation` now and, with `within`, after each further tick until it holds.
    private mutating func check(_ expectation: ProbeExpectation, step: ScriptStep) throws(ScriptFailure) {
        let name = expectation.probe, condition = expectation.condition
        var waited = 0
        while true {
            let probes = runner.probes()
            let value = Self.value(of: name, in: probes)
            if let value {
                do {
                    if try condition.isMet(by: value) { return }
                } catch {
                    throw failure(step, "probe \(name) is \(value.kindDescription), "
                                  + "but '\(condition.key)' needs \(error.needed)")
                }
            }
            guard let within = expectation.within, waited < within else {
                guard let value else { throw missing(name, in: probes, step: step) }
                let deadline = expectation.within.map { " within \($0) ticks" } ?? ""
                throw failure(step, "probe \(name) = \(value), expected \(condition)\(deadline)")
            }
            runTick()
            waited += 1
        }
    }

    /// Probe `name`'s value; `NAME.x` and `NAME.y` are the coordinates of position probe NAME.
    private static func value(of name: String, in probes: Probes) -> ProbeValue? {
        if let value = probes[name] { return value }
        guard let dot = name.lastIndex(of: "."), case .vec2(let point)? = probes[String(name[..<dot])] else {
            return nil
        }
        switch name[name.index(after: dot)...] {
        case "x": return .double(point.x)
        case "y": return .double(point.y)
        default: return nil
        }
    }

    // MARK: - Screenshots

    /// Renders the frame and compares it with its golden, or records it as the golden.
    private mutating func compare(_ check: ScreenshotCheck, step: ScriptStep) throws(ScriptFailure) {
        if renderer == nil {
            guard let makeRenderer else {
                throw failure(step, "this host runs scripts without a renderer, so it cannot take screenshots")
            }
            do { renderer = try makeRenderer(runner.context.canvasSize) } catch {
                throw failure(step, "the renderer could not start: \(error)")
            }
        }
        let image: Image
        do { image = try renderer!.render(runner.draw(interpolation: 1), images: runner.context.assets) } catch {
            throw failure(step, "the frame could not be rendered: \(error)")
        }
        let golden = script.goldenPath(check.golden)
        let stem = String(golden.dropLast(".png".count))
        let actual = stem + ".actual.png", diffPath = stem + ".diff.png"
        func removeStale() {
            for stale in [actual, diffPath] { try? FileManager.default.removeItem(atPath: stale) }
        }
        if recordsGoldens {
            do { try write(image, to: golden) } catch {
                throw failure(step, "the golden \(golden) could not be recorded: \(error)")
            }
            removeStale()
            recordedGoldens.append(golden)
            return
        }
        guard FileManager.default.fileExists(atPath: golden) else {
            throw failure(step, "no golden image \(golden) yet; run with DIORAMA_RECORD=1 to record it",
                          artifacts: [keep(image, as: "actual frame", at: actual)])
        }
        let reference: Image
        do {
            reference = try Image(contentsOfPNG: golden)
        } catch {
            throw failure(step, "the golden image cannot be read: \(error)")
        }
        let diff = ImageDiff(image, against: reference, tolerance: check.tolerance.channel)
        if check.tolerance.accepts(diff) {
            removeStale()
            return
        }
        var artifacts = [keep(image, as: "actual frame", at: actual)]
        if let diffImage = diff.diffImage { artifacts.append(keep(diffImage, as: "diff", at: diffPath)) }
        throw failure(step, "the frame differs from \(golden): \(diff) (allowed: \(check.tolerance))",
                      artifacts: artifacts)
    }

    /// Writes `image` to `path` and says where, as "LABEL: PATH" (or why it could not).
    private func keep(_ image: Image, as label: String, at path: String) -> String {
        do {
            try write(image, to: path)
            return "\(label): \(path)"
        } catch {
            return "\(label) could not be written to \(path): \(error)"
        }
    }

    /// Writes `image` as a PNG at `path`, making its folder first.
    private func write(_ image: Image, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try OutputFile.refuseUnwritable(path)
        try image.writePNG(to: path)
    }
}
