@testable import Imaging
import Testing

@Suite("Alpha mask morphology")
struct AlphaMaskMorphologyTests {
    /// A `width × height` mask solid where `solid(x, y)`.
    static func mask(_ width: Int, _ height: Int, _ solid: (Int, Int) -> Bool) -> AlphaMask {
        AlphaMask(width: width, height: height, solid: (0..<(width * height)).map { solid($0 % width, $0 / width) })
    }

    @Test func erodingShrinksABlockByTheRadiusOnEverySide() {
        let block = Self.mask(12, 10) { (2...8).contains($0) && (3...8).contains($1) }
        #expect(block.eroded(by: 2) == Self.mask(12, 10) { (4...6).contains($0) && (5...6).contains($1) })
        #expect(block.eroded(by: 4).solidCount == 0)
        #expect(block.eroded(by: 0) == block)
    }

    @Test func theFrameDoesNotErodeAndAHoleGrows() {
        let holed = Self.mask(9, 9) { !($0 == 4 && $1 == 4) }
        #expect(holed.eroded(by: 1) == Self.mask(9, 9) { !((3...5).contains($0) && (3...5).contains($1)) })
    }
}
