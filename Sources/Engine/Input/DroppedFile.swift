import Core
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
    /// - Throws: `DroppedFileError` naming `path`: missing, not a regular file (a folder, a FIFO,
    ///   a device), unreadable or over `maxByteCount`, checked before the file is read.
    public init(contentsOf path: String) throws {
        let name = (path as NSString).lastPathComponent
        guard PlainFileName.isPlain(name) else { throw DroppedFileError(file: path, reason: .notAPlainName) }
        do throws(BoundedFile.Failure) {
            bytes = try BoundedFile.read(path, maxBytes: Self.maxByteCount)
        } catch {
            switch error {
            case .notFound: throw DroppedFileError(file: path, reason: .notFound)
            case .notARegularFile: throw DroppedFileError(file: path, reason: .notARegularFile)
            case .tooLarge(let byteCount, _): throw DroppedFileError(file: path, reason: .tooLarge(byteCount: byteCount))
            case .unreadable: throw DroppedFileError(file: path, reason: .unreadable)
            }
        }
        self.name = name
    }

    /// "photo.jpg (1234 bytes)".
    public var description: String { "\(name) (\(bytes.count) bytes)" }
}
