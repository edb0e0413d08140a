import Core
#if canImport(Glibc)
import Glibc
#endif

/// A file the user named for output (a picture, a replay, a report, a script).
public enum OutputFile {
    /// Writes `bytes` to the file at `path`.
    ///
    /// A regular file (or a new one) is replaced atomically: the bytes go to a new file beside
    /// it, are flushed to disk, and only then renamed over `path`; on failure the new file is
    /// removed and the old one is untouched. Character devices (`/dev/stdout`, `/dev/full`) are
    /// written directly, since renaming over them would replace the device. A named pipe, a
    /// socket or a folder is refused (`OutputTarget`): nothing ever waits on a reader.
    /// - Throws: `OutputFileError` naming `path` with the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws(OutputFileError) {
        try writeAtomically(bytes, to: path)
    }

    /// Writes `text` as UTF-8 to the file at `path`, as `write(_:to:)` does.
    public static func write(_ text: String, to path: String) throws(OutputFileError) {
        try writeAtomically(Array(text.utf8), to: path)
    }
}

/// A file that could not be written: its path and the system's reason.
public struct OutputFileError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) { self.path = path; self.reason = reason }

    public var description: String { "\(path): cannot write it: \(reason)" }
}

/// The work of `OutputFile.write`.
private func writeAtomically(_ bytes: [UInt8], to path: String) throws(OutputFileError) {
    func failure(_ code: Int32) -> OutputFileError { OutputFileError(path: path, reason: systemMessage(code)) }

    let kind: OutputTarget.Kind
    do { kind = try OutputTarget.check(path) } catch { throw OutputFileError(path: path, reason: error.description) }
    if kind == .characterDevice {
        let fd: Int32
        do { fd = try OutputTarget.openForWriting(path) } catch { throw OutputFileError(path: path, reason: error.description) }
        let code = writeAll(bytes, to: fd)
        let closeCode = close(fd) == 0 ? 0 : errno
        if code != 0 || closeCode != 0 { throw failure(code != 0 ? code : closeCode) }
        return
    }
    if kind == .absent, let problem = folderProblem(of: path) { throw OutputFileError(path: path, reason: problem) }

    var random = SystemRandomNumberGenerator()
    var temporary = ""
    var fd: Int32 = -1
    for _ in 0..<8 where fd < 0 {
        temporary = path + ".tmp-" + String(random.next() as UInt32, radix: 16)
        fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if fd < 0 && errno != EEXIST { break }
    }
    guard fd >= 0 else { throw failure(errno) }

    var code = writeAll(bytes, to: fd)
    if code == 0 && fsync(fd) != 0 { code = errno }
    if close(fd) != 0 && code == 0 { code = errno }
    if code == 0 && rename(temporary, path) != 0 { code = errno }
    if code != 0 {
        unlink(temporary)
        throw failure(code)
    }
}

/// Why a new file at `path` cannot go in its folder, when the folder is missing or is no folder
/// (the system would only say the file does not exist); nil otherwise, and for a folder that
/// cannot be looked into, which the write then explains.
private func folderProblem(of path: String) -> String? {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    var info = stat()
    if stat(folder, &info) != 0 {
        return errno == ENOENT || errno == ENOTDIR ? ImagingStrings.noSuchFolder(folder) : nil
    }
    return info.st_mode & S_IFMT == S_IFDIR ? nil : ImagingStrings.notAFolder(folder)
}

/// Writes all of `bytes` to `fd`, retrying short and interrupted writes; returns 0 or `errno`.
private func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
    bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
            let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += n
        }
        return 0
    }
}
