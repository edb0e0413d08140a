import Engine
import Foundation

/// F12 screenshots: a frame rendered offscreen at canvas size (so the window's size and letterbox
/// bars do not matter) and saved as a PNG in the screenshot folder.
enum CanvasScreenshot {
    /// Renders `list` and saves it in `directory` (made if missing) as
    /// `<name>-<yyyyMMdd-HHmmss>.png`.
    /// - Returns: the file's path.
    /// - Throws: `RenderError` when rendering fails, `SaveError` when the folder cannot be made,
    ///   or the PNG writer's error.
    static func save(_ list: DrawList, images: ImageSource, in directory: String, name: String) throws -> String {
        let path = directory + "/\(name)-\(timestamp()).png"
        let backend = try OffscreenBackend(size: list.canvasSize)
        let image = try backend.render(list, images: images)
        try SaveStore(directory: directory).createDirectory()
        try image.writePNG(to: path)
        return path
    }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: Date())
    }
}
