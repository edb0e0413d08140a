import Engine
import Synchronization

/// A renderer for tests: a picture of the list's canvas size in its clear colour, counting what
/// it was asked to render.
final class ClearColorRenderer: FrameRenderer, Sendable {
    private let asked = Mutex<[Vec2]>([])

    /// The canvas sizes it was asked to render, in order.
    var sizes: [Vec2] { asked.withLock { $0 } }

    func render(_ list: DrawList, images: ImageSource) throws -> Image {
        asked.withLock { $0.append(list.canvasSize) }
        return Image(width: Int(list.canvasSize.x), height: Int(list.canvasSize.y), fill: list.clearColor)
    }
}
