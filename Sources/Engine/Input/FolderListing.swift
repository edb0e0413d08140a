/// The regular files of a folder the scene asked about (`Effect.listFolder`), as the
/// host read them between ticks: the host's answer, a `listing` input event, which replays record
/// like any input, so a replay never reads the folder.
public struct FolderListing: Hashable, Sendable {
    /// The most entries one listing holds; a host keeps the newest when a folder has more.
    public static let maxEntryCount = 1000
    /// The longest folder tag, in UTF-8 bytes.
    public static let maxTagBytes = 64

    /// The scene's name for the folder it asked about ("pictures"): lower-case letters, digits
    /// and '-', so the scene tells its listings apart without the folder's path entering the
    /// simulation.
    public let folder: String
    /// The files, in the order the host gives them (a scene sorts them as it likes).
    public let entries: [FolderEntry]

    /// A listing; check it with `problem` before a scene sees it.
    public init(folder: String, entries: [FolderEntry]) {
        self.folder = folder
        self.entries = entries
    }

    /// Whether `tag` can name a folder: 1...`maxTagBytes` of a–z, 0–9 and '-'.
    public static func isTag(_ tag: String) -> Bool {
        !tag.isEmpty && tag.utf8.count <= maxTagBytes
            && tag.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-") }
    }

    /// What is wrong with this listing, or nil when its tag is one, it has at most
    /// `maxEntryCount` entries, every entry is in range and no name comes twice.
    public var problem: String? {
        guard Self.isTag(folder) else {
            return "a listing's folder is 1 to \(Self.maxTagBytes) of a-z, 0-9 and '-', not '\(folder.prefix(80))'"
        }
        guard entries.count <= Self.maxEntryCount else {
            return "a listing holds at most \(Self.maxEntryCount) files, not \(entries.count)"
        }
        var names = Set<String>()
        for entry in entries {
            if let problem = entry.problem { return problem }
            guard names.insert(entry.name).inserted else { return "'\(entry.name)' is listed twice" }
        }
        return nil
    }
}
