import ArgumentParser
import CPNG
import Engine

/// `diorama-bench imaging`: writing a photo-sized PNG, as screenshots, exports and goldens do.
///
/// Figures: `imaging.png_encode_2048` (the engine's `Image.pngData()` of a 2048 × 2048
/// photo-like RGBA picture: one pass at zlib level 1; median s, target ≤ 0.35; `_cpu` the
/// thread's CPU time for it) with its file size, and `imaging.png_encode_vs_simplified` (that time against libpng's simplified API at
/// its default level, which must be called twice, once to size the buffer and once to fill it:
/// how the engine wrote PNGs before; same run, a ratio) with that file's size beside it.
struct ImagingSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "imaging",
        abstract: "Times writing a 2048² photo-like picture as a PNG, against libpng's simplified API."
    )

    @Option(help: "The picture's side, px.")
    var side = 2048

    @Option(help: "Timed encodings of each kind (the median is reported).")
    var runs = 5

    func run() throws {
        let picture = EditorSuite.photo(side: side)
        var ours: [UInt8] = [], cpu: [Double] = []
        let oursTime = Measure.medianNanoseconds(runs: runs) {
            let start = EditorSuite.threadCPUNanoseconds()
            ours = (try? picture.pngData()) ?? []
            cpu.append(EditorSuite.threadCPUNanoseconds() - start)
        }
        guard !ours.isEmpty else { throw ValidationError("the engine's PNG encoder failed") }
        var simplified: [UInt8] = []
        let simplifiedTime = Measure.medianNanoseconds(runs: runs) { simplified = Self.simplifiedPNG(picture) }
        guard !simplified.isEmpty else { throw ValidationError("libpng's simplified API failed") }
        Measure.report("imaging.png_encode_\(side)", oursTime / 1e9, "s", decimals: 3)
        // The thread's own CPU time, which other work on this shared machine inflates much less.
        Measure.report("imaging.png_encode_\(side)_cpu", Measure.median(cpu) / 1e9, "s", decimals: 3)
        Measure.report("imaging.png_encode_\(side)_size", Double(ours.count) / 1_048_576, "MiB")
        Measure.report("imaging.png_encode_vs_simplified", oursTime / simplifiedTime, "x", decimals: 3)
        Measure.report("imaging.png_simplified_\(side)_size", Double(simplified.count) / 1_048_576, "MiB")
    }

    /// `image` through libpng's simplified API at its default level: sized by a first call,
    /// written by a second. Empty when libpng refuses.
    static func simplifiedPNG(_ image: Image) -> [UInt8] {
        var png = png_image()
        png.version = DIORAMA_PNG_IMAGE_VERSION
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = DIORAMA_PNG_FORMAT_RGBA
        return image.pixels.withUnsafeBytes { source in
            var size = 0
            guard png_image_write_to_memory(&png, nil, &size, 0, source.baseAddress, 0, nil) != 0 else { return [] }
            var data = [UInt8](repeating: 0, count: size)
            let written = data.withUnsafeMutableBytes {
                png_image_write_to_memory(&png, $0.baseAddress, &size, 0, source.baseAddress, 0, nil)
            }
            return written != 0 ? Array(data.prefix(size)) : []
        }
    }
}
