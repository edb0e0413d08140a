import Core
import Engine
import Imaging
import RenderSDL
import Testing
import UI

@Suite("Draw list rendering")
struct DrawListRendererTests {
    static let red = Color(r: 255, g: 0, b: 0), green = Color(r: 0, g: 255, b: 0), blue = Color(r: 0, g: 0, b: 255)

    /// Renders `list` on a 100 × 100 canvas.
    func render(_ build: (inout DrawList) -> Void, images: ImageSource = TestImages.store()) throws -> Image {
        var list = DrawList(canvasSize: Vec2(100, 100))
        list.clearColor = .black
        build(&list)
        return try OffscreenBackend(size: Vec2(100, 100)).render(list, images: images)
    }

    @Test("the canvas is cleared to the clear colour")
    func clears() throws {
        var list = DrawList(canvasSize: Vec2(100, 100))
        list.clearColor = Color(r: 10, g: 20, b: 30)
        let image = try OffscreenBackend(size: Vec2(100, 100)).render(list, images: TestImages.store())
        #expect(image.width == 100 && image.height == 100)
        #expect(image[x: 0, y: 0] == Color(r: 10, g: 20, b: 30) && image[x: 99, y: 99] == Color(r: 10, g: 20, b: 30))
    }

    @Test("higher layers cover lower ones whatever order they were added in")
    func honoursLayers() throws {
        let image = try render { list in
            list.onLayer(5) { $0.fillRect(Rect(x: 20, y: 20, width: 40, height: 40), Self.red) }
            list.onLayer(-1) { $0.fillRect(Rect(x: 10, y: 10, width: 80, height: 80), Self.blue) }
            list.fillRect(Rect(x: 40, y: 40, width: 40, height: 40), Self.green)
        }
        #expect(image[x: 15, y: 15] == Self.blue)
        #expect(image[x: 30, y: 30] == Self.red)
        #expect(image[x: 50, y: 50] == Self.red)   // red (layer 5) over green (layer 0)
        #expect(image[x: 70, y: 70] == Self.green)
        #expect(image[x: 5, y: 5] == .black)
    }

    @Test("commands on one layer keep the order they were added in")
    func keepsOrderWithinLayer() throws {
        let image = try render { list in
            list.fillRect(Rect(x: 0, y: 0, width: 60, height: 60), Self.red)
            list.fillRect(Rect(x: 40, y: 40, width: 60, height: 60), Self.green)
        }
        #expect(image[x: 50, y: 50] == Self.green)
    }

    @Test("a clip rectangle cuts away drawing outside it, in canvas pixels")
    func honoursClip() throws {
        let image = try render { list in
            list.pushClip(Rect(x: 25, y: 30, width: 50, height: 40))
            list.fillCircle(Vec2(50, 50), radius: 45, Self.red)
            list.sprite(Sprite(texture: TextureID(raw: 0), center: Vec2(50, 50), size: Vec2(100, 100)))
            list.popClip()
            list.fillRect(Rect(x: 0, y: 90, width: 100, height: 10), Self.blue)
        }
        #expect(image[x: 25, y: 30] != .black)
        #expect(image[x: 74, y: 69] != .black)
        #expect(image[x: 24, y: 50] == .black)
        #expect(image[x: 75, y: 50] == .black)
        #expect(image[x: 50, y: 29] == .black)
        #expect(image[x: 50, y: 70] == .black)
        #expect(image[x: 50, y: 95] == Self.blue)  // drawn after popClip: unclipped
    }

    @Test("nested clips intersect, and an empty clip draws nothing")
    func emptyClipDrawsNothing() throws {
        let image = try render { list in
            list.pushClip(Rect(x: 0, y: 0, width: 40, height: 40))
            list.pushClip(Rect(x: 60, y: 60, width: 40, height: 40))
            list.fillRect(Rect(x: 0, y: 0, width: 100, height: 100), Self.red)
            list.popClip()
            list.popClip()
        }
        #expect(image.pixels == Image(width: 100, height: 100, fill: .black).pixels)
    }

