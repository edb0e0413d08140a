/// What a scene asked of the file system since its host last looked (`SceneContext.files`):
/// folders to list and a file to open.
///
/// Neither is read inside a tick: the host answers after the tick, a listing with a `listing`
/// input event and a file with a `fileDrop` event, both stamped for a later tick and recorded by
/// replays like any input, so a replay never reads the folders. Not simulated state: never
/// hashed, and hosts that replay ignore it.
public struct FileRequests: Hashable, Sendable {
    /// A folder to list: where it is, the scene's tag for it and the name endings to keep.
    public struct Listing: Hashable, Sendable {
        public let path: String
        public let folder: String
        public let suffixes: [String]
    }

    /// The folders to list, at most one per tag (the newest request).
    public private(set) var listings: [Listing] = []
    /// The path of the file to open, the newest request; nil when none.
    public private(set) var file: String?

    public init() {}

    /// Asks the host for the files in the folder at `path` ending in one of `suffixes` (any
    /// case); they arrive as a `listing` event tagged `folder` (see `FolderListing.isTag`).
    public mutating func requestListing(of path: String, as folder: String, suffixes: [String] = []) {
        listings.removeAll { $0.folder == folder }
        listings.append(Listing(path: path, folder: folder, suffixes: suffixes))
    }

    /// Asks the host for the bytes of the file at `path`; they arrive as a `fileDrop` event, as if
    /// the file had been dropped on the window.
    public mutating func requestFile(at path: String) { file = path }

    /// Takes the waiting requests, leaving none (for hosts).
    public mutating func take() -> FileRequests {
        defer { self = FileRequests() }
        return self
    }
}
