import Engine
import Testing

/// Painting in bands across threads paints the same picture as painting it in one go, meshes
/// cover exactly the pixels whose centres they hold, and shapes far off the picture are cut.
@Suite struct SoftwareCanvasTests {
    /// Every kind of shape the canvas paints over a `width × height` picture: polygons, circles,
    /// strokes, lines, a picture of shapes, a clipped fill and a vertex-coloured mesh.
    static func list(width: Int, height: Int) -> DrawList {
        let size = Vec2(Double(width), Double(height))
        var list = DrawList(canvasSize: size)
        var random = RandomGenerator(seed: 11)
        for i in 0..<40 {
            let center = Vec2(random.next(in: 0.0...size.x), random.next(in: 0.0...size.y))
            let radius = random.next(in: 2.0...60.0)
            let color = Color(r: UInt8(i * 37 % 256), g: UInt8(i * 91 % 256), b: UInt8(i * 53 % 256), a: UInt8(80 + i * 4))
            switch i % 5 {
            case 0: list.fillPolygon((0..<7).map { k in center + Vec2(radius, 0).rotated(by: Double(k) * 2.4) }, color)
            case 1: list.fillCircle(center, radius: radius, color)
            case 2: list.strokeCircle(center, radius: radius, color, width: 5.5)
            case 3: list.line(center, center + Vec2(radius * 2, radius), color, width: 3.25)
            default: list.strokePolygon([center, center + Vec2(radius, 0), center + Vec2(0, radius)], color, width: 2)
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

    @Test func aMeshPaintsEveryPixelWhoseCentreItHoldsAndNoOther() {
        let side = 97
        let corners: [(Vec2, Vec2, Vec2)] = [
            (Vec2(3.2, 4.7), Vec2(90.1, 20.3), Vec2(40.5, 93.9)),      // clockwise on screen
            (Vec2(10, 80), Vec2(85.5, 75.25), Vec2(50.3, 2.1)),        // counter-clockwise
            (Vec2(-30, 40.4), Vec2(120, 41.6), Vec2(48.8, 44.2)),      // long and thin, past the edges
            (Vec2(60.5, 10.5), Vec2(60.5, 90.5), Vec2(61.7, 50)),      // a sliver a pixel wide
        ]
        for (a, b, c) in corners {
            var canvas = SoftwareCanvas(Image(width: side, height: side, fill: .black))
            var list = DrawList(canvasSize: Vec2(Double(side), Double(side)))
            list.mesh(Mesh(vertices: [a, b, c].map { MeshVertex(position: $0, color: .white) }, indices: [0, 1, 2]))
            canvas.draw(list)
            for y in 0..<side {
                for x in 0..<side {
                    let p = Vec2(Double(x) + 0.5, Double(y) + 0.5)
                    let w = [Self.side(a, b, p), Self.side(b, c, p), Self.side(c, a, p)]
                    guard w.allSatisfy({ abs($0) > 1e-6 }) else { continue }   // on an edge: the fill rule decides
                    let inside = w.allSatisfy { $0 > 0 } || w.allSatisfy { $0 < 0 }
                    let painted = canvas.pixels[(y * side + x) * 4] == 255
                    #expect(painted == inside, "pixel (\(x), \(y)) of the triangle \(a), \(b), \(c)")
                }
            }
        }
    }

    @Test func shapesFarOffThePictureAreCutNotConverted() {
        let far = 1e300
        var canvas = SoftwareCanvas(Image(width: 20, height: 20, fill: .black))
        var list = DrawList(canvasSize: Vec2(20, 20))
        list.fillPolygon([Vec2(-far, -far), Vec2(far, -far), Vec2(0, far)], .white)
        list.mesh(Mesh(vertices: [Vec2(-far, -far), Vec2(far, 0), Vec2(0, far)].map { MeshVertex(position: $0, color: .white) },
                       indices: [0, 1, 2]))
        list.fillCircle(Vec2(.nan, 3), radius: 4, .white)
        canvas.draw(list)
        #expect(canvas.pixels[(10 * 20 + 10) * 4] == 255, "the huge triangle covers the middle")
        canvas.composite(premultiplied: Image(width: 4, height: 4, fill: .white), x: .min, y: .max)
        canvas.composite(premultiplied: Image(width: 4, height: 4, fill: .white), x: .max, y: .min)
    }

    /// Which side of the line from `p` to `q` the point `r` lies on (the sign of the cross product).
    static func side(_ p: Vec2, _ q: Vec2, _ r: Vec2) -> Double {
        (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
    }
}
