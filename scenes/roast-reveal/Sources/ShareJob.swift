import Engine
import Foundation

/// A share image rendered and written as a `BackgroundJob`, so the window goes on while it
/// renders. The simulation never reads its outcome: the scene counts the share and names the
/// file in the tick Save is pressed, and only draws a failure (which names this machine's
/// folders) over the toast.
struct ShareJob: Sendable {
    /// What a job ended with: the file written, or what went wrong.
    enum Outcome: Sendable, Equatable {
        case written(path: String)
        case failed(reason: String)
    }

    /// The file's name.
    let file: String
    /// The tick the job started in.
    let tick: UInt64
    /// The rendering and writing.
    let job: BackgroundJob<Outcome>

    /// Starts writing `image` as `file` in `folder` (made if missing) with a renderer from
    /// `makeRenderer`; with none it fails at once saying so (`cannotRender`).
    init(_ image: ShareImage, folder: String, file: String, makeRenderer: FrameRendererFactory?, cannotRender: String, tick: UInt64) {
        self.file = file
        self.tick = tick
        guard let makeRenderer else {
            job = BackgroundJob(finished: .failed(reason: cannotRender))
            return
        }
        job = BackgroundJob { _ in Self.run(image, path: folder + "/" + file, folder: folder, makeRenderer: makeRenderer) }
    }

    /// The outcome if the job has ended, nil while it runs.
    var outcome: Outcome? { job.outcome }

    /// Waits for the job to end.
    func wait() { job.wait() }

    /// Makes the folder, renders and writes.
    private static func run(_ image: ShareImage, path: String, folder: String, makeRenderer: FrameRendererFactory) -> Outcome {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return .failed(reason: "cannot make \(folder)")
        }
        do {
            try image.writePNG(to: path, with: makeRenderer)
            return .written(path: path)
        } catch let error as OutputFileError {
            return .failed(reason: error.reason)   // the toast names the file already
        } catch {
            return .failed(reason: "\(error)")
        }
    }
}
