#if canImport(Glibc)
import Glibc
#endif

/// Reads whole files that may be hostile: regular files only, never waiting on a FIFO or a
/// device, and never more than a stated number of bytes.
public enum BoundedFile {
    /// Why a file was not read.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// Nothing is at the path.
        case notFound
        /// Something other than a regular file is there (a folder, a FIFO, a device, a socket).
        case notARegularFile
        /// The file holds `byteCount` bytes (at least), over the caller's `limit`.
        case tooLarge(byteCount: Int, limit: Int)
        /// The system refused to open or read it, e.g. "Permission denied".
        case unreadable(String)

        /// What went wrong, to follow the file's name: "is not a regular file (…)".
        public var description: String {
            switch self {
            case .notFound: "no such file"
            case .notARegularFile: "is not a regular file (a folder, a pipe or a device)"
            case .tooLarge(let byteCount, let limit): "is \(byteCount) bytes or more; at most \(limit) are read"
            case .unreadable(let message): "cannot be read: \(message)"
            }
        }
    }

    /// The bytes of the regular file at `path`, refused before reading when it is over
    /// `maxBytes`, and refused while reading should it grow past that.
    public static func read(_ path: String, maxBytes: Int) throws(Failure) -> [UInt8] {
        // Non-blocking, so opening a FIFO returns at once instead of waiting for a writer.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw errno == ENOENT ? .notFound : .unreadable(Self.message(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(Self.message(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile }
        guard info.st_size <= maxBytes else { throw .tooLarge(byteCount: Int(info.st_size), limit: maxBytes) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(Self.message(errno))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maxBytes { throw .tooLarge(byteCount: bytes.count, limit: maxBytes) }
        }
    }

    /// The system's words for `code`, e.g. "Permission denied".
    private static func message(_ code: Int32) -> String { String(cString: strerror(code)) }
}
