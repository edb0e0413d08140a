import Engine

/// The pictures the photo picker offers from a listing of the user's pictures folder.
enum PictureListing {
    /// The folder tags of the listings the editor asks for.
    static let picturesTag = "pictures", exportsTag = "exports"
    /// The name endings of the pictures the picker lists (any case).
    static let suffixes = [".png", ".jpg", ".jpeg"]

    /// The listing's PNG and JPEG files, newest first, then by name.
    static func pictures(in listing: FolderListing) -> [FolderEntry] {
        listing.entries
            .filter { entry in suffixes.contains { entry.name.lowercased().hasSuffix($0) } }
            .sorted { ($0.modified, $1.name) > ($1.modified, $0.name) }
    }
}
