import Core
#if canImport(Glibc)
import Glibc
#endif

// MARK: - Reading a picture of either format

/// The picture formats Diorama reads, told apart by their first bytes.
public enum PictureFormat: Sendable {
    case png, jpeg

    /// The format `bytes` start with, or nil for neither.
    public init?(sniffing bytes: some Collection<UInt8>) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { self = .png }
        else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { self = .jpeg }
        else { return nil }
    }
}

extension Image {
    /// The largest picture file read whole, in bytes (256 MiB).
    public static let maxFileByteCount = 256 << 20

    /// Decodes a PNG or JPEG picture, whichever `bytes` hold, to RGBA8 (a JPEG turned upright
    /// by its EXIF orientation). Every picture a user hands in is read through here.
    /// - Parameter name: what errors call the data, usually the file it came from.
    /// - Throws: `ImageError` naming `name`: neither format, truncated, corrupt or too large.
    public init(pictureData bytes: [UInt8], name: String) throws {
        switch PictureFormat(sniffing: bytes) {
        case .png: self = try Image(pngData: bytes, name: name)
        case .jpeg: self = try Image(jpegData: bytes, name: name)
        case nil: throw ImageError(file: name, reason: bytes.isEmpty ? .truncated : .notAPicture)
        }
    }

    /// Decodes the PNG or JPEG file at `path`, as `init(pictureData:name:)` does bytes.
    /// - Throws: `ImageError` naming `path`: missing, unreadable, neither format, truncated,
    ///   corrupt or too large.
    public init(contentsOfPicture path: String) throws {
        self = try Image(pictureData: try Self.readFile(path), name: path)
    }

    /// The bytes of the regular file at `path`, refusing one over `maxFileByteCount`.
    static func readFile(_ path: String) throws -> [UInt8] {
        do throws(BoundedFile.Failure) {
            return try BoundedFile.read(path, maxBytes: maxFileByteCount)
        } catch {
            switch error {
            case .notFound: throw ImageError(file: path, reason: .notFound)
            case .notARegularFile: throw ImageError(file: path, reason: .unreadable("not a regular file: a folder, a pipe or a device"))
            case .tooLarge(let byteCount, _): throw ImageError(file: path, reason: .fileTooLarge(byteCount: byteCount))
            case .unreadable(let message): throw ImageError(file: path, reason: .unreadable(message))
            }
        }
    }
}
