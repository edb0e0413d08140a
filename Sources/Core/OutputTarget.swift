#if canImport(Glibc)
import Glibc
#endif

/// Paths named for output (a report, a replay, a picture): what is there decides how it is
/// written, and nothing is ever waited on. A regular file (or nothing yet) is written as a
/// file, a character device (`/dev/null`, `/dev/full`, a terminal) is written through, and
/// anything else is refused: a named pipe would hold the writer until some reader came, and a
/// folder or socket cannot take the bytes.
public enum OutputTarget {
    /// What is at an output path.
    public enum Kind: Equatable, Sendable {
        /// Nothing yet (or a path the writer will report as unreachable itself).
        case absent
        /// A regular file, to be replaced.
        case regularFile
        /// A character device, to be written through.
        case characterDevice
    }

    /// Why a path cannot be written.
    public enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        case folder
        case pipe
        case socket
        case blockDevice
        /// Opening or inspecting it failed, with the system's reason.
        case unwritable(String)

        /// What is wrong, to follow the path: "is a named pipe (…)".
        public var description: String {
            switch self {
            case .folder: "is a folder; name a file to write"
            case .pipe: "is a named pipe (FIFO), which is not written: only regular files and character devices are"
            case .socket: "is a socket, which is not written: only regular files and character devices are"
            case .blockDevice: "is a block device, which is not written: only regular files and character devices are"
            case .unwritable(let reason): "cannot be written: \(reason)"
            }
        }
    }

    /// What is at `path`, following links: nothing, a regular file or a character device.
    /// Paths the system cannot look at (a missing folder, no permission) count as `absent`, so
    /// the writer names the reason when it tries.
    /// - Throws: `Refusal` for a folder, a named pipe, a socket or a block device.
    public static func check(_ path: String) throws(Refusal) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .absent }
        return try kind(of: info.st_mode)
    }

    /// Opens `path` for writing in place, creating a regular file (mode 0644 before the umask)
    /// when nothing is there and emptying a regular file. The open never blocks, and the
    /// descriptor is checked after opening (what is there may have changed since a `check`);
    /// it is returned in blocking mode, so writes go through whole.
    /// - Throws: `Refusal` for anything but a regular file or a character device, or the
    ///   system's reason when it cannot be opened.
    public static func openForWriting(_ path: String) throws(Refusal) -> Int32 {
        // O_NONBLOCK: opening a FIFO without a reader fails at once (ENXIO) instead of waiting.
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0o644)
        guard fd >= 0 else {
            let code = errno
            if code == ENXIO || code == EISDIR {
                var info = stat()
                if stat(path, &info) == 0 { _ = try kind(of: info.st_mode) }
            }
            throw .unwritable(String(cString: strerror(code)))
        }
        func refused(_ refusal: Refusal) -> Refusal {
            close(fd)
            return refusal
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw refused(.unwritable(String(cString: strerror(errno)))) }
        let kind: Kind
        do { kind = try Self.kind(of: info.st_mode) } catch { throw refused(error) }
        if kind == .regularFile, ftruncate(fd, 0) != 0 { throw refused(.unwritable(String(cString: strerror(errno)))) }
        let flags = fcntl(fd, F_GETFL)
        guard flags >= 0, fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
            throw refused(.unwritable(String(cString: strerror(errno))))
        }
        return fd
    }

    /// The kind for a file mode, or the refusal.
    private static func kind(of mode: mode_t) throws(Refusal) -> Kind {
        switch mode & S_IFMT {
        case S_IFREG: .regularFile
        case S_IFCHR: .characterDevice
        case S_IFDIR: throw .folder
        case S_IFIFO: throw .pipe
        case S_IFSOCK: throw .socket
        case S_IFBLK: throw .blockDevice
        default: throw .unwritable("not a regular file or a character device")
        }
    }
}
