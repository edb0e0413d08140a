import Foundation
import Engine

/// Renders drafts headless for `EditorCommand`: at the photo's full resolution, the photo beside
/// the draft as `photo-<hash>.jpg/png` or a bundled sample.
enum EditorTool {
    /// A draft that cannot be exported, said in words that name the file.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Renders the draft at `draft` into `clean` (and `censored`), its emoji and captions with
    /// renderers from `makeRenderer` (left out when nil), and says what was written.
    /// - Throws: `DataFileError` or `Failure` naming the draft, `ImageError` naming an output,
    ///   `FontError` or what the renderer throws.
    static func export(draft: String, clean cleanPath: String, censored censoredPath: String?,
                       makeRenderer: FrameRendererFactory?) throws -> String {
        try refuseClashes(draft: draft, clean: cleanPath, censored: censoredPath)
        guard let data = FileManager.default.contents(atPath: draft) else {
            throw Failure(description: "\(draft): cannot read it (missing or not a readable file)")
        }
        let artist = try StickerArtist()
        let document = try EditorCanvasScene.decodeDraft(Array(data), path: draft, artist: artist)
        let folder = SaveStore(directory: (draft as NSString).deletingLastPathComponent.isEmpty ? "." : (draft as NSString).deletingLastPathComponent)
        guard let photo = EditorCanvasScene.findPhoto(document.photo, in: folder) else {
            throw Failure(description: "\(draft): " + EditorStrings.missingPhoto(document.photo.hash) + " (looked for photo-\(document.photo.hash).jpg/png beside it)")
        }
        let glyphs = makeRenderer.map { GlyphStickerPainter(artist: artist, makeRenderer: $0) }
        let clean = try EditorExporter.clean(document, photo: photo, glyphs: glyphs)
        var lines = ["\(cleanPath): \(clean.width)×\(clean.height)"]
        // Both pictures are encoded before either is written, and a failed second write puts the
        // first file back as it was, so a failure never leaves half a pair.
        let cleanPNG = try clean.pngData()
        guard let censoredPath else {
            try OutputFile.write(cleanPNG, to: cleanPath)
            return finish(lines, document: document, glyphs: glyphs)
        }
        let censored = try EditorExporter.censored(clean)
        let censoredPNG = try censored.pngData()
        let previous = try? OutputTarget.check(cleanPath) == .regularFile ? FileManager.default.contents(atPath: cleanPath) : nil
        try OutputFile.write(cleanPNG, to: cleanPath)
        do {
            try OutputFile.write(censoredPNG, to: censoredPath)
        } catch {
            if let previous { try? OutputFile.write(Array(previous), to: cleanPath) } else { unlink(cleanPath) }
            throw error
        }
        lines.append("\(censoredPath): \(censored.width)×\(censored.height)")
        return finish(lines, document: document, glyphs: glyphs)
    }

    /// `lines`, and a line on the emoji and captions left out when there was no renderer.
    private static func finish(_ lines: [String], document: EditorDocument, glyphs: GlyphStickerPainter?) -> String {
        var lines = lines
        let leftOut = EditorExporter.glyphStickerCount(document)
        if glyphs == nil, leftOut > 0 { lines.append(EditorStrings.glyphStickersLeftOut(leftOut)) }
        return lines.joined(separator: "\n")
    }

    /// Refuses outputs that name the same file as each other or as the draft: the censored
    /// picture would replace the clean one, or the export would replace the draft it reads.
    /// - Throws: `Failure` naming the paths.
    static func refuseClashes(draft: String, clean: String, censored: String?) throws {
        func resolved(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        let draftPath = resolved(draft), cleanPath = resolved(clean)
        if cleanPath == draftPath { throw Failure(description: EditorStrings.outputIsDraft(clean, draft: draft)) }
        guard let censored else { return }
        let censoredPath = resolved(censored)
        if censoredPath == draftPath { throw Failure(description: EditorStrings.outputIsDraft(censored, draft: draft)) }
        if censoredPath == cleanPath { throw Failure(description: EditorStrings.sameOutputs(clean: clean, censored: censored)) }
    }
}
