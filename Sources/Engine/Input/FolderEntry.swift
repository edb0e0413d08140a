/// One file of a folder listing: its plain name, its size in bytes and when it last changed,
/// as the host read them (`FolderListing`).
public struct FolderEntry: Hashable, Sendable, Codable {
    /// The longest name an entry may have, in UTF-8 bytes (the usual file system limit).
    public static let maxNameBytes = 255
    /// The largest size an entry may give, in bytes (1 TiB).
    public static let maxByteCount: Int64 = 1 << 40
    /// The latest modification time an entry may give, in seconds since 1970 (the end of 9999).
    public static let maxModified: Int64 = (InputEvent.maxClockMinute + 1) * 60 - 1

    /// The file's name, without any folder: "beach.jpg".
    public let name: String
    /// The file's size, in bytes.
    public let byteCount: Int64
    /// When the file last changed, in whole seconds since 1970-01-01 00:00 UTC.
    public let modified: Int64

    /// An entry; check it with `problem` before a scene sees it.
    public init(name: String, byteCount: Int64, modified: Int64) {
        self.name = name
        self.byteCount = byteCount
        self.modified = modified
    }

    /// What is wrong with this entry, or nil when its name is plain and short enough and its
    /// numbers are in range.
    public var problem: String? {
        guard PlainFileName.isPlain(name) else { return "'\(name.prefix(80))' is not a plain file name (no folders, '.' or '..')" }
        guard name.utf8.count <= Self.maxNameBytes else {
            return "a listed file's name is at most \(Self.maxNameBytes) bytes, not \(name.utf8.count)"
        }
        guard (0...Self.maxByteCount).contains(byteCount) else {
            return "'\(name)' has a size from 0 to \(Self.maxByteCount) bytes, not \(byteCount)"
        }
        guard (0...Self.maxModified).contains(modified) else {
            return "'\(name)' was modified from 0 (1970) to \(Self.maxModified) (the end of 9999) seconds, not \(modified)"
        }
        return nil
    }
}
