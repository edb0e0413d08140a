import Foundation

/// The checkout's root folder, found from this file's path (`Tests/ArchitectureTests/`).
let checkoutRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// One `import` line of a Swift file.
struct SourceImport: CustomStringConvertible {
    /// The file, relative to the checkout.
    var file: String
    /// The line number, from 1.
    var line: Int
    /// The imported module (`Engine` for `import struct Engine.DrawList`).
    var module: String

    var description: String { "\(file):\(line) imports \(module)" }

    /// The `import` lines of every Swift file below `folder` (relative to the checkout).
    static func all(below folder: String) throws -> [SourceImport] {
        let root = checkoutRoot.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var imports: [SourceImport] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let file = String(url.path.dropFirst(checkoutRoot.path.count + 1))
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let module = importedModule(in: line) { imports.append(SourceImport(file: file, line: index + 1, module: module)) }
            }
        }
        return imports
    }

    /// The module an `import` line names, with its attributes (`@testable`, `@_exported`) and
    /// kind (`struct`, `func`…) skipped; nil for any other line.
    static func importedModule(in line: Substring) -> String? {
        var words = line.split(whereSeparator: \.isWhitespace)[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
        guard let path = words.first else { return nil }
        return String(path.split(separator: ".").first ?? path)
    }
}
