import Core
#if canImport(Glibc)
import Glibc
#endif

/// A save failed or saved data could not be read; the message names the file.
public struct SaveError: Error, CustomStringConvertible, Equatable {
    /// The file or folder concerned.
    public var path: String
    /// What went wrong, e.g. "No space left on device".
    public var reason: String
    /// The message: the path, then the reason.
    public var description: String { "\(path): \(reason)" }

    /// Makes the error for `path`, with `reason` saying what went wrong.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    init(_ path: String, errno code: Int32) {
        self.path = path
        self.reason = String(cString: strerror(code))
    }
}

/// Files a scene keeps between sessions, written atomically.
///
/// A write goes to a temporary file beside the target, is flushed to disk (`fsync`), and only
/// then renamed over the old file, so a crash or a full disk mid-save leaves the old data whole.
/// The default root is `$XDG_DATA_HOME/diorama` (or `~/.local/share/diorama`); `--profile DIR`
/// points a session elsewhere.
public struct SaveStore: Sendable {
    /// The folder the store's files live in.
    public let directory: String

    /// Makes a store whose files live in the folder `directory`.
    public init(directory: String) { self.directory = directory }

    /// The default profile folder for the user, from the XDG base-directory variables.
    public static func defaultDirectory(environment: [String: String]) -> String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/diorama" }
        return (environment["HOME"] ?? "/tmp") + "/.local/share/diorama"
    }

    /// The store for a sub-folder, e.g. one scene's own.
    public func scoped(to name: String) -> SaveStore { SaveStore(directory: directory + "/" + name) }

    /// The most a saved file may hold, in bytes: larger ones are refused, not read.
    public static let maxFileBytes = 64 << 20

    /// The full path of the file `name`.
    public func path(of name: String) -> String { directory + "/" + name }

    /// Whether `name` may name a saved file: a plain file name (`PlainFileName`) of at most 255
    /// bytes with no control characters. Names from files users send each other (replays) must
    /// be, so they cannot reach outside the store.
    public static func isPlainName(_ name: String) -> Bool {
        PlainFileName.isPlain(name) && name.utf8.count <= 255
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// Refuses a name that is not plain (see `isPlainName`).
    private func checkName(_ name: String) throws {
        guard Self.isPlainName(name) else {
            throw SaveError(path: directory + "/" + name, reason: "not a plain file name (no folders, '..' or control characters)")
        }
    }

    /// The bytes of `name`, or nil when there is no such file.
    /// - Throws: `SaveError` when the name is not plain, or the file exists but is not a regular
    ///   file of at most `maxFileBytes`, or cannot be read.
    public func read(_ name: String) throws -> [UInt8]? {
        try checkName(name)
        let path = path(of: name)
        do throws(BoundedFile.Failure) {
            return try BoundedFile.read(path, maxBytes: Self.maxFileBytes)
        } catch {
            switch error {
            case .notFound: return nil
            case .notARegularFile: throw SaveError(path: path, reason: "not a regular file")
            case .tooLarge(let byteCount, _):
                throw SaveError(path: path, reason: "too big to be a save (\(byteCount) bytes; at most \(Self.maxFileBytes))")
            case .unreadable(let message): throw SaveError(path: path, reason: message)
            }
        }
    }

    /// Replaces `name` with `bytes` atomically (see the type's documentation).
    /// - Throws: `SaveError` naming the file when the name is not plain, something other than a
    ///   regular file or link is in its place, or the write fails; the old file is then untouched.
    public func write(_ bytes: [UInt8], to name: String) throws {
        try checkName(name)
        try createDirectory()
        let target = path(of: name)
        var existing = stat()
        if lstat(target, &existing) == 0, existing.st_mode & S_IFMT != S_IFREG, existing.st_mode & S_IFMT != S_IFLNK {
            throw SaveError(path: target, reason: "not a regular file; refusing to replace it")
        }
        let temporary = target + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SaveError(target, errno: errno) }
        do {
            try Self.writeAll(bytes, to: fd, path: target)
            guard fsync(fd) == 0 else { throw SaveError(target, errno: errno) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        guard close(fd) == 0 else { unlink(temporary); throw SaveError(target, errno: errno) }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw SaveError(target, errno: code)
        }
        let dir = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 { fsync(dir); close(dir) }
        removeAbandonedTemporaries(of: name)
    }

    /// Removes the temporary files of `name` that writers killed mid-save left behind (those
    /// whose process is gone), so repeated crashes do not pile them up.
    private func removeAbandonedTemporaries(of name: String) {
        guard let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        let prefix = name + ".tmp-"
        while let entry = readdir(dir) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard entryName.hasPrefix(prefix), let pid = pid_t(entryName.dropFirst(prefix.count)), pid > 0,
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(path(of: entryName))
        }
    }

    /// Writes `text` as UTF-8 to `name` atomically.
    public func write(_ text: String, to name: String) throws { try write(Array(text.utf8), to: name) }

    /// Whether something (a file, folder or link) is at `name`; false for a name that is not plain.
    public func exists(_ name: String) -> Bool {
        guard Self.isPlainName(name) else { return false }
        var info = stat()
        return lstat(path(of: name), &info) == 0
    }

    /// Removes `name`; no file is not an error.
    public func remove(_ name: String) throws {
        try checkName(name)
        if unlink(path(of: name)) != 0, errno != ENOENT { throw SaveError(path(of: name), errno: errno) }
    }

    /// Every file directly in the store's folder, by name (none when the folder does not exist).
    public func files() throws -> [String: [UInt8]] {
        guard let dir = opendir(directory) else {
            if errno == ENOENT { return [:] }
            throw SaveError(directory, errno: errno)
        }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if entry.pointee.d_type == UInt8(DT_REG), !name.contains(".tmp-") { names.append(name) }
        }
        var result: [String: [UInt8]] = [:]
        for name in names { result[name] = try read(name) }
        return result
    }

    /// Creates the store's folder and its parents.
    public func createDirectory() throws {
        var path = directory.hasPrefix("/") ? "" : "."
        for part in directory.split(separator: "/", omittingEmptySubsequences: true) {
            path += "/" + part
            if mkdir(path, 0o755) != 0, errno != EEXIST { throw SaveError(path, errno: errno) }
        }
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw SaveError(path, errno: errno)
            }
            offset += n
        }
    }
}
