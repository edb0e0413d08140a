import Foundation
import Synchronization

/// Scratch files and folders tests make under the temporary directory. Each is removed by the
/// test that made it when it can (`remove(_:)` in a `defer`), and whatever is left (a profile a
/// session saved into, a folder a failed expectation skipped past) when the test process ends,
/// so a run leaves `/tmp` as it found it.
public enum ScratchFolders {
    /// Every path handed out, for the clean-up at exit.
    private static let handedOut = Mutex<[String]>([])

    /// A new path under the temporary directory, `PREFIX-UUID` then `suffix`, not made yet.
    public static func path(_ prefix: String, suffix: String = "") -> String {
        let path = NSTemporaryDirectory() + prefix + "-" + UUID().uuidString + suffix
        handedOut.withLock { paths in
            if paths.isEmpty { atexit { ScratchFolders.removeAll() } }
            paths.append(path)
        }
        return path
    }

    /// A new, empty folder under the temporary directory, named `PREFIX-UUID`.
    public static func make(_ prefix: String) throws -> String {
        let folder = path(prefix)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Removes `path` and all it holds, now.
    public static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Removes every path handed out that is still there.
    private static func removeAll() {
        for path in handedOut.withLock({ $0 }) { remove(path) }
    }
}
