import Foundation

/// Where the tests find PngSuite and put their scratch files.
enum TestData {
    /// The package root, two folders above this file (Tests/ImagingTests/TestData.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// PngSuite, kept in the shared folder beside the repository.
    static let pngSuite = packageRoot.appendingPathComponent("../shared/testdata/pngsuite").standardizedFileURL

    /// The names of the PNG files in PngSuite's `folder` ("valid" or "invalid"), sorted.
    static func pngSuiteFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: pngSuite.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted()
    }

    /// The path of PngSuite's `folder/name`.
    static func pngSuitePath(_ folder: String, _ name: String) -> String {
        pngSuite.appendingPathComponent(folder).appendingPathComponent(name).path
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
