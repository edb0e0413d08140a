import Core
import Imaging
import Testing

@Suite("Image comparison")
struct ImageDiffTests {
    static let reference = Image(width: 10, height: 10, fill: Color(r: 100, g: 100, b: 100))

    @Test("identical images show no difference")
    func identical() throws {
        let diff = ImageDiff(Self.reference, against: Self.reference)
        #expect(diff.sizesMatch)
        #expect(diff.maxChannelDelta == 0)
        #expect(diff.differingPixelCount == 0)
        #expect(diff.differingFraction == 0)
        #expect(diff.isWithin(maxDifferingFraction: 0))
        let picture = try #require(diff.diffImage)
        #expect(picture.width == 10 && picture.height == 10)
        #expect(picture[x: 0, y: 0] == Color(r: 25, g: 25, b: 25))
    }

    @Test("differences are measured per channel against the tolerance")
    func measuresDifferences() throws {
        var actual = Self.reference
        actual[x: 1, y: 1] = Color(r: 102, g: 100, b: 100)      // within a tolerance of 2
        actual[x: 2, y: 2] = Color(r: 100, g: 100, b: 100, a: 245)  // alpha off by 10
        actual[x: 3, y: 3] = Color(r: 100, g: 40, b: 100)       // green off by 60
        let diff = ImageDiff(actual, against: Self.reference, tolerance: 2)
        #expect(diff.maxChannelDelta == 60)
        #expect(diff.differingPixelCount == 2)
        #expect(diff.differingFraction == 0.02)
        #expect(diff.isWithin(maxDifferingFraction: 0.02))
        #expect(!diff.isWithin(maxDifferingFraction: 0.01))
        #expect(diff.description == "largest channel difference 60; 2 pixels (2.0%) differ by more than 2")
        let picture = try #require(diff.diffImage)
        #expect(picture[x: 1, y: 1] == Color(r: 255, g: 220, b: 0))
        #expect(picture[x: 2, y: 2] == Color(r: 255, g: 0, b: 0))
        #expect(picture[x: 3, y: 3] == Color(r: 255, g: 0, b: 0))
    }

    @Test("a size mismatch is reported, not compared")
    func reportsSizeMismatch() {
        let diff = ImageDiff(Image(width: 4, height: 3), against: Self.reference)
        #expect(!diff.sizesMatch)
        #expect(diff.diffImage == nil)
        #expect(diff.maxChannelDelta == 255)
        #expect(diff.differingFraction == 1)
        #expect(!diff.isWithin(maxDifferingFraction: 1))
        #expect(diff.description == "sizes differ: 4×3 against a 10×10 reference")
    }
}
