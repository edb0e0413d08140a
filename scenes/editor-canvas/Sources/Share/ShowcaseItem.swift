import Engine

/// One share in the Showcase: its clean and censored exports (`ShareFolder.names`) as the
/// exports folder's listing gave them, shown by the clean picture when it is there.
struct ShowcaseItem: Hashable, Codable {
    /// The share's files' common start, "dickerator-0001".
    let base: String
    /// The share's files in the folder: the clean picture's first, if it is there.
    let files: [FolderEntry]

    /// The file the Showcase shows.
    var shown: FolderEntry { files[0] }
    /// When the share's newest file last changed, in seconds since 1970.
    var modified: Int64 { files.map(\.modified).max() ?? 0 }

    /// The shares in an exports folder's listing, newest first (then by name, last first): the
    /// files named like a share's exports, paired; anything else in the folder is left out.
    static func items(in listing: FolderListing) -> [ShowcaseItem] {
        var byBase: [String: (clean: FolderEntry?, censored: FolderEntry?)] = [:]
        for entry in listing.entries {
            guard let (base, censored) = share(of: entry.name) else { continue }
            if censored { byBase[base, default: (nil, nil)].censored = entry } else { byBase[base, default: (nil, nil)].clean = entry }
        }
        let items = byBase.map { base, pair in ShowcaseItem(base: base, files: [pair.clean, pair.censored].compactMap { $0 }) }
        return items.sorted { ($0.modified, $0.base) > ($1.modified, $1.base) }
    }

    /// The share a file name belongs to and whether it is its censored picture: "dickerator-",
    /// one to seven digits, then "-censored.png" or ".png"; nil for any other name.
    static func share(of name: String) -> (base: String, censored: Bool)? {
        guard name.hasPrefix(ShareFolder.stem), name.hasSuffix(".png") else { return nil }
        var middle = name.dropFirst(ShareFolder.stem.count).dropLast(".png".count)
        let censored = middle.hasSuffix(ShareFolder.censoredSuffix)
        if censored { middle = middle.dropLast(ShareFolder.censoredSuffix.count) }
        guard (1...7).contains(middle.count), middle.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return (ShareFolder.stem + middle, censored)
    }
}
