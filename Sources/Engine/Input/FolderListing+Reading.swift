#if canImport(Glibc)
import Glibc
#endif

extension FolderListing {
    /// The most directory entries a host looks at in one folder, so a huge folder cannot stall it.
    public static let maxScannedEntries = 100_000

    /// Reads the folder at `path` for a listing tagged `folder`: its regular files (symbolic
    /// links followed; folders, FIFOs, devices and sockets skipped) whose names are plain UTF-8
    /// of at most `FolderEntry.maxNameBytes` bytes and end in one of `suffixes` (any case; all
    /// files when empty), the newest `maxEntryCount` of them, newest first (then by name).
    /// Nothing is opened or read but the folder itself, so no file can make it wait. A missing
    /// or unreadable folder lists nothing.
    public init(reading path: String, folder: String, suffixes: [String] = []) {
        let suffixes = suffixes.map { $0.lowercased() }
        var entries: [FolderEntry] = []
        if let dir = opendir(path) {
            defer { closedir(dir) }
            var scanned = 0
            while scanned < Self.maxScannedEntries, let item = readdir(dir) {
                scanned += 1
                let bytes = withUnsafeBytes(of: item.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
                guard let name = String(validating: bytes, as: UTF8.self), PlainFileName.isPlain(name),
                      bytes.count <= FolderEntry.maxNameBytes,
                      suffixes.isEmpty || suffixes.contains(where: { name.lowercased().hasSuffix($0) }) else { continue }
                var info = stat()
                guard stat(path + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                let entry = FolderEntry(name: name, byteCount: min(Int64(info.st_size), FolderEntry.maxByteCount),
                                        modified: min(max(Int64(info.st_mtim.tv_sec), 0), FolderEntry.maxModified))
                if entry.problem == nil { entries.append(entry) }
            }
        }
        entries.sort { ($0.modified, $1.name) > ($1.modified, $0.name) }
        self.init(folder: folder, entries: Array(entries.prefix(Self.maxEntryCount)))
    }
}