    @Test("blend modes: none replaces, alpha mixes, additive adds, multiply multiplies")
    func blends() throws {
        let image = try render { list in
            list.fillRect(Rect(x: 0, y: 0, width: 100, height: 100), Color(r: 200, g: 100, b: 0))
            let half = Color(r: 0, g: 0, b: 200, a: 128)
            list.blend = .none
            list.fillRect(Rect(x: 0, y: 0, width: 25, height: 100), half)
            list.blend = .alpha
            list.fillRect(Rect(x: 25, y: 0, width: 25, height: 100), half)
            list.blend = .additive
            list.fillRect(Rect(x: 50, y: 0, width: 25, height: 100), Color(r: 100, g: 100, b: 100))
            list.blend = .multiply
            list.fillRect(Rect(x: 75, y: 0, width: 25, height: 100), Color(r: 128, g: 255, b: 0))
        }
        #expect(image[x: 10, y: 50] == Color(r: 0, g: 0, b: 200, a: 128))
        let mixed = image[x: 35, y: 50]
        #expect(abs(Int(mixed.r) - 100) <= 1 && abs(Int(mixed.g) - 50) <= 1 && abs(Int(mixed.b) - 100) <= 1)
        #expect(image[x: 60, y: 50] == Color(r: 255, g: 200, b: 100))
        let multiplied = image[x: 90, y: 50]
        #expect(abs(Int(multiplied.r) - 100) <= 1 && multiplied.g == 100 && multiplied.b == 0)
    }

    @Test("a sprite fills its size times scale around its centre; negative scale mirrors it")
    func placesAndMirrorsSprites() throws {
        // The quadrant picture's coloured area is its middle 56/64.
        let image = try render { list in
            list.sprite(Sprite(texture: TextureID(raw: 0), center: Vec2(25, 25), size: Vec2(32, 32), scale: Vec2(1.5, 1.5)))
            list.sprite(Sprite(texture: TextureID(raw: 0), center: Vec2(75, 75), size: Vec2(48, 48), scale: Vec2(-1, -1)))
        }
        #expect(image[x: 10, y: 10] == Self.red)
        #expect(image[x: 40, y: 10] == Self.green)
        #expect(image[x: 10, y: 40] == Self.blue)
        #expect(image[x: 40, y: 40] == .white)
        #expect(image[x: 0, y: 0] == .black)     // the transparent border
        // Mirrored both ways: white top-left, red bottom-right.
        #expect(image[x: 60, y: 60] == .white)
        #expect(image[x: 90, y: 60] == Self.blue)
        #expect(image[x: 60, y: 90] == Self.green)
        #expect(image[x: 90, y: 90] == Self.red)
    }

    @Test("rotation is clockwise on screen, in radians")
    func rotatesClockwise() throws {
        let image = try render { list in
            list.sprite(Sprite(texture: TextureID(raw: 0), center: Vec2(50, 50), size: Vec2(80, 80), rotation: Double.pi / 2))
        }
        // A quarter turn clockwise brings the top-left (red) quadrant to the top-right.
        #expect(image[x: 70, y: 30] == Self.red)
        #expect(image[x: 30, y: 30] == Self.blue)
        #expect(image[x: 70, y: 70] == Self.green)
        #expect(image[x: 30, y: 70] == .white)
    }

    @Test("tint multiplies and alpha fades a sprite")
    func tintsAndFades() throws {
        let image = try render { list in
            list.sprite(Sprite(texture: TextureID(raw: 0), center: Vec2(50, 50), size: Vec2(80, 80),
                               tint: Color(r: 255, g: 128, b: 0), alpha: 0.5))
        }
        let white = image[x: 70, y: 70]  // white × (255, 128, 0) at half opacity over black
        #expect(abs(Int(white.r) - 128) <= 1 && abs(Int(white.g) - 64) <= 1 && white.b == 0)
    }

    @Test("a source rectangle draws only that part of the texture")
    func drawsSourceRect() throws {
        let image = try render { list in
            list.sprite(Sprite(texture: TextureID(raw: 0), center: Vec2(50, 50), size: Vec2(40, 40),
                               source: Rect(x: 32, y: 32, width: 24, height: 24)))
        }
        #expect(image[x: 35, y: 35] == .white && image[x: 65, y: 65] == .white)
    }

