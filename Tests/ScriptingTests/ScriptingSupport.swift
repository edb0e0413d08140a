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

    var cursor = Vec2(100, 200)
    var pressed = false
    var typed = ""
    var composing = ""
    var repeats = 0
    var ticks = 0

    /// Why the scene would not start.
    struct SetUpError: Error, CustomStringConvertible {
        var description: String { "the parameter 'fail' was given" }
    }

    init(context: SceneContext) throws {
        if context.parameters["fail"] != nil { throw SetUpError() }
        context.textInput = TextInputRequest(caret: Rect(x: 100, y: 200, width: 2, height: 30))
    }

    func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        ticks += 1
        for event in input {
            switch event {
            case .pointerDown(let p, _): cursor = p; pressed = true
            case .pointerMove(let p): cursor = p
            case .pointerUp(let p, _): cursor = p; pressed = false
            case .text(let s), .paste(let s): typed += s
            case .composition(let s, _, _): composing = s
            case .keyDown(let press) where press.matches(.c, .control): context.clipboard.copy(typed)
            case .keyDown(let press) where press.matches(.v, .control): context.clipboard.requestPaste()
            case .keyDown(let press) where press.key == .backspace:
                if press.isRepeat { repeats += 1 }
                if !typed.isEmpty { typed.removeLast() }
            default: break
            }
        }
    }

    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.clearColor = pressed ? Color(hex: 0xFF0000) : Color(hex: 0x0000FF)
    }

    func probes(into probes: inout Probes, context: SceneContext) {
        probes.set("cursor", cursor)
        probes.set("pressed", pressed)
        probes.set("typed", typed)
        probes.set("composing", composing)
        probes.set("repeats", repeats)
        probes.set("ticks", ticks)
        if ticks >= 10 { probes.set("late", ticks) }
    }

    func hashState(into hasher: inout StateHasher) {
        hasher.combine(cursor.x)
        hasher.combine(cursor.y)
        hasher.combine(pressed)
        hasher.combine(typed)
        hasher.combine(composing)
        hasher.combine(repeats)
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

/// A fresh temporary folder for one test.
func scratchFolder() throws -> String {
    let dir = NSTemporaryDirectory() + "diorama-scripting-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
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
