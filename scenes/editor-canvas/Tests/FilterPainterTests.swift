import Testing
@testable import EditorCanvasScene
import Engine

/// The filters' vignettes reach every corner of a photo of any shape.
@Suite struct FilterPainterTests {
    @Test(arguments: [(400, 300), (300, 400), (1000, 200), (256, 256)])
    func theVignetteTintsEveryCorner(width: Int, height: Int) {
        let white = Image(width: width, height: height, fill: .white)
        var list = DrawList(canvasSize: Vec2(Double(width), Double(height)))
        FilterPainter(rect: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
            .vignette(Color(r: 0, g: 0, b: 0), inner: 0.6, into: &list)
        var canvas = SoftwareCanvas(white)
        canvas.draw(list)
        let tinted = canvas.image
        for (x, y) in [(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1), (2, 1), (width - 3, height - 2)] {
            #expect(tinted[x: x, y: y].r < 40, "pixel \(x), \(y) of \(width) × \(height) is left untinted")
        }
    }
}