    @Test("a replaced image is uploaded again; an unknown texture draws nothing")
    func reuploadsOnRevision() throws {
        let store = AssetStore(root: "/nonexistent")
        let id = store.add(Image(width: 4, height: 4, fill: Self.red))
        let backend = try OffscreenBackend(size: Vec2(100, 100))
        var list = DrawList(canvasSize: Vec2(100, 100))
        list.clearColor = .black
        list.sprite(Sprite(texture: id, center: Vec2(50, 50), size: Vec2(20, 20)))
        list.sprite(Sprite(texture: TextureID(raw: 99), center: Vec2(10, 10), size: Vec2(20, 20)))
        #expect(try backend.render(list, images: store)[x: 50, y: 50] == Self.red)
        store.replace(id, with: Image(width: 4, height: 4, fill: Self.green))
        #expect(try backend.render(list, images: store)[x: 50, y: 50] == Self.green)
        store.replace(id, with: Image(width: 8, height: 2, fill: Self.blue))
        let image = try backend.render(list, images: store)
        #expect(image[x: 50, y: 50] == Self.blue)
        #expect(image[x: 10, y: 10] == .black)
        #expect(backend.drawListRenderer.textureCount == 1)
    }

    @Test("a different image source replaces every texture, even with the same ids")
    func switchesSources() throws {
        let backend = try OffscreenBackend(size: Vec2(100, 100))
        var list = DrawList(canvasSize: Vec2(100, 100))
        list.sprite(Sprite(texture: TextureID(raw: 0), center: Vec2(50, 50), size: Vec2(20, 20)))
        for color in [Self.red, Self.green] {
            let store = AssetStore(root: "/nonexistent")
            store.add(Image(width: 2, height: 2, fill: color))
            #expect(try backend.render(list, images: store)[x: 50, y: 50] == color)
        }
    }

    @Test("meshes draw vertex colours, with or without a texture")
    func drawsMeshes() throws {
        let image = try render { list in
            list.mesh(Mesh(vertices: [MeshVertex(position: Vec2(0, 0), color: Self.green),
                                      MeshVertex(position: Vec2(50, 0), color: Self.green),
                                      MeshVertex(position: Vec2(0, 50), color: Self.green)], indices: [0, 1, 2]))
            list.mesh(Mesh(vertices: [MeshVertex(position: Vec2(50, 50), color: .white, uv: Vec2(0.5, 0.5)),
                                      MeshVertex(position: Vec2(100, 50), color: .white, uv: Vec2(1, 0.5)),
                                      MeshVertex(position: Vec2(100, 100), color: .white, uv: Vec2(1, 1)),
                                      MeshVertex(position: Vec2(50, 100), color: .white, uv: Vec2(0.5, 1))],
                           indices: [0, 1, 2, 0, 2, 3], texture: TextureID(raw: 0)))
        }
        #expect(image[x: 10, y: 10] == Self.green)
        #expect(image[x: 40, y: 40] == .black)
        #expect(image[x: 70, y: 70] == .white)   // the texture's white quadrant
    }

    @Test("lines, strokes and circles cover what they should")
    func drawsShapes() throws {
        let image = try render { list in
            list.line(Vec2(10, 10), Vec2(90, 10), Self.red, width: 6)
            list.polyline([Vec2(10, 30), Vec2(50, 30), Vec2(50, 60)], Self.green, width: 4)
            list.fillCircle(Vec2(80, 80), radius: 15, Self.blue)
            list.strokeCircle(Vec2(25, 80), radius: 12, .white, width: 2)
        }
        #expect(image[x: 50, y: 8] == Self.red && image[x: 50, y: 12] == Self.red)
        #expect(image[x: 50, y: 15] == .black && image[x: 5, y: 10] == .black)
        #expect(image[x: 30, y: 30] == Self.green && image[x: 50, y: 45] == Self.green)
        #expect(image[x: 51, y: 29] == Self.green)   // the mitred corner is filled
        #expect(image[x: 80, y: 80] == Self.blue && image[x: 80, y: 67] == Self.blue)
        #expect(image[x: 80, y: 63] == .black && image[x: 67, y: 67] == .black)
        #expect(image[x: 25, y: 92] == .white && image[x: 25, y: 80] == .black)
    }

