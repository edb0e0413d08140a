import Engine
import Foundation
import Synchronization

/// A share's export running on a thread of its own: both pictures rendered, then written under
/// `ShareFolder`. The simulation never reads its result to change simulated state (see
/// `ExportPhase` and `EditorCanvasScene+Share`): the scene only polls it, never waiting in a
/// live session, and copies the path and says where once it has ended.
final class ExportJob: Sendable {
    /// What an export ended with: the two files written (and how many emoji and caption
    /// stickers were left out for want of a renderer), or what went wrong.
    enum Outcome: Sendable, Equatable {
        case written(clean: String, censored: String, width: Int, height: Int, leftOut: Int)
        case failed(String)
    }

    /// What a job runs: `run(document:photo:folder:startTick:makeRenderer:)`.
    typealias Work = @Sendable (_ document: EditorDocument, _ photo: Image, _ folder: ShareFolder, _ startTick: UInt64,
                                _ makeRenderer: FrameRendererFactory?) -> Outcome

    private let done = DispatchSemaphore(value: 0)
    private let finished = Mutex<Outcome?>(nil)

    /// Starts `work` on a thread of its own.
    init(_ work: @escaping @Sendable () -> Outcome) {
        Thread.detachNewThread { [self] in
            let outcome = work()
            finished.withLock { $0 = outcome }
            done.signal()
        }
    }

    /// The outcome if the export has ended, nil while it runs.
    var outcome: Outcome? { finished.withLock { $0 } }

    /// Waits for the export to end and returns its outcome.
    func wait() -> Outcome {
        if let outcome { return outcome }
        done.wait()
        done.signal()
        return outcome ?? .failed("the export ended without an outcome")
    }

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
