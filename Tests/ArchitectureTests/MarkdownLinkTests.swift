import Foundation
import Testing

/// Every relative link and anchor in the repository's Markdown resolves: README.md, the scenes'
/// READMEs, docs/, CHANGELOG.md and the DocC catalogs' articles. A reader who follows a link
/// from the front page must land on a file that exists, at a heading that exists.
@Suite struct MarkdownLinkTests {
    @Test func everyRelativeLinkAndAnchorResolves() throws {
        let files = try MarkdownLinks.markdownFiles(in: checkoutRoot)
        #expect(files.contains("README.md"))
        var problems: [String] = []
        for file in files {
            problems += try MarkdownLinks.problems(in: file, root: checkoutRoot)
        }
        #expect(problems.isEmpty, "broken links:\n\(problems.joined(separator: "\n"))")
    }

    @Test func anchorsAreMadeAsGitHubMakesThem() {
        #expect(MarkdownLinks.slug("Two commands") == "two-commands")
        #expect(MarkdownLinks.slug("Sticker jar (`sticker-jar`)") == "sticker-jar-sticker-jar")
        #expect(MarkdownLinks.slug("Keys, text input and the clipboard") == "keys-text-input-and-the-clipboard")
        #expect(MarkdownLinks.slug("1. State changes only in fixed ticks") == "1-state-changes-only-in-fixed-ticks")
        #expect(MarkdownLinks.slug("The [UI kit](x.md) & its_widgets") == "the-ui-kit--its_widgets")
    }

    @Test func aMissingFileAnchorOrArticleIsReported() throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("markdown-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Sources/Kit/Kit.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try "# Guide\n\n## Getting started\n".write(to: root.appendingPathComponent("guide.md"), atomically: true, encoding: .utf8)
        try """
        # Front

        [fine](guide.md#getting-started) [here](#front) [web](https://example.com/x.md)
        `[code](nowhere.md)`

        ```
        [fenced](nowhere.md)
        ```

        [gone](missing.md) [no heading](guide.md#setup) ![picture](art/none.png) [nor here](#back)
        """.write(to: root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try "# Article\n\n<doc:Article> <doc:Nowhere>\n".write(to: catalog.appendingPathComponent("Article.md"),
                                                           atomically: true, encoding: .utf8)

        let problems = try MarkdownLinks.problems(in: "README.md", root: root)
            + MarkdownLinks.problems(in: "Sources/Kit/Kit.docc/Article.md", root: root)
        #expect(problems == [
            "README.md:10: missing.md: no such file",
            "README.md:10: guide.md#setup: no heading makes the anchor 'setup'",
            "README.md:10: art/none.png: no such file",
            "README.md:10: #back: no heading makes the anchor 'back'",
            "Sources/Kit/Kit.docc/Article.md:3: <doc:Nowhere>: no article Nowhere.md in Kit.docc",
        ])
    }
}

/// Finds Markdown links and checks where they point.
enum MarkdownLinks {
    /// `git ls-files` failed: the folder is no git checkout, or git is missing.
    struct ListingError: Error, CustomStringConvertible {
        var folder: String
        var description: String { "git ls-files failed in \(folder)" }
    }

