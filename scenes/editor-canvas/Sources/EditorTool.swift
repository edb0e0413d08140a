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
        guard let data = FileManager.default.contents(atPath: draft) else {
            throw Failure(description: "\(draft): cannot read it (missing or not a readable file)")
        }
        let document = try EditorCanvasScene.decodeDraft(Array(data), path: draft)
        let folder = SaveStore(directory: (draft as NSString).deletingLastPathComponent.isEmpty ? "." : (draft as NSString).deletingLastPathComponent)
        guard let photo = EditorCanvasScene.findPhoto(document.photo, in: folder) else {
            throw Failure(description: "\(draft): " + EditorStrings.missingPhoto(document.photo.hash) + " (looked for photo-\(document.photo.hash).jpg/png beside it)")
        }
        let glyphs = try makeRenderer.map { GlyphStickerPainter(artist: try StickerArtist(), makeRenderer: $0) }
        let clean = try EditorExporter.clean(document, photo: photo, glyphs: glyphs)
        try clean.writePNG(to: cleanPath)
        var lines = ["\(cleanPath): \(clean.width)×\(clean.height)"]
        if let censoredPath {
            let censored = try EditorExporter.censored(clean)
            try censored.writePNG(to: censoredPath)
            lines.append("\(censoredPath): \(censored.width)×\(censored.height)")
        }
        let leftOut = EditorExporter.glyphStickerCount(document)
        if glyphs == nil, leftOut > 0 { lines.append(EditorStrings.glyphStickersLeftOut(leftOut)) }
        return lines.joined(separator: "\n")
    }
}
