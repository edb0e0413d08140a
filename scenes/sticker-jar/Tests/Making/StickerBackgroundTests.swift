import Engine
@testable import StickerJarScene
import Testing

/// How cleanly `StickerMaker` lifts a known subject off textured backdrops with a soft shadow.
@Suite("Sticker background removal")
struct StickerBackgroundTests {
    /// The mask's mistakes against the truth, ignoring pixels the subject's edge half covers:
    /// backdrop (or shadow) kept and subject lost, each as a fraction of the subject's area.
    static func errors(of photo: Image) throws -> (kept: Double, lost: Double) {
        let mask = try StickerMaker.subjectMask(of: photo, tolerance: StickerStyle().backgroundTolerance)
        var kept = 0, lost = 0, area = 0
        for y in 0..<photo.height {
            for x in 0..<photo.width {
                let truth = TexturedPhotos.coverage(Double(x) + 0.5, Double(y) + 0.5)
                if truth >= 0.5 { area += 1 }
                if truth > 0.1 && truth < 0.9 { continue }
                if mask[x, y] && truth < 0.5 { kept += 1 }
                if !mask[x, y] && truth >= 0.5 { lost += 1 }
            }
        }
        return (Double(kept) / Double(area), Double(lost) / Double(area))
    }

    @Test func gingham() throws {
        let (kept, lost) = try Self.errors(of: TexturedPhotos.photo(on: TexturedPhotos.gingham))
        #expect(kept < 0.002, "\(kept * 100)% of the subject's area in backdrop kept")
        #expect(lost < 0.002, "\(lost * 100)% of the subject lost")
    }

    /// A thin dark stem stands out of the body over a gingham: its colour is near the red checks
    /// in shade, but it meets the cloth at a sharp edge, which a soft shadow never has. (On wood
    /// of the stem's own brown no colour tells them apart.)
    @Test func aThinDarkStemStaysWithTheSubject() throws {
        let backdrop = "gingham"
        let photo = TexturedPhotos.photo(on: TexturedPhotos.gingham, withStem: true)
        let mask = try StickerMaker.subjectMask(of: photo, tolerance: StickerStyle().backgroundTolerance)
        var stem = 0, kept = 0
        for y in 0..<photo.height {
            for x in 0..<photo.width where TexturedPhotos.stemCoverage(Double(x) + 0.5, Double(y) + 0.5) >= 0.9
                && TexturedPhotos.coverage(Double(x) + 0.5, Double(y) + 0.5) < 0.1 {
                stem += 1
                if mask[x, y] { kept += 1 }
            }
        }
        #expect(stem > 100 && Double(kept) >= 0.95 * Double(stem), "\(kept) of the stem's \(stem) pixels kept on \(backdrop)")
    }

    @Test func woodGrain() throws {
        let (kept, lost) = try Self.errors(of: TexturedPhotos.photo(on: TexturedPhotos.wood))
        #expect(kept < 0.002, "\(kept * 100)% of the subject's area in backdrop kept")
        #expect(lost < 0.002, "\(lost * 100)% of the subject lost")
    }
}
