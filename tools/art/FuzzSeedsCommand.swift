import ArgumentParser
import Engine
import Foundation

/// `diorama-art fuzz-seeds`: the seed JPEGs for the JPEG fuzzer (`tools/fuzz jpeg`): small
/// pictures, so that each run is quick, in each of the eight EXIF orientations and at a low and a
/// high quality. The other fuzzers' seeds are the project's own files (see `tools/fuzzing`).
struct FuzzSeedsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz-seeds",
        abstract: "Writes the JPEG fuzzer's seed pictures: small JPEGs in every EXIF orientation."
    )

    @Option(help: "The folder the seed JPEGs go to.")
    var out = "tools/fuzzing/corpus/jpeg"

    func run() throws {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        // 12 × 8 pixels of four coloured quarters: wide enough that every orientation shows.
        var pixels: [UInt8] = []
        for y in 0..<8 {
            for x in 0..<12 {
                pixels += x < 6 ? (y < 4 ? [220, 40, 40, 255] : [40, 200, 60, 255])
                                : (y < 4 ? [40, 80, 220, 255] : [240, 220, 60, 255])
            }
        }
        let picture = Image(width: 12, height: 8, pixels: pixels)
        for orientation in ExifOrientation.allCases {
            for quality in [30, 95] {
                let path = out + "/orientation-\(orientation.rawValue)-q\(quality).jpg"
                try Data(ExifJPEG.data(picture, orientation: orientation, quality: quality)).write(to: URL(fileURLWithPath: path))
                print(path)
            }
        }
        let plain = out + "/plain-1x1.jpg"
        try Data(Image(width: 1, height: 1, fill: .white).jpegData(quality: 90)).write(to: URL(fileURLWithPath: plain))
        print(plain)
    }
}
