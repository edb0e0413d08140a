import Engine
import Foundation

/// A share image rendered and written by the host as a job (`Effect.startJob`), so the window
/// goes on while it renders. Its outcome comes back as a recorded `jobFinished` event: the scene
/// counts the share and names the file in the tick Save is pressed, and a failure arriving later
/// is drawn over the toast.
enum ShareJob {
    /// The tag share jobs carry.
    static let tag = "share"

    /// What a job ended with: the file written, or the file's name and what went wrong.
    enum Outcome: Sendable, Equatable, Codable {
        case written(path: String)
        case failed(file: String, reason: String)
    }

    /// The job writing `image` as `file` in `folder` (made if missing) with a renderer from
    /// `makeRenderer`.
    static func request(_ image: ShareImage, folder: String, file: String, makeRenderer: @escaping FrameRendererFactory) -> JobRequest {
        JobRequest(tag: tag) { _ in run(image, folder: folder, file: file, makeRenderer: makeRenderer) }
    }

    /// Makes the folder, renders and writes.
    private static func run(_ image: ShareImage, folder: String, file: String, makeRenderer: FrameRendererFactory) -> Outcome {
        let path = folder + "/" + file
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return .failed(file: file, reason: "cannot make \(folder)")
        }
        do {
            try image.writePNG(to: path, with: makeRenderer)
            return .written(path: path)
        } catch let error as OutputFileError {
            return .failed(file: file, reason: error.reason)   // the toast names the file already
        } catch {
            return .failed(file: file, reason: "\(error)")
        }
    }
}
