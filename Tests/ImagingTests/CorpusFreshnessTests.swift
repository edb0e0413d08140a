import Foundation
import Testing

@Suite("PNG corpus")
struct CorpusFreshnessTests {
    /// The `diorama-art` binary beside the test bundle in the build folder, or nil.
    static var generator: URL? {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = bundle.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("diorama-art")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    @Test("the committed corpus is exactly what `diorama-art png-corpus` makes now")
    func corpusIsWhatTheGeneratorMakes() throws {
        let generator = try #require(Self.generator, "no diorama-art beside the tests; run `swift build` first")
        let process = Process()
        process.executableURL = generator
        process.arguments = ["png-corpus", "--check", "--out", TestData.corpus.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(report)")
    }
}
