import Engine
import Foundation

/// A share's deletion, run by the host as a job (`Effect.startJob`): its files removed from the
/// exports folder, never a folder (a listing may name one). Its outcome, the files that could
/// not be removed and why, comes back as a recorded `jobFinished` event, so a replay shows the
/// same message without touching the disk.
enum DeleteJob {
    /// The tag delete jobs carry.
    static let tag = "delete-export"

    /// The job removing `names` from `folder`: a file already gone is no failure.
    static func request(folder: String, names: [String]) -> JobRequest {
        JobRequest(tag: tag) { _ in
            names.compactMap { name -> String? in
                guard unlink(folder + "/" + name) != 0, errno != ENOENT else { return nil }
                return name + ": " + String(cString: strerror(errno))
            }
        }
    }
}
