import ArgumentParser
import CPNGWriter
import Foundation

/// `diorama-art png-corpus`: writes the PNG test corpus (`PNGCorpus`) into `valid/` and
/// `invalid/` under the output folder, or checks that the files there are exactly what it would
/// write (which holds for the libpng and zlib versions that made them).
struct PNGCorpusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "png-corpus",
        abstract: "Writes the PNG test corpus: valid files of every format and broken ones of every kind."
    )

    @Option(help: "The folder the corpus goes to.")
    var out = "Tests/ImagingTests/Corpus"

    @Flag(help: "Write nothing; fail unless the folder holds exactly the files the tool would write.")
    var check = false

    func run() throws {
        var differences: [String] = []
        for (folder, files) in [("valid", try PNGCorpus.valid()), ("invalid", try PNGCorpus.invalid())] {
            let path = out + "/" + folder
            let present = Set(((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".png") })
            let names = Set(files.map(\.name))
            guard names.count == files.count else { throw ArtError("png-corpus: two files share a name in \(folder)") }
            if check {
                differences += present.subtracting(names).sorted().map { "\(path)/\($0): not made by the tool" }
                for file in files where FileManager.default.contents(atPath: path + "/" + file.name) != Data(file.bytes) {
                    differences.append("\(path)/\(file.name): " + (present.contains(file.name) ? "differs" : "missing"))
                }
                continue
            }
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            for stale in present.subtracting(names) { try FileManager.default.removeItem(atPath: path + "/" + stale) }
            for file in files { try Data(file.bytes).write(to: URL(fileURLWithPath: path + "/" + file.name)) }
            print("\(path)  \(files.count) files")
        }
        guard differences.isEmpty else {
            let versions = "this tool writes with libpng \(String(cString: diorama_png_libpng_version())) and zlib "
                + "\(String(cString: zlibVersion())); other versions may compress differently (see the corpus's README)"
            throw ArtError((differences + [versions, "run `tools/make-art png-corpus` to regenerate"]).joined(separator: "\n"))
        }
        if check { print("\(out): the corpus is what the tool makes") }
    }
}
