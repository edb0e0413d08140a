import Core
import Imaging
import Testing

@Suite("Fitting and resampling")
struct ImageFittingTests {
    /// Black and white pixels in a checkerboard, `side` × `side`.
    static func checkerboard(_ side: Int) -> Image {
        var image = Image(width: side, height: side, fill: .black)
        for y in 0..<side { for x in 0..<side where (x + y) % 2 == 0 { image[x: x, y: y] = .white } }
        return image
    }

    @Test("shrinking a checkerboard threefold averages it to grey, where bilinear scaling alone aliases")
    func resamplesWithoutAliasing() {
        // A third of 48 puts each bilinear sample on one source pixel's centre: black or white.
        let aliased = Self.checkerboard(48).scaled(width: 16, height: 16)
        #expect(Set((0..<16).map { aliased[x: $0, y: 0].r }) == [0, 255])
        let small = Self.checkerboard(48).resampled(width: 16, height: 16)
        #expect((small.width, small.height) == (16, 16))
        for y in 0..<16 { for x in 0..<16 { #expect(abs(Int(small[x: x, y: y].r) - 128) <= 2, "pixel (\(x), \(y))") } }
    }

    @Test("fitting keeps the proportions, leaves a picture that fits alone, and takes no side below 1")
    func fits() {
        let wide = Image(width: 1000, height: 500, fill: .white)
        let fitted = wide.fitted(within: 160)
        #expect((fitted.width, fitted.height) == (160, 80))
        #expect(wide.fitted(within: 2048) == wide)
        #expect(wide.fitted(within: 0).width == 1)
        #expect(wide.resampled(width: 0, height: 3).width == 0)
    }
}
