import Foundation
import Glibc

/// Watches a package's sources for changes with inotify: `Sources/` and `scenes/` with every
/// folder in them (folders made later too), and `Package.swift`. Build products, hidden files
/// and editors' scratch files are not sources, so changes to them are ignored.
///
/// Unchecked sendable: it is made on one thread and then used only by the thread that waits on it.
final class SourceWatcher: @unchecked Sendable {
    private let descriptor: Int32
    /// The folder each watch is on, by watch descriptor.
    private var folders: [Int32: String] = [:]
    private let root: String

    /// The folders watched in full, inside the package.
    static let watchedFolders = ["Sources", "scenes"]
    /// The files watched at the package's top.
    static let watchedFiles: Set<String> = ["Package.swift"]

    /// Starts watching the package in `root`.
    /// - Throws: `CommandError` naming the folder when inotify refuses it (e.g. too many watches).
    init(root: String) throws {
        self.root = root
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw CommandError(CLIStrings.cannotWatch(root, errno)) }
        try watch(root, recursive: false)
        for folder in Self.watchedFolders where FolderFiles.isFolder(root + "/" + folder) {
            try watch(root + "/" + folder, recursive: true)
        }
    }

    deinit { close(descriptor) }

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)

    private func watch(_ folder: String, recursive: Bool) throws {
        let id = inotify_add_watch(descriptor, folder, Self.mask)
        guard id >= 0 else { throw CommandError(CLIStrings.cannotWatch(folder, errno)) }
        folders[id] = folder
        guard recursive, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where Self.isSource(name) && FolderFiles.isFolder(folder + "/" + name) {
            try watch(folder + "/" + name, recursive: true)
        }
    }

    /// Whether a file or folder of this name can be a source: not hidden, not an editor's
    /// backup or swap file.
    static func isSource(_ name: String) -> Bool {
        !name.hasPrefix(".") && !name.hasSuffix("~") && !name.hasSuffix(".swp") && !name.hasPrefix("#") && name != "4913"
    }

    /// Blocks until inotify reports events, and returns the paths of the sources among them
    /// (empty when none are); watches folders made inside the watched ones.
    func waitForChanges() -> [String] {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        var changed: [String] = []
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= count {
            let (wd, mask, length) = buffer.withUnsafeBytes { bytes in
                let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, event.mask, Int(event.len))
            }
            let nameStart = offset + MemoryLayout<inotify_event>.size
            let name = String(decoding: buffer[nameStart..<nameStart + length].prefix { $0 != 0 }, as: UTF8.self)
            offset = nameStart + length
            guard let folder = folders[wd], Self.isSource(name) else { continue }
            let path = folder + "/" + name
            // The package's top is watched only for its manifest.
            if folder == root && !Self.watchedFiles.contains(name) && !Self.watchedFolders.contains(name) { continue }
            if mask & UInt32(IN_ISDIR) != 0 && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                try? watch(path, recursive: true)
            }
            changed.append(path)
        }
        return changed
    }
}
