import Foundation

/// Where the tests find the PNG corpus and put their scratch files.
enum TestData {
    /// The package root, two folders above this file (Tests/ImagingTests/TestData.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The PNG corpus `diorama-art png-corpus` writes (Tests/ImagingTests/Corpus).
    static let corpus = packageRoot.appendingPathComponent("Tests/ImagingTests/Corpus")

    /// The names of the PNG files in the corpus's `folder` ("valid" or "invalid"), sorted.
    static func corpusFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted()
    }

    /// The path of the corpus's `folder/name`.
    static func corpusPath(_ folder: String, _ name: String) -> String {
        corpus.appendingPathComponent(folder).appendingPathComponent(name).path
    }

    /// A new empty folder under the system's temporary folder.
    static func makeScratchFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ImagingTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// The bytes of the file at `path`.
    static func bytes(at path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Writes `bytes` to a new file at `path`.
    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// Deletes `folder` and everything in it.
    static func remove(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