    /// The Markdown files of the checkout at `root`, relative to it: those git tracks or would
    /// track (not ignored), so build folders and their packages' files are left out.
    static func markdownFiles(in root: URL) throws -> [String] {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", root.path, "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "*.md"]
        let output = Pipe()
        git.standardOutput = output
        git.standardError = FileHandle.nullDevice
        try git.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        guard git.terminationStatus == 0 else { throw ListingError(folder: root.path) }
        let names = String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init)
        // A tracked file deleted in the work tree is no longer there to check.
        return names.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }.sorted()
    }

    /// What is broken in `file` (relative to `root`): "file:line: link: why", in order.
    static func problems(in file: String, root: URL) throws -> [String] {
        let url = root.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let folder = url.deletingLastPathComponent()
        let catalog = doccCatalog(containing: url)
        var problems: [String] = []
        for (number, line) in proseLines(of: text) {
            for target in linkTargets(in: line) {
                if let why = problem(with: target, from: folder, in: url, root: root, catalog: catalog) {
                    problems.append("\(file):\(number): \(target): \(why)")
                }
            }
        }
        return problems
    }

    /// Why `target`, linked from `file` in `folder`, does not resolve; nil when it does.
    static func problem(with target: String, from folder: URL, in file: URL, root: URL, catalog: URL?) -> String? {
        if target.hasPrefix("<doc:") {
            // A DocC article link: the article must be in the same catalog (symbol links are
            // checked by the DocC build itself, `tools/docs`).
            guard let catalog else { return "a DocC link outside a .docc catalog" }
            var name = String(target.dropFirst("<doc:".count).dropLast())
            if let hash = name.firstIndex(of: "#") { name = String(name[..<hash]) }
            name = String(name.split(separator: "/").last ?? "")
            let article = catalog.appendingPathComponent(name + ".md")
            let found = (FileManager.default.enumerator(atPath: catalog.path)?.allObjects as? [String] ?? [])
                .contains { ($0 as NSString).lastPathComponent == name + ".md" }
            return found || FileManager.default.fileExists(atPath: article.path)
                ? nil : "no article \(name).md in \(catalog.lastPathComponent)"
        }
        let lowered = target.lowercased()
        if lowered.contains("://") || lowered.hasPrefix("mailto:") || lowered.hasPrefix("doc:") { return nil }

        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = (String(parts[0]).removingPercentEncoding ?? String(parts[0]))
        let anchor = parts.count > 1 ? String(parts[1]) : nil
        let linked = path.isEmpty ? file : (path.hasPrefix("/") ? root.appendingPathComponent(String(path.dropFirst())) : folder.appendingPathComponent(path))
        guard FileManager.default.fileExists(atPath: linked.path) else { return "no such file" }
        guard let anchor, !anchor.isEmpty else { return nil }
        guard linked.pathExtension.lowercased() == "md", let text = try? String(contentsOf: linked, encoding: .utf8) else {
            return nil   // an anchor into a file that is not Markdown (a line of code) is not checked
        }
        return anchors(of: text).contains(anchor.lowercased()) ? nil : "no heading makes the anchor '\(anchor)'"
    }

    /// The `.docc` folder `file` is in, or nil.
    static func doccCatalog(containing file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if folder.pathExtension == "docc" { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The lines outside fenced code blocks, numbered from 1, with code spans removed unless
    /// `keepingCode`.
    static func proseLines(of text: String, keepingCode: Bool = false) -> [(Int, String)] {
        var lines: [(Int, String)] = []
        var fence: String?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                continue
            }
            lines.append((index + 1, keepingCode ? line : withoutCodeSpans(line)))
        }
        return lines
    }

    /// `line` with every code span (`` `…` ``) removed.
    static func withoutCodeSpans(_ line: String) -> String {
        var result = "", rest = Substring(line)
        while let start = rest.firstIndex(of: "`") {
            result += rest[..<start]
            let ticks = rest[start...].prefix { $0 == "`" }
            let after = rest[ticks.endIndex...]
            guard let end = after.range(of: String(ticks)) else { return result + rest[start...] }
            rest = after[end.upperBound...]
        }
        return result + rest
    }

    /// The targets of the inline links and pictures (`[text](target)`), reference definitions
    /// (`[id]: target`) and DocC article links (`<doc:Name>`) on `line`.
    static func linkTargets(in line: String) -> [String] {
        var targets: [String] = []
        let chars = Array(line)
        var i = 0
        while i < chars.count {
            if chars[i] == "]", i + 1 < chars.count, chars[i + 1] == "(" {
                var depth = 0, j = i + 1, end: Int?
                while j < chars.count {
                    if chars[j] == "(" { depth += 1 } else if chars[j] == ")" { depth -= 1; if depth == 0 { end = j; break } }
                    j += 1
                }
                if let end {
                    var target = String(chars[(i + 2)..<end]).trimmingCharacters(in: .whitespaces)
                    if target.hasPrefix("<"), let close = target.firstIndex(of: ">") {
                        target = String(target[target.index(after: target.startIndex)..<close])
                    } else if let space = target.firstIndex(of: " ") {
                        target = String(target[..<space])   // drop a "title"
                    }
                    if !target.isEmpty { targets.append(target) }
                    i = end
                }
            }
            i += 1
        }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("["), let close = trimmed.range(of: "]: ") {
            let target = trimmed[close.upperBound...].split(separator: " ").first.map(String.init) ?? ""
            if !target.isEmpty { targets.append(target) }
        }
        var rest = Substring(line)
        while let start = rest.range(of: "<doc:"), let end = rest[start.upperBound...].firstIndex(of: ">") {
            targets.append(String(rest[start.lowerBound...end]))
            rest = rest[rest.index(after: end)...]
        }
        return targets
    }

    /// The anchors GitHub makes for the headings of `text`: each heading's slug, and for a
    /// repeated one the slug with -1, -2… after it.
    static func anchors(of text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for (_, line) in proseLines(of: text, keepingCode: true) {
            guard line.hasPrefix("#") else { continue }
            let hashes = line.prefix { $0 == "#" }
            guard hashes.count <= 6, line.dropFirst(hashes.count).first == " " else { continue }
            let base = slug(String(line.dropFirst(hashes.count)))
            let count = seen[base, default: 0]
            anchors.insert(count == 0 ? base : "\(base)-\(count)")
            seen[base] = count + 1
        }
        return anchors
    }

    /// GitHub's anchor for a heading: link targets dropped, lower case, every character but
    /// letters, digits, spaces, '-' and '_' dropped, spaces made '-'.
    static func slug(_ heading: String) -> String {
        var text = heading.trimmingCharacters(in: .whitespaces)
        // A link in a heading shows its text only.
        while let open = text.range(of: "]("), let close = text[open.upperBound...].firstIndex(of: ")") {
            text.removeSubrange(open.lowerBound..<text.index(after: close))
        }
        return String(text.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            if character == "-" || character == "_" || character.isLetter || character.isNumber { return character }
            return nil
        })
    }
}
