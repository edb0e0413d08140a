/// A folder a scene asks to have listed (`Effect.listFolder`): where it is, the tag its
/// `listing` event carries back and the name endings to keep.
public struct FolderListingRequest: Hashable, Sendable {
    /// The folder's path on this machine.
    public let path: String
    /// The scene's tag for the folder, which the answer carries (see `FolderListing.isTag`).
    public let folder: String
    /// The name endings to keep, any case; empty keeps every file.
    public let suffixes: [String]

    /// Asks for the files in the folder at `path` ending in one of `suffixes`, answered with a
    /// `listing` tagged `folder`.
    public init(path: String, folder: String, suffixes: [String] = []) {
        self.path = path
        self.folder = folder
        self.suffixes = suffixes
    }
}
