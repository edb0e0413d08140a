import Foundation
@testable import Engine
import SceneTestSupport
import Synchronization
@testable import Scripting

/// A scene for script tests: follows the pointer, notes presses and text, reports a `late`
/// probe only from tick 10 on, and will not start with the parameter `fail`. Like a text field,
/// it asks for text input from the start, copies its text on Ctrl+C, asks for a paste on
/// Ctrl+V and deletes a character on each Backspace, repeats included.
final class CursorScene: Scene {
    static let info = SceneInfo(id: "cursor", title: "Cursor", summary: "Follows the pointer for script tests.",
                                parameters: [SceneParameter("mood", "ignored"), SceneParameter("fail", "refuse to start")])

    struct State: Codable, Sendable {
        var cursor = Vec2(100, 200)
        var pressed = false
        var typed = ""
        var composing = ""
        var repeats = 0
        var ticks = 0
    }

    var state = State()

    /// Why the scene would not start.
    struct SetUpError: Error, CustomStringConvertible {
        var description: String { "the parameter 'fail' was given" }
    }

    init(context: SceneContext) throws {
        if context.parameters["fail"] != nil { throw SetUpError() }
        context.effects.send(.textInput(TextInputRequest(caret: Rect(x: 100, y: 200, width: 2, height: 30))))
    }

    func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        state.ticks += 1
        for event in input {
            switch event {
            case .pointerDown(let p, _): state.cursor = p; state.pressed = true
            case .pointerMove(let p): state.cursor = p
            case .pointerUp(let p, _): state.cursor = p; state.pressed = false
            case .text(let s), .paste(let s): state.typed += s
            case .composition(let s, _, _): state.composing = s
            case .keyDown(let press) where press.matches(.c, .control): context.effects.copy(state.typed)
            case .keyDown(let press) where press.matches(.v, .control): context.effects.send(.paste)
            case .keyDown(let press) where press.key == .backspace:
                if press.isRepeat { state.repeats += 1 }
                if !state.typed.isEmpty { state.typed.removeLast() }
            default: break
            }
        }
    }

    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.clearColor = state.pressed ? Color(hex: 0xFF0000) : Color(hex: 0x0000FF)
    }

    func probes(into probes: inout Probes, context: SceneContext) {
        probes.set("cursor", state.cursor)
        probes.set("pressed", state.pressed)
        probes.set("typed", state.typed)
        probes.set("composing", state.composing)
        probes.set("repeats", state.repeats)
        probes.set("ticks", state.ticks)
        if state.ticks >= 10 { probes.set("late", state.ticks) }
    }
}

/// Renders a frame as a 4 × 4 image of the list's clear colour.
final class ClearColorRenderer: FrameRenderer, Sendable {
    private let rendered = Mutex(0)

    /// How many frames it rendered.
    var frames: Int { rendered.withLock { $0 } }

    func render(_ list: DrawList, images: ImageSource) throws -> Image {
        rendered.withLock { $0 += 1 }
        return Image(width: 4, height: 4, fill: list.clearColor)
    }
}

/// A fresh temporary folder for one test (removed when the tests end, if the test has not; see
/// `ScratchFolders`).
func scratchFolder() throws -> String {
    try ScratchFolders.make("diorama-scripting")
}

/// Removes a folder `scratchFolder()` made, when the test that made it is done with it.
func removeScratchFolder(_ folder: String) {
    ScratchFolders.remove(folder)
}

/// A script runner over the test scenes with a scratch profile.
func makeScriptRunner(renderer: ClearColorRenderer? = nil, recordsGoldens: Bool = false) throws -> ScriptRunner {
    let factory = SessionFactory(catalog: SceneCatalog([CursorScene.self, TickCounterScene.self]),
                                 assets: AssetStore(root: "/nonexistent"),
                                 profile: SaveStore(directory: try scratchFolder() + "/profile"))
    return ScriptRunner(factory: factory, makeRenderer: renderer.map { r in { @Sendable _ in r } },
                        recordsGoldens: recordsGoldens)
}

/// Writes `yaml` as `name` in `folder` and parses it.
func writeScript(_ yaml: String, named name: String = "script.yml", in folder: String) throws -> SceneScript {
    let path = folder + "/" + name
    try yaml.write(toFile: path, atomically: true, encoding: .utf8)
    return try SceneScript(contentsOf: path)
}
