import Core
import Engine
import Imaging
import RenderSDL
import Testing

@Suite("Offscreen backend")
struct OffscreenBackendTests {
    @Test("the default canvas is 720 × 1280")
    func defaultSize() throws {
        let backend = try OffscreenBackend()
        #expect(backend.width == 720 && backend.height == 1280)
        let image = try backend.render(DrawList(), images: TestImages.store())
        #expect(image.width == 720 && image.height == 1280)
        #expect(image[x: 719, y: 1279] == Color(hex: 0x1D1F24))
    }

    @Test("a smaller output scales the canvas, clips included")
    func scalesToPixelSize() throws {
        let backend = try OffscreenBackend(size: Vec2(720, 1280), pixelSize: (width: 360, height: 640))
        var list = DrawList()
        list.clearColor = .black
        list.fillRect(Rect(x: 100, y: 200, width: 200, height: 400), .white)
        list.pushClip(Rect(x: 400, y: 0, width: 320, height: 640))
        list.fillRect(Rect(x: 300, y: 100, width: 300, height: 300), Color(r: 255, g: 0, b: 0))
        list.popClip()
        let image = try backend.render(list, images: TestImages.store())
        #expect(image.width == 360 && image.height == 640)
        #expect(image[x: 51, y: 101] == .white && image[x: 148, y: 298] == .white)
        #expect(image[x: 48, y: 101] == .black && image[x: 152, y: 250] == .black)
        #expect(image[x: 201, y: 60] == Color(r: 255, g: 0, b: 0))
        #expect(image[x: 198, y: 60] == .black)   // left of the clip at canvas x 400
    }

    @Test("an odd width is read back row by row")
    func oddWidth() throws {
        let backend = try OffscreenBackend(size: Vec2(37, 5))
        var list = DrawList(canvasSize: Vec2(37, 5))
        list.clearColor = .black
        list.fillRect(Rect(x: 36, y: 0, width: 1, height: 5), .white)
        let image = try backend.render(list, images: TestImages.store())
        #expect((0..<5).allSatisfy { image[x: 36, y: $0] == .white && image[x: 35, y: $0] == .black && image[x: 0, y: $0] == .black })
    }
}
