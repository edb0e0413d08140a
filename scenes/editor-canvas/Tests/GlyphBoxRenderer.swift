@testable import EditorCanvasScene
import Engine
import Synchronization

/// A renderer for tests (the scene's tests cannot import a backend): each glyph of each text
/// run painted as a square of the run's size in its colour (emoji in white), standing on the
/// baseline at its pen position and turned with the run, over the list's clear colour; it
/// counts the canvas sizes it was asked for.
final class GlyphBoxRenderer: FrameRenderer, Sendable {
    private let asked = Mutex<[Vec2]>([])

    /// The canvas sizes it was asked to render, in order.
    var sizes: [Vec2] { asked.withLock { $0 } }

    func render(_ list: DrawList, images: ImageSource) throws -> Image {
        asked.withLock { $0.append(list.canvasSize) }
        var canvas = SoftwareCanvas(Image(width: Int(list.canvasSize.x), height: Int(list.canvasSize.y), fill: list.clearColor))
        for item in list.sortedItems {
            guard case .textRun(let run) = item.command else { continue }
            let side = Double(run.size) * 0.7
            for offset in run.offsets {
                let corner = run.origin + offset - Vec2(0, side)
                let square = [corner, corner + Vec2(side, 0), corner + Vec2(side, side), corner + Vec2(0, side)]
                    .map { run.pivot + ($0 - run.pivot).rotated(by: run.rotation) }
                canvas.fill([square], run.face == .emoji ? .white : run.color, clip: nil)
            }
        }
        return canvas.image
    }
}