    @Test("text is drawn from its anchor by alignment")
    func alignsText() throws {
        func inkColumns(_ alignment: TextAlignment, x: Double) throws -> ClosedRange<Int> {
            let image = try render { list in list.text("Hi", at: Vec2(x, 20), size: 30, color: .white, alignment: alignment) }
            let columns = (0..<100).filter { x in (0..<100).contains { image[x: x, y: $0] != .black } }
            let first = try #require(columns.first), last = try #require(columns.last)
            return first...last
        }
        let left = try inkColumns(.left, x: 50), center = try inkColumns(.center, x: 50), right = try inkColumns(.right, x: 50)
        #expect(left.lowerBound >= 50 && left.lowerBound <= 54)
        #expect(right.upperBound <= 50 && right.upperBound >= 46)
        #expect(abs((center.lowerBound + center.upperBound) / 2 - 50) <= 2)
    }

    @Test("text colour and size are honoured, and empty text draws nothing")
    func colorsText() throws {
        let image = try render { list in
            list.text("M", at: Vec2(10, 10), size: 60, color: Self.red)
            list.text("", at: Vec2(60, 10), size: 60, color: .white)
        }
        let ink = image.pixels.indices.filter { $0 % 4 == 0 && image.pixels[$0] > 0 }
        #expect(ink.count > 300)
        #expect(ink.allSatisfy { image.pixels[$0 + 1] == 0 && image.pixels[$0 + 2] == 0 })
    }

    @Test("rendered text is freed once it has not been drawn for a while")
    func evictsText() throws {
        let backend = try OffscreenBackend(size: Vec2(100, 100))
        let store = TestImages.store()
        for frame in 0..<200 {
            var list = DrawList(canvasSize: Vec2(100, 100))
            list.text("frame \(frame)", at: Vec2(0, 0), size: 12)
            list.text("steady", at: Vec2(0, 50), size: 12)
            _ = try backend.render(list, images: store)
        }
        #expect(backend.drawListRenderer.runCount <= 122)
        #expect(backend.drawListRenderer.runCount >= 2)
    }

    @Test("SDL failures are reported to onError and the rest is still drawn")
    func reportsFailures() throws {
        let backend = try OffscreenBackend(size: Vec2(100, 100))
        var errors: [RenderError] = []
        backend.drawListRenderer.onError = { errors.append($0) }
        var list = DrawList(canvasSize: Vec2(100, 100))
        let corners = [Vec2(0, 0), Vec2(50, 0), Vec2(0, 50)].map { MeshVertex(position: $0, color: .white) }
        list.mesh(Mesh(vertices: corners, indices: [0, 1, 9]))
        list.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), Self.red)
        let image = try backend.render(list, images: TestImages.store())
        #expect(errors.map(\.call) == ["SDL_RenderGeometry"])
        #expect(errors.first?.description.hasPrefix("SDL_RenderGeometry failed: ") == true)
        #expect(image[x: 5, y: 5] == Self.red)
    }

    @Test("non-finite and far-off coordinates draw nothing or clamp instead of trapping")
    func survivesWildNumbers() throws {
        let image = try render { list in
            list.pushClip(Rect(x: -1e30, y: .nan, width: .infinity, height: 1e30))
            list.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), Self.red)
            list.popClip()
            list.fillCircle(Vec2(50, 50), radius: .infinity, Self.red)
            list.fillCircle(Vec2(50, 50), radius: .nan, Self.red)
            list.line(Vec2(0, 0), Vec2(.nan, 5), Self.red, width: .nan)
            list.text("x", at: Vec2(.infinity, 1e40), size: .nan)
            list.text("y", at: Vec2(1e12, -1e12), size: 1e9, wrapWidth: .infinity)
            list.text("z", at: Vec2(5, 5), size: 20, wrapWidth: .nan)
            list.textRun(TextRun(face: .bold, size: .max, origin: Vec2(.nan, 5), clusters: ["z"], glyphs: [5, 6],
                                 offsets: [Vec2(1e300, .nan), Vec2(-.infinity, 0)], color: .white))
            list.textRun(TextRun(face: .emoji, size: .min, origin: Vec2(5, 5), clusters: ["z"], glyphs: [.max],
                                 offsets: [Vec2(1e20, 0)], color: .white))
            list.sprite(Sprite(texture: TextureID(raw: 0), center: Vec2(.nan, 0), size: Vec2(1e20, 5),
                               source: Rect(x: .nan, y: 1e40, width: -5, height: .infinity)))
            list.fillRect(Rect(x: 90, y: 90, width: 10, height: 10), Self.green)
        }
        #expect(image[x: 95, y: 95] == Self.green)
    }
}
