import Engine

/// The jar's contents as saved in the profile (`jar.json`): which stickers, where.
struct JarSave: Codable, Equatable {
    /// One sticker: its art's key and its pose, in jar metres and radians.
    struct Entry: Codable, Equatable {
        var art: String
        var x: Double
        var y: Double
        var angle: Double
    }

    /// The save format's version; a newer one than this build knows is refused, not misread.
    static let currentVersion = 1
    /// The save file's name in the scene's save folder.
    static let fileName = "jar.json"

    var version = JarSave.currentVersion
    var stickers: [Entry]
    /// The number the next custom sticker's picture is saved under (`custom-N.png`).
    var nextCustom: Int
}
