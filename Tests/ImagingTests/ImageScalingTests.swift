import Core
import Imaging
import Testing

@Suite("Bilinear scaling")
struct ImageScalingTests {
    @Test("scaling to the same size changes no visible pixel")
    func identity() {
        var image = PNGEncodingTests.sample
        for y in 0..<image.height { for x in 0..<image.width where image[x: x, y: y].a == 0 { image[x: x, y: y] = .clear } }
        let scaled = image.scaled(width: image.width, height: image.height)
        let identical = scaled == image
        #expect(identical, "\(ImageDiff(scaled, against: image))")
    }

    @Test("a flat colour stays flat at any size")
    func flatColour() {
        let image = Image(width: 7, height: 5, fill: Color(r: 10, g: 200, b: 30, a: 255))
        let scaled = image.scaled(width: 19, height: 3)
        #expect(scaled.width == 19 && scaled.height == 3)
        #expect(scaled == Image(width: 19, height: 3, fill: Color(r: 10, g: 200, b: 30, a: 255)))
    }

    @Test("doubling a two-pixel ramp interpolates between pixel centres")
    func interpolates() {
        let ramp = Image(width: 2, height: 1, pixels: [0, 0, 0, 255, 200, 0, 0, 255])
        let scaled = ramp.scaled(width: 4, height: 1)
        // Destination centres fall at source x = -0.25, 0.25, 0.75, 1.25 (clamped to 0...1).
        #expect((0..<4).map { scaled[x: $0, y: 0].r } == [0, 50, 150, 200])
    }

    @Test("halving averages 2×2 blocks")
    func halves() {
        let image = Image(width: 2, height: 2, pixels: [0, 0, 0, 255, 100, 0, 0, 255, 0, 0, 0, 255, 100, 0, 0, 255])
        #expect(image.scaled(width: 1, height: 1)[x: 0, y: 0] == Color(r: 50, g: 0, b: 0))
    }

    @Test("transparent neighbours do not darken an opaque edge")
    func weighsByAlpha() {
        let edge = Image(width: 2, height: 1, pixels: [255, 255, 255, 255, 0, 0, 0, 0])
        let middle = edge.scaled(width: 4, height: 1)[x: 1, y: 0]
        #expect(middle == Color(r: 255, g: 255, b: 255, a: 191))
    }

    @Test("scaling to or from nothing gives an empty or transparent image")
    func empty() {
        #expect(Image(width: 3, height: 3, fill: .red).scaled(width: 0, height: 4).pixels.isEmpty)
        #expect(Image(width: 0, height: 0).scaled(width: 2, height: 2) == Image(width: 2, height: 2))
    }
}
