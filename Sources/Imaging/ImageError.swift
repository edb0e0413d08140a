/// Why an image could not be read, decoded, encoded or written; its description names the file.
public struct ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// The data does not start with the PNG signature.
        case notPNG
        /// The data ends before the image does.
        case truncated
        /// The PNG is damaged or invalid; libpng's message says how.
        case corrupt(String)
        /// The header declares an image over `Image.maxSide` pixels a side, or one whose decoding
        /// buffer of `byteCount` bytes would exceed `Image.maxByteCount`.
        case tooLarge(width: Int, height: Int, byteCount: Int)
        /// There is no file at the path.
        case notFound
        /// The file exists but cannot be read; the system's message says why.
        case unreadable(String)
        /// The file cannot be created or written (read-only folder, full disk…).
        case unwritable(String)
        /// libpng refused to encode the image; its message says why.
        case unencodable(String)

        public var description: String {
            switch self {
            case .notPNG: "not a PNG file (bad signature)"
            case .truncated: "truncated"
            case .corrupt(let message): "corrupt PNG (\(message))"
            case .tooLarge(let width, let height, let byteCount):
                width > Image.maxSide || height > Image.maxSide
                    ? "\(width)×\(height) exceeds the \(Image.maxSide) px limit"
                    : "\(width)×\(height) needs \(byteCount >> 20) MiB, over the \(Image.maxByteCount >> 20) MiB limit"
            case .notFound: "no such file"
            case .unreadable(let message): "cannot read (\(message))"
            case .unwritable(let message): "cannot write (\(message))"
            case .unencodable(let message): "cannot encode (\(message))"
            }
        }
    }

    /// The file's path, or the name given for in-memory data.
    public let file: String
    public let reason: Reason

    public init(file: String, reason: Reason) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "\(file): \(reason)" }
}
