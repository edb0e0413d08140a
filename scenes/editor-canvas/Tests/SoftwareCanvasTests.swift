import Testing
@testable import EditorCanvasScene
import Engine

/// Painting in bands across threads paints the same picture as painting it in one go.
@Suite struct SoftwareCanvasTests {
    /// A document's filter and vector stickers over a `width × height` picture, with a clipped
    /// fill and a vertex-coloured mesh besides.
    static func list(width: Int, height: Int) -> DrawList {
        let frame = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        var list = DrawList(canvasSize: frame.size)
        FilterPainter(rect: frame).draw(.party, into: &list)
        let document = EditorWorkloads.document(width: width, height: height, photoHash: "0", stickers: 12)
        let view = CanvasView(photoSize: frame.size, stage: frame)
        for sticker in document.stickers {
            if case .vector(let id) = sticker.source {
                StickerArtist.drawVector(id, transform: sticker.transform, view: view, into: &list)
            }
        }
        list.pushClip(Rect(x: 10.5, y: 30.25, width: 120, height: 77.5))
        list.fillCircle(Vec2(60, 60), radius: 70, Color(r: 200, g: 30, b: 90, a: 160))
        list.popClip()
        list.mesh(Mesh(vertices: [MeshVertex(position: Vec2(5, 5), color: .white, uv: .zero),
                                  MeshVertex(position: Vec2(290, 40), color: Color(r: 0, g: 0, b: 255), uv: .zero),
                                  MeshVertex(position: Vec2(100, 200), color: Color(r: 255, g: 0, b: 0, a: 100), uv: .zero)],
                       indices: [0, 1, 2], texture: nil))
        return list
    }

    @Test(arguments: [2, 3, 7, 1000])
    func bandsPaintTheSamePictureByteForByte(bands: Int) {
        let photo = Image(width: 301, height: 217, fill: Color(hex: 0x3050A0))
        let list = Self.list(width: photo.width, height: photo.height)
        var whole = SoftwareCanvas(photo), banded = SoftwareCanvas(photo)
        whole.draw(list)
        banded.draw(list, bands: bands)
        #expect(banded.pixels == whole.pixels)
        #expect(whole.pixels != photo.pixels)
    }
}
