import Core

/// Why a dropped file cannot be taken in; its description names the file.
public struct DroppedFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// There is no file at the path.
        case notFound
        /// The file exists but cannot be read (no permission).
        case unreadable
        /// Something other than a regular file is at the path: a folder, a FIFO, a device.
        case notARegularFile
        /// The file holds `byteCount` bytes, over `DroppedFile.maxByteCount`.
        case tooLarge(byteCount: Int)
        /// The name has a folder in it, or is empty, `.` or `..`.
        case notAPlainName

        /// The reason in words, e.g. "no such file".
        public var description: String {
            switch self {
            case .notFound: "no such file"
            case .unreadable: "cannot be read"
            case .notARegularFile: BoundedFile.Failure.notARegularFile.description
            case .tooLarge(let byteCount):
                "is \(byteCount) bytes, over the \(DroppedFile.maxByteCount >> 20) MiB limit for a dropped file"
            case .notAPlainName: "is not a plain file name (no folders, '.' or '..')"
            }
        }
    }

    /// The file's path or name.
    public let file: String
    /// Why the file cannot be taken in.
    public let reason: Reason

    /// Makes the error for `file`, failing for `reason`.
    public init(file: String, reason: Reason) {
        self.file = file
        self.reason = reason
    }

    /// The message: the file, then the reason.
    public var description: String { "\(file): \(reason)" }
}
