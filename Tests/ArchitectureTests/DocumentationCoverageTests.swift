import Foundation
import Testing

/// The modules a scene author reads the API of: every public declaration in them has a `///`
/// summary.
let documentedModules = ["Engine", "UI", "Records", "Replay", "Scripting", "Host"]

/// The public declarations in `text` with no `///` summary above them (attributes skipped), as
/// line numbers (1-based) and the declaration.
func undocumentedDeclarations(in text: String) -> [(line: Int, declaration: String)] {
    let kinds = "func|var|let|init|struct|enum|class|protocol|typealias|case|subscript|actor|associatedtype"
    let modifiers = "static|final|override|mutating|nonmutating|convenience|required|indirect|nonisolated|lazy|"
        + "private\\(set\\)|package\\(set\\)|internal\\(set\\)|fileprivate\\(set\\)"
    let pattern = try! NSRegularExpression(pattern: "^\\s*(?:@\\w+(?:\\([^)]*\\))?\\s+)*(?:public|open)\\s+(?:(?:\(modifiers))\\s+)*(?:\(kinds))\\b")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var missing: [(Int, String)] = []
    for (index, line) in lines.enumerated()
    where pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
        var above = index - 1
        while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
        let comment = above >= 0 ? lines[above].trimmingCharacters(in: .whitespaces) : ""
        if !comment.hasPrefix("///") && !comment.hasSuffix("*/") {
            missing.append((index + 1, line.trimmingCharacters(in: .whitespaces)))
        }
    }
    return missing
}

@Suite struct DocumentationCoverageTests {
    @Test func everyPublicDeclarationAScenesAuthorMeetsHasASummary() throws {
        var missing: [String] = []
        var files = 0
        for module in documentedModules {
            let folder = "Sources/\(module)"
            guard let enumerator = FileManager.default.enumerator(atPath: checkoutRoot.path + "/" + folder) else { continue }
            for case let name as String in enumerator where name.hasSuffix(".swift") {
                files += 1
                let text = try String(contentsOfFile: checkoutRoot.path + "/" + folder + "/" + name, encoding: .utf8)
                missing += undocumentedDeclarations(in: text).map { "\(folder)/\(name):\($0.line): \($0.declaration)" }
            }
        }
        #expect(files > 150, "no sources found below \(checkoutRoot.path)/Sources")
        #expect(missing.isEmpty, "public declarations with no /// summary:\n\(missing.joined(separator: "\n"))")
    }

    @Test func theCheckSeesAMissingSummaryPastAttributesButNotADocumentedOne() {
        let text = """
            /// Documented.
            @discardableResult
            public func kept() -> Int { 1 }
            @MainActor public static func bare() {}
            // A plain comment is not a summary.
            public private(set) var count = 0
            internal func hidden() {}
            """
        #expect(undocumentedDeclarations(in: text).map(\.line) == [4, 6])
    }
}
