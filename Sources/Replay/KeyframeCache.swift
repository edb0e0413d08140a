import Core
import Foundation

/// A file of one keyframe index's physics copies that did not fit in its memory budget, under
/// the user's cache folder (`directory(environment:)`), named after the process so that no two
/// viewers share one.
///
/// Each copy is read back only if its checksum still matches, so a file damaged on disk costs a
/// rebuilt keyframe, never a wrong state. The file is removed when the cache closes or goes;
/// one left by a process that died is removed by the next cache opened in the same folder.
final class KeyframeCache {
    /// Where one copy lies in the file, with its checksum.
    struct Location: Sendable {
        /// Bytes from the file's start.
        let offset: Int
        /// Its length, in bytes.
        let count: Int
        /// Its `StateHasher` hash when written.
        let checksum: UInt64
    }

    /// The file's path.
    let path: String
    /// The most bytes the file may grow to; appends past it fail.
    let limit: Int
    private var descriptor: Int32
    /// Bytes written so far.
    private(set) var size = 0

    /// The prefix of every cache file's name; the process id follows.
    static let namePrefix = "keyframes-"

    /// `$XDG_CACHE_HOME/diorama`, or `~/.cache/diorama` when it is unset or not absolute.
    static func directory(environment: [String: String]) -> String {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/diorama" }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return home + "/.cache/diorama"
    }

    /// Opens a new cache file in `directory` (made, readable by the user only, if missing),
    /// first removing files there that processes no longer running left behind.
    /// - Throws: `ReplayError` naming the folder when the file cannot be made.
    init(directory: String, limit: Int) throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw ReplayError(file: directory, line: nil, "cannot hold the keyframe cache: \(error.localizedDescription)")
        }
        Self.removeStale(in: directory)
        var template = Array((directory + "/" + Self.namePrefix + "\(getpid())-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw ReplayError(file: directory, line: nil, "cannot hold the keyframe cache: \(String(cString: strerror(errno)))")
        }
        descriptor = fd
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        self.limit = limit
    }

    deinit { close() }

    /// Removes the file; later appends and reads fail.
    func close() {
        guard descriptor >= 0 else { return }
        Foundation.close(descriptor)
        descriptor = -1
        unlink(path)
    }

    /// Writes `bytes` at the file's end and says where.
    /// - Throws: `ReplayError` naming the file when it is closed, would pass `limit`, or the
    ///   disk refuses.
    func append(_ bytes: [UInt8]) throws -> Location {
        guard descriptor >= 0 else { throw ReplayError(file: path, line: nil, "the keyframe cache is closed") }
        guard bytes.count <= limit - size else {
            throw ReplayError(file: path, line: nil, "the keyframe cache is full (\(limit >> 20) MB)")
        }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                pwrite(descriptor, buffer.baseAddress! + written, buffer.count - written, off_t(size + written))
            }
            guard result > 0 else {
                if result < 0 && errno == EINTR { continue }
                throw ReplayError(file: path, line: nil, "cannot be written: \(String(cString: strerror(errno)))")
            }
            written += result
        }
        let location = Location(offset: size, count: bytes.count, checksum: Self.checksum(bytes))
        size += bytes.count
        return location
    }

    /// The bytes at `location`, or nil when they cannot be read or no longer match their
    /// checksum (damaged on disk).
    func read(_ location: Location) -> [UInt8]? {
        guard descriptor >= 0, location.offset >= 0, location.count >= 0, location.count <= size - location.offset else { return nil }
        var bytes = [UInt8](repeating: 0, count: location.count)
        var done = 0
        while done < location.count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(location.offset + done))
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return nil }
            done += result
        }
        return Self.checksum(bytes) == location.checksum ? bytes : nil
    }

    /// Empties the file.
    func removeAll() {
        guard descriptor >= 0 else { return }
        _ = ftruncate(descriptor, 0)
        size = 0
    }

    /// A hash of every byte of `bytes`, eight at a time.
    static func checksum(_ bytes: [UInt8]) -> UInt64 {
        var hasher = StateHasher()
        hasher.combine(bytes.count)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset + 8 <= buffer.count {
                hasher.combine(buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            while offset < buffer.count {
                hasher.combine(UInt64(buffer[offset]))
                offset += 1
            }
        }
        return hasher.value
    }

    /// Removes the cache files in `directory` whose process is no longer running.
    static func removeStale(in directory: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(namePrefix) {
            let digits = name.dropFirst(namePrefix.count).prefix { $0.isNumber }
            guard let pid = Int32(digits), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(directory + "/" + name) }
        }
    }
}
