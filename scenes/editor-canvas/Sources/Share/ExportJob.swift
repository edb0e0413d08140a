import Engine
import Foundation

/// A share's export, run by the host as a job (`Effect.startJob`): both pictures rendered, then
/// written under `ShareFolder`. Its outcome comes back as a recorded `jobFinished` event, so a
/// replay shows it at the same tick without exporting again.
enum ExportJob {
    /// The tag export jobs carry.
    static let tag = "export"

    /// What an export ended with: the two files written (and how many emoji and caption
    /// stickers were left out for want of a renderer), or what went wrong.
    enum Outcome: Sendable, Equatable, Codable {
        case written(clean: String, censored: String, width: Int, height: Int, leftOut: Int)
        case failed(String)
    }

    /// What a job runs: `run(document:photo:folder:startTick:makeRenderer:)`.
    typealias Work = @Sendable (_ document: EditorDocument, _ photo: Image, _ folder: ShareFolder, _ startTick: UInt64,
                                _ makeRenderer: FrameRendererFactory?) -> Outcome

    /// Renders and writes both pictures.
    static func run(document: EditorDocument, photo: Image, folder: ShareFolder, startTick: UInt64,
                    makeRenderer: FrameRendererFactory?) -> Outcome {
        do {
            let glyphs = try makeRenderer.map { GlyphStickerPainter(artist: try StickerArtist(), makeRenderer: $0) }
            let clean = try EditorExporter.clean(document, photo: photo, glyphs: glyphs)
            // The censored picture is made on every core; then the two files are encoded and
            // written at once, a core each (encoding is the longest step, and one thread's).
            let censored = try EditorExporter.censored(clean)
            let paths = try folder.claimNames(startTick: startTick)
            do {
                _ = try EditorExporter.bothAtOnce({ try clean.writePNG(to: paths.clean) },
                                                  { try censored.writePNG(to: paths.censored) })
            } catch {
                for path in [paths.clean, paths.censored] { try? FileManager.default.removeItem(atPath: path) }
                throw error
            }
            return .written(clean: paths.clean, censored: paths.censored, width: clean.width, height: clean.height,
                            leftOut: glyphs == nil ? EditorExporter.glyphStickerCount(document) : 0)
        } catch {
            return .failed("\(error)")
        }
    }
}
