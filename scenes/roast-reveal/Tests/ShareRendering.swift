import Engine

/// A renderer for tests: a picture of the list's canvas size in its clear colour, counting what
/// it was asked to render.
final class ClearColorRenderer: FrameRenderer {
    private(set) var sizes: [Vec2] = []

    func render(_ list: DrawList, images: ImageSource) throws -> Image {
        sizes.append(list.canvasSize)
        return Image(width: Int(list.canvasSize.x), height: Int(list.canvasSize.y), fill: list.clearColor)
    }
}
