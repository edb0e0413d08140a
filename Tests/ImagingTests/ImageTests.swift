import Core
import Imaging
import Testing

@Suite("Image")
struct ImageTests {
    @Test("a filled image has the fill everywhere, row-major RGBA")
    func fills() {
        let image = Image(width: 3, height: 2, fill: Color(r: 1, g: 2, b: 3, a: 4))
        #expect(image.pixels.count == 24)
        #expect(image.pixels.prefix(8) == [1, 2, 3, 4, 1, 2, 3, 4])
        #expect(image[x: 2, y: 1] == Color(r: 1, g: 2, b: 3, a: 4))
    }

    @Test("a new image is transparent black by default")
    func defaultsToClear() {
        #expect(Image(width: 2, height: 2).pixels == [UInt8](repeating: 0, count: 16))
    }

    @Test("setting a pixel changes only its four bytes, at (y × width + x) × 4")
    func setsPixel() {
        var image = Image(width: 3, height: 2)
        image[x: 1, y: 1] = Color(r: 9, g: 8, b: 7, a: 6)
        #expect(image.pixels[16..<20] == [9, 8, 7, 6])
        #expect(image.pixels.filter { $0 != 0 }.count == 4)
    }

    @Test("images over the same bytes are equal")
    func comparesByPixels() {
        let bytes: [UInt8] = [10, 20, 30, 40, 50, 60, 70, 80]
        #expect(Image(width: 2, height: 1, pixels: bytes) == Image(width: 2, height: 1, pixels: bytes))
        #expect(Image(width: 2, height: 1, pixels: bytes) != Image(width: 1, height: 2, pixels: bytes))
    }
}
