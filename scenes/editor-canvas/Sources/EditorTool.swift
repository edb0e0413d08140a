import Foundation
import Engine

/// `diorama editor export DRAFT --clean OUT.png [--censored OUT2.png]`: renders a draft (its
/// photo beside it as `photo-<hash>.jpg/png`, or a bundled sample) headless at the photo's full
/// resolution, so tests and scripts can export.
public enum EditorTool: SceneTool {
    public static let name = "editor"
    public static let usage = "diorama editor export DRAFT.json --clean OUT.png [--censored OUT2.png]"

    /// A bad command line or draft, said in words that name the file or argument.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `editor export`; it renders in software, so it needs nothing from `context`.
    public static func run(arguments: [String], context: SceneToolContext) throws -> String {
        guard arguments.first == "export" else {
            throw Failure(description: arguments.first.map { "unknown command '\($0)'; the one command is 'export'" } ?? "a command is needed")
        }
        var draft: String?, clean: String?, censored: String?
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--clean", "--censored":
                guard let value = rest.popFirst(), !value.isEmpty else { throw Failure(description: "\(argument) needs a file name") }
                if argument == "--clean" { clean = value } else { censored = value }
            case _ where argument.hasPrefix("-"):
                throw Failure(description: "unknown option '\(argument)'")
            default:
                guard draft == nil else { throw Failure(description: "one draft at a time, not also '\(argument)'") }
                draft = argument
            }
        }
        guard let draft else { throw Failure(description: "the draft file is missing") }
        guard let clean else { throw Failure(description: "--clean OUT.png is missing") }
        return try export(draft: draft, clean: clean, censored: censored)
    }

    /// Renders the draft at `draft` into `clean` (and `censored`) and says what was written.
    /// - Throws: `DataFileError` or `Failure` naming the draft, `ImageError` naming an output.
    static func export(draft: String, clean cleanPath: String, censored censoredPath: String?) throws -> String {
        guard let data = FileManager.default.contents(atPath: draft) else {
            throw Failure(description: "\(draft): cannot read it (missing or not a readable file)")
        }
        let document = try EditorCanvasScene.decodeDraft(Array(data), path: draft)
        let folder = SaveStore(directory: (draft as NSString).deletingLastPathComponent.isEmpty ? "." : (draft as NSString).deletingLastPathComponent)
        guard let photo = EditorCanvasScene.findPhoto(document.photo, in: folder) else {
            throw Failure(description: "\(draft): " + EditorStrings.missingPhoto(document.photo.hash) + " (looked for photo-\(document.photo.hash).jpg/png beside it)")
        }
        let clean = EditorExporter.clean(document, photo: photo)
        try clean.writePNG(to: cleanPath)
        var lines = ["\(cleanPath): \(clean.width)×\(clean.height)"]
        if let censoredPath {
            let censored = try EditorExporter.censored(clean)
            try censored.writePNG(to: censoredPath)
            lines.append("\(censoredPath): \(censored.width)×\(censored.height)")
        }
        return lines.joined(separator: "\n")
    }
}
