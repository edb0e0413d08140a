import Engine
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file read a chunk at a time, as the CSV and JSON readers pull it: only a regular file of at
/// most `maxBytes` bytes, checked when it is opened, and refused while reading should it grow
/// past that, as `BoundedFile` reads whole files.
///
/// An `InputStream` because CSV.swift reads one; the JSON reader pulls from it too.
public final class BoundedInputStream: InputStream {
    private var descriptor: Int32
    private let maxBytes: Int
    private var bytesRead = 0
    private var status: Stream.Status = .notOpen
    /// Bytes read from the file and not yet from the stream.
    private var pending = ArraySlice<UInt8>()
    /// The bytes read from the file at a time.
    static let chunkBytes = 64 * 1024
    /// Why reading stopped, when it failed.
    public private(set) var failure: BoundedFile.Failure?

    /// Opens the file at `path` without reading it.
    /// - Throws: `BoundedFile.Failure`: missing, not a regular file (a FIFO is not waited on),
    ///   over `maxBytes`, or unreadable.
    public init(path: String, maxBytes: Int) throws(BoundedFile.Failure) {
        // Non-blocking, so opening a FIFO returns at once instead of waiting for a writer.
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw errno == ENOENT ? .notFound : .unreadable(String(cString: strerror(errno))) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let message = String(cString: strerror(errno))
            Glibc.close(fd)
            throw .unreadable(message)
        }
        guard info.st_mode & S_IFMT == S_IFREG else { Glibc.close(fd); throw .notARegularFile }
        guard info.st_size <= maxBytes else { Glibc.close(fd); throw .tooLarge(byteCount: Int(info.st_size), limit: maxBytes) }
        descriptor = fd
        self.maxBytes = maxBytes
        super.init(data: Data())
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    /// Part of `InputStream`.
    public override func open() {
        if status == .notOpen { status = .open }
    }

    /// Part of `InputStream`.
    public override func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
        status = .closed
    }

    /// Part of `InputStream`.
    public override var streamStatus: Stream.Status { status }

    /// Part of `InputStream`.
    public override var streamError: (any Error)? { failure }

    /// Whether a read would give bytes or a failure: CSV.swift asks before each byte, takes
    /// "no" for the end of the file and a read of none for a failure, so the end is found by
    /// reading ahead, and a failure is said to have bytes so that the read that fails comes.
    public override var hasBytesAvailable: Bool {
        if status == .open && pending.isEmpty { fill() }
        return !pending.isEmpty || status == .error
    }

    /// Part of `InputStream`.
    public override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength: Int) -> Int {
        if status == .open && pending.isEmpty { fill() }
        guard !pending.isEmpty else { return status == .error ? -1 : 0 }
        let count = min(maxLength, pending.count)
        pending.withUnsafeBytes { bytes in
            buffer.update(from: bytes.bindMemory(to: UInt8.self).baseAddress!, count: count)
        }
        pending.removeFirst(count)
        return count
    }

    /// Reads the next chunk of the file into `pending`; at its end the stream is at its end.
    private func fill() {
        var chunk = [UInt8](repeating: 0, count: Self.chunkBytes)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return fail(.unreadable(String(cString: strerror(errno))))
            }
            bytesRead += count
            if bytesRead > maxBytes { return fail(.tooLarge(byteCount: bytesRead, limit: maxBytes)) }
            if count == 0 { status = .atEnd }
            pending = chunk[0..<count]
            return
        }
    }

    private func fail(_ failure: BoundedFile.Failure) {
        self.failure = failure
        status = .error
    }
}
