import Foundation

/// A file dropped on the window: its plain name and its bytes, read when it was dropped, so a
/// replay keeps what the scene saw even after the file is changed or deleted.
public struct DroppedFile: Hashable, Sendable, CustomStringConvertible {
    /// The most bytes a dropped file may hold (32 MiB).
    public static let maxByteCount = 32 << 20

    /// The file's name, without any folder: "photo.jpg".
    public let name: String
    /// The file's bytes, at most `maxByteCount` of them.
    public let bytes: [UInt8]

    /// A dropped file of `bytes` called `name`.
    /// - Throws: `DroppedFileError` naming `name` when it is not a plain file name (empty, with
    ///   a `/`, `.` or `..`) or the bytes are over `maxByteCount`.
    public init(name: String, bytes: [UInt8]) throws {
        guard PlainFileName.isPlain(name) else { throw DroppedFileError(file: name, reason: .notAPlainName) }
        guard bytes.count <= Self.maxByteCount else {
            throw DroppedFileError(file: name, reason: .tooLarge(byteCount: bytes.count))
        }
        self.name = name
        self.bytes = bytes
    }

    /// Reads the file at `path` (the host does on a drop, a script when it loads).
    /// - Throws: `DroppedFileError` naming `path`: missing, unreadable (a folder too) or over
    ///   `maxByteCount`, checked before the file is read.
    public init(contentsOf path: String) throws {
        let name = (path as NSString).lastPathComponent
        guard PlainFileName.isPlain(name) else { throw DroppedFileError(file: path, reason: .notAPlainName) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw DroppedFileError(file: path, reason: .notFound)
        }
        guard !isFolder.boolValue, let handle = FileHandle(forReadingAtPath: path) else {
            throw DroppedFileError(file: path, reason: .unreadable)
        }
        defer { try? handle.close() }
        let size: UInt64
        let data: Data?
        do {
            size = try handle.seekToEnd()
            guard size <= UInt64(Self.maxByteCount) else {
                throw DroppedFileError(file: path, reason: .tooLarge(byteCount: Int(clamping: size)))
            }
            try handle.seek(toOffset: 0)
            data = try handle.read(upToCount: Self.maxByteCount + 1)
        } catch let error as DroppedFileError {
            throw error
        } catch {
            throw DroppedFileError(file: path, reason: .unreadable)
        }
        let bytes = [UInt8](data ?? Data())
        guard bytes.count <= Self.maxByteCount else {
            throw DroppedFileError(file: path, reason: .tooLarge(byteCount: bytes.count))
        }
        self.name = name
        self.bytes = bytes
    }

    /// "photo.jpg (1234 bytes)".
    public var description: String { "\(name) (\(bytes.count) bytes)" }
}
