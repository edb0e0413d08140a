import Engine
import UI

/// The scene's words in every language, from `data/strings/<language>.yml`, English standing in
/// for a key another language lacks (a test keeps the tables complete).
public typealias RoastStrings = StringTable<RoastLanguage>

extension RoastStrings {
    /// How many `roast.fallback.N` lines the tables hold.
    static let fallbackCount = 3

    /// Reads every language's table from `resources`.
    /// - Throws: `DataFileError` naming the first file that is missing, malformed or empty.
    public init(resources: SceneResources) throws {
        try self.init(resources: resources, fallback: .en)
    }

    /// The scene's title in the launcher.
    public static let sceneTitle = "Roast reveal"
    /// One line on the scene in the launcher.
    public static let sceneSummary = "RoastMeLater: pick a category and spice, watch the roast card drop, flip and type itself in."
}
