/// Why an image could not be read, decoded, encoded or written; its description names the file.
public struct ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// The data does not start with the PNG signature.
        case notPNG
        /// The data starts with neither the PNG nor the JPEG signature.
        case notAPicture
        /// The data ends before the image does.
        case truncated
        /// The PNG is damaged or invalid; libpng's message says how.
        case corrupt(String)
        /// The JPEG is damaged or invalid; libjpeg's message says how.
        case corruptJPEG(String)
        /// The JPEG's header declares more than `Image.maxJPEGPixelCount` pixels.
        case tooManyPixels(width: Int, height: Int)
        /// The header declares an image over `Image.maxSide` pixels a side, or one whose decoding
        /// buffer of `byteCount` bytes would exceed `Image.maxByteCount`.
        case tooLarge(width: Int, height: Int, byteCount: Int)
        /// The file holds more than `Image.maxFileByteCount` bytes (at least `byteCount`).
        case fileTooLarge(byteCount: Int)
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
            case .notAPicture: "not a PNG or JPEG picture"
            case .truncated: "truncated"
            case .corrupt(let message): "corrupt PNG (\(message))"
            case .corruptJPEG(let message): "corrupt JPEG (\(message))"
            case .tooManyPixels(let width, let height):
                "\(width)×\(height) is over the \(Image.maxJPEGPixelCount / 1_000_000) megapixel limit"
            case .tooLarge(let width, let height, let byteCount):
                width > Image.maxSide || height > Image.maxSide
                    ? "\(width)×\(height) exceeds the \(Image.maxSide) px limit"
                    : "\(width)×\(height) needs \(byteCount >> 20) MiB, over the \(Image.maxByteCount >> 20) MiB limit"
            case .fileTooLarge(let byteCount):
                "\(byteCount >> 20) MiB or more, over the \(Image.maxFileByteCount >> 20) MiB limit for a picture file"
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
