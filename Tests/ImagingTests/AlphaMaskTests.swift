import Core
import Imaging
import SceneTestSupport
import Testing

@Suite("Alpha mask")
struct AlphaMaskTests {
    @Test("pixels are solid from the alpha threshold up; outside is empty")
    func threshold() {
        var image = Image(width: 3, height: 1)
        image[x: 0, y: 0] = Color(r: 0, g: 0, b: 0, a: 127)
        image[x: 1, y: 0] = Color(r: 0, g: 0, b: 0, a: 128)
        image[x: 2, y: 0] = Color(r: 0, g: 0, b: 0, a: 255)
        let mask = AlphaMask(image)
        #expect(!mask[0, 0] && mask[1, 0] && mask[2, 0])
        #expect(!mask[-1, 0] && !mask[3, 0] && !mask[1, 1])
        #expect(mask.solidCount == 2)
        #expect(AlphaMask(image, threshold: 255).solidCount == 1)
        #expect(mask == AlphaMask(width: 3, height: 1, solid: [false, true, true]))
    }

    @Test("a lone pixel is a diamond of area ½ round its centre")
    func lonePixel() throws {
        let mask = AlphaMask(width: 3, height: 3, solid: [false, false, false, false, true, false, false, false, false])
        let outlines = mask.outlines()
        #expect(outlines.count == 1)
        let diamond = try #require(outlines.first)
        #expect(diamond.signedArea == 0.5)
        #expect(Set(diamond.vertices) == [Vec2(1, 1.5), Vec2(1.5, 1), Vec2(2, 1.5), Vec2(1.5, 2)])
    }

    @Test("a rendered disc traces to within 2% of πr²")
    func discArea() throws {
        let radius = 40.0
        let image = TestPictures.draw(width: 100, height: 100) { x, y in
            TestPictures.inDisc(Vec2(x, y), Vec2(50, 50), radius) ? .white : .clear
        }
        let outline = try #require(AlphaMask(image).outlines().first)
        #expect(abs(outline.area - .pi * radius * radius) <= 0.02 * .pi * radius * radius)
        #expect(outline.isSimple)
        #expect(abs(outline.centroid.x - 50) < 0.01 && abs(outline.centroid.y - 50) < 0.01)
    }

    @Test("regions come largest first, holes are ignored, diagonal neighbours join")
    func regions() {
        let image = TestPictures.draw(width: 60, height: 30) { x, y in
            let p = Vec2(x, y)
            let ring = TestPictures.inDisc(p, Vec2(15, 15), 12) && !TestPictures.inDisc(p, Vec2(15, 15), 6)
            return ring || TestPictures.inDisc(p, Vec2(45, 15), 5) ? .white : .clear
        }
        let outlines = AlphaMask(image).outlines()
        #expect(outlines.count == 2)
        #expect(outlines[0].area > 400 && outlines[1].area < 100)
        #expect(outlines[0].contains(Vec2(15, 15)))   // the hole is inside the outer boundary
        let diagonal = AlphaMask(width: 2, height: 2, solid: [true, false, false, true])
        #expect(diagonal.outlines().count == 1)
    }

    @Test("an empty mask has no outlines")
    func empty() {
        #expect(AlphaMask(width: 4, height: 4, solid: Array(repeating: false, count: 16)).outlines().isEmpty)
        #expect(AlphaMask(width: 0, height: 0, solid: []).outlines().isEmpty)
    }

    @Test("a crescent rendered into a mask splits into convex pieces that tile its outline")
    func crescentPieces() throws {
        let outline = try #require(TestPictures.crescentMask(side: 200).outlines().first).simplified(tolerance: 1.5)
        #expect(outline.isSimple)
        let pieces = outline.convexPieces()
        #expect(pieces.count <= 24, "\(pieces.count) pieces of \(outline.vertices.count) vertices")
        for piece in pieces {
            #expect(piece.isConvex && piece.isCounterClockwise && piece.vertices.count <= 8)
        }
        let total = pieces.reduce(0) { $0 + $1.area }
        #expect(abs(total - outline.area) <= 1e-6 * outline.area)
        for y in stride(from: 0.37, to: 200, by: 2) {
            for x in stride(from: 0.53, to: 200, by: 2) {
                let point = Vec2(x, y)
                #expect(pieces.count { $0.contains(point) } == (outline.contains(point) ? 1 : 0))
            }
        }
    }
}
