import Core
import Engine
import Imaging
import RenderSDL
import Testing

@Suite("Pictures, drawn as shapes or kept rasterised")
struct PictureRenderingTests {
    static let orange = Color(r: 255, g: 140, b: 0), purple = Color(r: 120, g: 40, b: 200)

    /// An opaque badge: an orange square with a purple bar and a white rim, about its origin.
    static func badge(center: Vec2, scale: Double, rotation: Double) -> Picture {
        let square = [Vec2(-20, -20), Vec2(20, -20), Vec2(20, 20), Vec2(-20, 20)]
        return Picture(key: "badge", shapes: [.strokePolyline(square, .white, width: 4, closed: true),
                                              .fillPolygon(square, orange),
                                              .fillPolygon([Vec2(-20, -5), Vec2(20, -5), Vec2(20, 5), Vec2(-20, 5)], purple)],
                       halfExtent: Vec2(22, 22), center: center, scale: scale, rotation: rotation)
    }

    func render(_ pictures: [Picture], on backend: OffscreenBackend) throws -> Image {
        var list = DrawList(canvasSize: Vec2(200, 200))
        list.clearColor = .black
        list.fillRect(Rect(x: 0, y: 0, width: 200, height: 30), Color(r: 0, g: 90, b: 0))
        for picture in pictures { list.picture(picture) }
        list.fillCircle(Vec2(100, 100), radius: 6, .white)   // after: drawn over the picture
        return try backend.render(list, images: AssetStore(root: "/"))
    }

    @Test("a kept picture looks like its shapes drawn in place, turned and scaled")
    func retainedMatchesShapes() throws {
        let pictures = [Self.badge(center: Vec2(100, 100), scale: 1.5, rotation: 0.5),
                        Self.badge(center: Vec2(40, 150), scale: 0.8, rotation: -1.2)]
        let exact = try render(pictures, on: OffscreenBackend(size: Vec2(200, 200)))
        let kept = try render(pictures, on: OffscreenBackend(size: Vec2(200, 200), retainsPictures: true))
        var differing = 0
        for y in 0..<200 {
            for x in 0..<200 where exact[x: x, y: y] != kept[x: x, y: y] { differing += 1 }
        }
        // Only edge pixels may differ (sampling a texture against filling polygons).
        #expect(differing < 400, "\(differing) pixels differ")
        #expect(kept[x: 100, y: 100] == .white)                 // the circle drawn after it
        #expect(kept[x: 100, y: 100 + 20] == Self.orange)       // inside the turned square
        #expect(kept[x: 5, y: 5] == Color(r: 0, g: 90, b: 0))   // the band drawn before it
        #expect(kept[x: 190, y: 190] == .black)
    }

    @Test("a picture is rasterised once, and again only when it shows a size step larger")
    func rasterisedOncePerSize() throws {
        let backend = try OffscreenBackend(size: Vec2(200, 200), retainsPictures: true)
        _ = try render([Self.badge(center: Vec2(100, 100), scale: 1, rotation: 0)], on: backend)
        _ = try render([Self.badge(center: Vec2(60, 80), scale: 1, rotation: 2)], on: backend)
        #expect(backend.drawListRenderer.pictureCount == 1)
        _ = try render([Self.badge(center: Vec2(60, 80), scale: 1.5, rotation: 2)], on: backend)
        #expect(backend.drawListRenderer.pictureCount == 2)
        #expect(try OffscreenBackend(size: Vec2(200, 200)).drawListRenderer.pictureCount == 0)
    }

    @Test("a picture too large to keep is drawn as its shapes")
    func hugePicturesAreShapes() throws {
        let backend = try OffscreenBackend(size: Vec2(200, 200), retainsPictures: true)
        let image = try render([Self.badge(center: Vec2(100, 100), scale: 80, rotation: 0)], on: backend)
        #expect(backend.drawListRenderer.pictureCount == 0)
        #expect(image[x: 150, y: 150] == Self.purple)   // the bar, 800 px high now
    }
}
