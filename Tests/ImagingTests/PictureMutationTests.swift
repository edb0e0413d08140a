import SceneTestSupport
import Testing
@testable import Imaging

/// A mutation fuzzer over pictures users drop and send: 2,000 variants of PNG and JPEG files,
/// each decoded or refused with an `ImageError`; none may trap (a trap ends the test process).
@Suite struct PictureMutationTests {
    @Test func noVariantOfAPictureTraps() throws {
        let pngs = try ["rgba-8.png", "palette-8-trns.png", "grey-16.png", "rgb-8-interlaced.png"]
            .filter { TestData.corpusFiles(in: "valid").contains($0) }
            .map { try TestData.bytes(at: TestData.corpusPath("valid", $0)) }
        let jpeg = try JPEGFixtures.quarters(width: 40, height: 24).jpegData()
        var mutator = ByteMutator(seed: 5)
        var refused = 0, decoded = 0
        for original in pngs + [jpeg] {
            for _ in 0..<400 {
                do {
                    _ = try Image(pictureData: mutator.mutate(original), name: "variant")
                    decoded += 1
                } catch is ImageError {
                    refused += 1
                }
            }
        }
        #expect(pngs.count >= 2, "the corpus has the pictures this test mutates")
        #expect(refused > 0 && decoded > 0, "\(refused) refused, \(decoded) decoded")
    }
}
