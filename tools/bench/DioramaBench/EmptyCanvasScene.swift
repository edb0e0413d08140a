import EditorCanvasScene
import Engine

/// A scene that draws only its clear colour, in the window the editor asks for: the baseline of
/// `editor.window_frame`, what pumping events, clearing and presenting a frame cost on this
/// machine at the moment of the measurement.
final class EmptyCanvasScene: Scene {
    static let info = SceneInfo(id: "empty-canvas", title: "Empty canvas", summary: "Draws only its clear colour.")

    static func windowHint(parameters: [String: String]) -> WindowHint {
        EditorCanvasScene.windowHint(parameters: parameters)
    }

    var state = 0
    init(context: SceneContext) {}
    func fixedUpdate(context: SceneContext, input: [InputEvent]) {}
    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {}
}
