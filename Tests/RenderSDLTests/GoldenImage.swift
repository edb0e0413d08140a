import Foundation
import Imaging
import Testing

/// Compares rendered frames with PNGs in `Goldens/` beside this file.
///
/// With `DIORAMA_RECORD=1` in the environment the frame is written as the new golden and the
/// check passes, saying so. On a mismatch the frame and a diff picture are written next to the
/// golden as `NAME.actual.png` and `NAME.diff.png` (ignored by git).
enum GoldenImage {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").path
    static var isRecording: Bool { ProcessInfo.processInfo.environment["DIORAMA_RECORD"] == "1" }

    /// Checks `image` against the golden `name`.png: at most `maxDifferingFraction` of the pixels
    /// (0...1) may have a channel differing by more than `tolerance` (0...255).
    static func check(_ image: Image, named name: String, tolerance: Int, maxDifferingFraction: Double,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let golden = "\(folder)/\(name).png"
        let actual = "\(folder)/\(name).actual.png", diffPath = "\(folder)/\(name).diff.png"
        if isRecording {
            try image.writePNG(to: golden)
            for stale in [actual, diffPath] { try? FileManager.default.removeItem(atPath: stale) }
            print("recorded golden \(golden) (DIORAMA_RECORD=1)")
            return
        }
        guard FileManager.default.fileExists(atPath: golden) else {
            try image.writePNG(to: actual)
            Issue.record("no golden at \(golden); wrote \(actual). Run with DIORAMA_RECORD=1 to record it.",
                         sourceLocation: sourceLocation)
            return
        }
        let diff = ImageDiff(image, against: try Image(contentsOfPNG: golden), tolerance: tolerance)
        if diff.isWithin(maxDifferingFraction: maxDifferingFraction) {
            for stale in [actual, diffPath] { try? FileManager.default.removeItem(atPath: stale) }
            return
        }
        try image.writePNG(to: actual)
        try diff.diffImage?.writePNG(to: diffPath)
        let allowed = "\(maxDifferingFraction * 100)% of pixels over \(tolerance)"
        Issue.record("\(name) differs from its golden: \(diff) (allowed: \(allowed)); see \(actual) and \(diffPath)",
                     sourceLocation: sourceLocation)
    }
}
