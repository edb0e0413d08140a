import Core
import Engine
import Imaging
import RenderSDL
import Testing
import UI

/// One frame using every kind of draw command, checked against `Goldens/all-commands.png`.
@Suite("Golden frame")
struct GoldenFrameTests {
    /// Tolerance: no more than 0.5% of the pixels may have a channel more than 2 away from the
    /// golden. Offscreen rendering is byte-identical on one machine; the slack absorbs SDL or
    /// FreeType versions that round an edge or a glyph differently.
    static let tolerance = 2
    static let maxDifferingFraction = 0.005

    /// A 480 × 640 canvas: sprites (rotated, tinted, translucent, mirrored, cut from a source
    /// rectangle), a concave polygon in each winding, a stroked polyline, circles, lines, a
    /// vertex-coloured and a textured mesh, text aligned left/centre/right (bold, wrapped),
    /// a clip rectangle and additive blending, added out of layer order.
    static func allCommands() -> DrawList {
        var list = DrawList(canvasSize: Vec2(480, 640))
        list.clearColor = Color(hex: 0x1D1F24)

        // Row 1: sprites.
        list.sprite(Sprite(texture: TextureID(raw: 0), center: Vec2(80, 80), size: Vec2(100, 100),
                           rotation: Double.pi / 6, tint: Color(r: 255, g: 220, b: 160), alpha: 0.8))
        list.sprite(Sprite(texture: TextureID(raw: 0), center: Vec2(220, 80), size: Vec2(96, 96), scale: Vec2(-1, 1)))
        list.sprite(Sprite(texture: TextureID(raw: 0), center: Vec2(370, 80), size: Vec2(64, 64), scale: Vec2(1.5, 1.5),
                           source: Rect(x: 32, y: 0, width: 32, height: 32)))

        // Row 2: a concave arrow (clockwise on screen), a concave "L" (anticlockwise), a zigzag.
        list.fillPolygon([Vec2(20, 170), Vec2(90, 170), Vec2(90, 150), Vec2(140, 200), Vec2(90, 250), Vec2(90, 230),
                          Vec2(20, 230), Vec2(45, 200)], Color(r: 82, g: 183, b: 136))
        list.fillPolygon([Vec2(160, 160), Vec2(160, 260), Vec2(240, 260), Vec2(240, 230), Vec2(190, 230), Vec2(190, 160)],
                         Color(r: 255, g: 209, b: 102, a: 200))
        list.polyline([Vec2(260, 250), Vec2(290, 170), Vec2(320, 250), Vec2(350, 170), Vec2(380, 250)],
                      Color(r: 230, g: 57, b: 70), width: 8)
        list.strokePolygon([Vec2(400, 160), Vec2(460, 160), Vec2(460, 250), Vec2(400, 250)], .white, width: 3)

        // Row 3: circles, lines, meshes.
        list.fillCircle(Vec2(60, 330), radius: 40, Color(r: 69, g: 123, b: 157))
        list.strokeCircle(Vec2(60, 330), radius: 40, .white, width: 4)
        list.fillCircle(Vec2(140, 330), radius: 6, .yellow)
        list.line(Vec2(170, 290), Vec2(250, 370), .white, width: 1)
        list.line(Vec2(180, 370), Vec2(260, 300), Color(r: 255, g: 100, b: 200), width: 6)
        list.mesh(Mesh(vertices: [
            MeshVertex(position: Vec2(280, 370), color: Color(r: 255, g: 0, b: 0)),
            MeshVertex(position: Vec2(320, 290), color: Color(r: 0, g: 255, b: 0)),
            MeshVertex(position: Vec2(360, 370), color: Color(r: 0, g: 0, b: 255)),
        ], indices: [0, 1, 2]))
        list.mesh(Mesh(vertices: [
            MeshVertex(position: Vec2(380, 290), color: .white, uv: Vec2(0, 0)),
            MeshVertex(position: Vec2(460, 300), color: .white, uv: Vec2(1, 0)),
            MeshVertex(position: Vec2(450, 370), color: Color(r: 255, g: 255, b: 255, a: 120), uv: Vec2(1, 1)),
            MeshVertex(position: Vec2(390, 360), color: Color(r: 160, g: 255, b: 160), uv: Vec2(0, 1)),
        ], indices: [0, 1, 2, 0, 2, 3], texture: TextureID(raw: 1)))

        // Row 4: text.
        list.text("Left aligned", at: Vec2(20, 400), size: 24, color: .white, alignment: .left)
        list.text("Centre, bold", at: Vec2(240, 436), size: 28, color: .yellow, alignment: .center, bold: true)
        list.text("Right", at: Vec2(460, 400), size: 24, color: Color(r: 230, g: 57, b: 70), alignment: .right)
        list.text("Wrapped text breaks onto a second line", at: Vec2(460, 476), size: 20,
                  color: Color(r: 180, g: 200, b: 255), alignment: .right, wrapWidth: 220)

        // Row 5: a clip rectangle cutting a circle and a sprite; additive circles on a higher
        // layer added before the dark panel beneath them.
        list.pushClip(Rect(x: 20, y: 540, width: 120, height: 80))
        list.fillCircle(Vec2(80, 600), radius: 70, Color(r: 230, g: 57, b: 70))
        list.sprite(Sprite(texture: TextureID(raw: 0), center: Vec2(140, 560), size: Vec2(64, 64)))
        list.popClip()
        list.onLayer(2) { list in
            list.blend = .additive
            list.fillCircle(Vec2(300, 580), radius: 40, Color(r: 200, g: 0, b: 0))
            list.fillCircle(Vec2(340, 580), radius: 40, Color(r: 0, g: 200, b: 0))
            list.blend = .alpha
        }
        list.onLayer(1) { list in list.fillRect(Rect(x: 240, y: 530, width: 220, height: 100), Color(r: 40, g: 40, b: 60)) }
        return list
    }

    @Test("every command kind matches the golden frame")
    func matchesGolden() throws {
        let backend = try OffscreenBackend(size: Vec2(480, 640))
        var errors: [RenderError] = []
        backend.drawListRenderer.onError = { errors.append($0) }
        let image = try backend.render(Self.allCommands(), images: TestImages.store())
        #expect(errors.isEmpty, "\(errors)")
        try GoldenImage.check(image, named: "all-commands", tolerance: Self.tolerance,
                              maxDifferingFraction: Self.maxDifferingFraction)
    }

    @Test("rendering the same list twice, or in two backends, is byte-identical")
    func isDeterministic() throws {
        let list = Self.allCommands(), store = TestImages.store()
        let backend = try OffscreenBackend(size: Vec2(480, 640))
        let first = try backend.render(list, images: store)
        let second = try backend.render(list, images: store)
        let other = try OffscreenBackend(size: Vec2(480, 640)).render(list, images: TestImages.store())
        #expect(first.pixels == second.pixels)
        #expect(first.pixels == other.pixels)
    }
}
