import Engine
import Foundation
import Synchronization

/// A share image rendered and written on a thread of its own, so the window goes on while it
/// renders. The simulation never reads its outcome: the scene counts the share and names the
/// file in the tick Save is pressed, and only draws a failure (which names this machine's
/// folders) over the toast.
final class ShareJob: Sendable {
    /// What a job ended with: the file written, or what went wrong.
    enum Outcome: Sendable, Equatable {
        case written(path: String)
        case failed(reason: String)
    }

    /// The file's name.
    let file: String
    /// The tick the job started in.
    let tick: UInt64
    private let done = DispatchSemaphore(value: 0)
    private let finished = Mutex<Outcome?>(nil)

    /// Starts writing `image` as `file` in `folder` (made if missing) with a renderer from
    /// `makeRenderer`; with none it fails at once saying so (`cannotRender`).
    init(_ image: ShareImage, folder: String, file: String, makeRenderer: FrameRendererFactory?, cannotRender: String, tick: UInt64) {
        self.file = file
        self.tick = tick
        guard let makeRenderer else {
            finished.withLock { $0 = .failed(reason: cannotRender) }
            done.signal()
            return
        }
        Thread.detachNewThread { [self] in
            let outcome = Self.run(image, path: folder + "/" + file, folder: folder, makeRenderer: makeRenderer)
            finished.withLock { $0 = outcome }
            done.signal()
        }
    }

    /// The outcome if the job has ended, nil while it runs.
    var outcome: Outcome? { finished.withLock { $0 } }

    /// Waits for the job to end.
    func wait() {
        done.wait()
        done.signal()
    }

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
