import Core
import Imaging
import Testing

@Suite("Cropping")
struct ImageCroppingTests {
    /// A 4×3 image whose pixel (x, y) has red x and green y.
    static let grid: Image = {
        var image = Image(width: 4, height: 3)
        for y in 0..<3 { for x in 0..<4 { image[x: x, y: y] = Color(r: UInt8(x), g: UInt8(y), b: 0) } }
        return image
    }()

    @Test("a crop inside the image keeps exactly that region")
    func cropsInside() {
        let crop = Self.grid.cropped(x: 1, y: 1, width: 2, height: 2)
        #expect(crop.width == 2 && crop.height == 2)
        #expect(crop[x: 0, y: 0] == Color(r: 1, g: 1, b: 0))
        #expect(crop[x: 1, y: 1] == Color(r: 2, g: 2, b: 0))
    }

    @Test("a crop reaching outside is cut to the image")
    func clampsToImage() {
        let crop = Self.grid.cropped(x: -2, y: 2, width: 4, height: 5)
        #expect(crop.width == 2 && crop.height == 1)
        #expect(crop[x: 0, y: 0] == Color(r: 0, g: 2, b: 0))
        #expect(crop[x: 1, y: 0] == Color(r: 1, g: 2, b: 0))
    }

    @Test("a crop entirely outside is empty")
    func emptyOutside() {
        let crop = Self.grid.cropped(x: 10, y: 0, width: 3, height: 3)
        #expect(crop.width == 0 && crop.pixels.isEmpty)
    }

    @Test("cropping the whole image gives the image")
    func wholeImage() {
        #expect(Self.grid.cropped(x: 0, y: 0, width: 4, height: 3) == Self.grid)
    }
}
