import Engine
import Foundation

/// Everything the scene keeps in the profile (`roast.json`): history, favourites, streak, badges,
/// reactions and settings.
public struct RoastSave: Codable, Sendable, Hashable, VersionedSave {
    public static let currentVersion = 1
    /// The save file's name in the scene's save folder.
    public static let fileName = "roast.json"
    /// The most roasts the history keeps (the oldest go first) and favourites held.
    public static let maxHistory = 200, maxFavourites = 500
    /// The longest roast text a save may hold, in characters.
    public static let maxTextLength = 1_000
    /// How many recent roasts a new one must differ from.
    public static let noRepeatWindow = 50
    /// How many of the last roasts of a category (in a language) a new one of it shares no
    /// sentence with: one fewer than the fewest closing lines the grammar has for a spice, so
    /// the grammar can always keep to it.
    public static let noRepeatSentenceWindow = 3

    public var version = RoastSave.currentVersion
    /// The roasts generated, newest first.
    public private(set) var history: [Roast] = []
    /// The favourite roasts, newest first.
    public private(set) var favourites: [Roast] = []
    public var streak = UserStreak()
    public var badges = BadgeBook()
    public var reactions = ReactionStats()
    public var settings = RoastSettings()
    /// Roasts shared so far.
    public var shares = 0

    public init() {}

    /// The texts the next roast must not repeat.
    public var recentTexts: Set<String> { Set(history.prefix(Self.noRepeatWindow).map(\.text)) }

    /// The sentences the next roast of `category` in `language` must not repeat: those of the
    /// last `noRepeatSentenceWindow` roasts of it.
    public func recentSentences(of category: RoastCategory, in language: RoastLanguage) -> Set<String> {
        let recent = history.lazy.filter { $0.category == category && $0.language == language }.prefix(Self.noRepeatSentenceWindow)
        return Set(recent.flatMap { RoastSentences.of($0.text) })
    }

    /// Puts `roast` at the top of the history, dropping the oldest beyond the cap.
    public mutating func addToHistory(_ roast: Roast) {
        history.insert(roast, at: 0)
        if history.count > Self.maxHistory { history.removeLast(history.count - Self.maxHistory) }
    }

    /// Favourites `roast` (once); false when the favourites are full.
    @discardableResult
    public mutating func favourite(_ roast: Roast) -> Bool {
        guard !favourites.contains(where: { $0.id == roast.id }) else { return true }
        guard favourites.count < Self.maxFavourites else { return false }
        favourites.insert(roast, at: 0)
        return true
    }

    /// Removes the roast with `id` from the favourites.
    public mutating func unfavourite(id: UInt64) { favourites.removeAll { $0.id == id } }

    /// Removes the roast with `id` from the history.
    public mutating func removeFromHistory(id: UInt64) { history.removeAll { $0.id == id } }

    /// Records `reaction` on the roast with `id` (in the history and favourites) and in the stats.
    public mutating func react(_ reaction: RoastReaction?, toRoast id: UInt64) {
        guard let roast = history.first(where: { $0.id == id }) ?? favourites.first(where: { $0.id == id }) else { return }
        reactions.change(from: roast.reaction, to: reaction, for: roast.category)
        for i in history.indices where history[i].id == id { history[i].reaction = reaction }
        for i in favourites.indices where favourites[i].id == id { favourites[i].reaction = reaction }
    }

    /// What is out of range in this save, or nil: a damaged file is set aside, not half-restored.
    public func rangeProblem() -> String? {
        guard history.count <= Self.maxHistory else { return "\(history.count) roasts in the history; it keeps \(Self.maxHistory)" }
        guard favourites.count <= Self.maxFavourites else {
            return "\(favourites.count) favourites; at most \(Self.maxFavourites)"
        }
        for (list, roasts) in [("history", history), ("favourites", favourites)] {
            for (i, roast) in roasts.enumerated() {
                guard roast.text.count <= Self.maxTextLength else {
                    return "\(list) roast \(i + 1) is \(roast.text.count) characters; at most \(Self.maxTextLength)"
                }
                guard RoastSpice.range.contains(roast.spice) else { return "\(list) roast \(i + 1) has spice \(roast.spice), not 1…5" }
                if let id = roast.collectionID, id.count > 64 { return "\(list) roast \(i + 1) names an overlong collection" }
            }
        }
        guard RoastSpice.range.contains(settings.defaultSpice) else { return "default spice \(settings.defaultSpice) is not 1…5" }
        if let choice = settings.lastChoice, !RoastSpice.range.contains(choice.spice) {
            return "the last spice chosen, \(choice.spice), is not 1…5"
        }
        guard (0...BadgeBook.maxCount).contains(shares) else { return "shares \(shares) is not from 0 to \(BadgeBook.maxCount)" }
        return streak.rangeProblem() ?? badges.rangeProblem() ?? reactions.rangeProblem()
    }

    /// The bytes of the save file (JSON, sorted keys).
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array(try encoder.encode(self))
    }

    /// What `load(from:)` found.
    public struct Loaded: Sendable {
        public var save: RoastSave
        /// The file set aside, for the scene to tell the user in their words; nil when all was well.
        public var setAside: SetAside?
    }

    /// A damaged save kept beside the fresh one.
    public struct SetAside: Sendable, Equatable {
        /// The save's name in the scene's save folder (not its path: the scene shows it, and what a
        /// scene shows must be the same on every machine a replay runs on).
        public var file: String
        /// What is wrong with it.
        public var reason: String
        /// The name it is kept under in the scene's save folder.
        public var keptAs: String
    }

    /// The save in `store`, a fresh one when there is none, or when the file is damaged or hostile:
    /// then the file is kept beside as `roast.damaged.json` (`-2`, `-3`, … never overwritten) and
    /// `setAside` says so.
    /// - Throws: `SaveError` when the store cannot be read or the damaged file cannot be kept.
    public static func load(from store: SaveStore) throws -> Loaded {
        let path = store.path(of: fileName)
        guard let bytes = try store.read(fileName) else { return Loaded(save: RoastSave()) }
        do {
            return Loaded(save: try decode(bytes, path: path))
        } catch let error as DataFileError {
            let aside = try store.keepAside(bytes, of: fileName)
            return Loaded(save: RoastSave(), setAside: SetAside(file: fileName, reason: error.reason, keptAs: aside))
        }
    }

    /// The save in `store` without changing anything there (for tools reading a profile
    /// beside the app): a fresh one when there is none.
    /// - Throws: `SaveError` when the store cannot be read, `DataFileError` naming the file when
    ///   it is damaged, hostile or from a newer build.
    public static func read(from store: SaveStore) throws -> RoastSave {
        guard let bytes = try store.read(fileName) else { return RoastSave() }
        return try decode(bytes, path: store.path(of: fileName))
    }

    /// The save in `bytes`, read from the file at `path`.
    /// - Throws: `DataFileError` naming `path` for bytes that are not a save, a save from a newer
    ///   build, or values out of range.
    static func decode(_ bytes: [UInt8], path: String) throws -> RoastSave {
        let save = try DataFile.decodeSave(RoastSave.self, json: bytes, from: path)
        if let problem = save.rangeProblem() { throw DataFileError(path: path, reason: problem) }
        return save
    }

    /// Writes the save to `store` atomically (a failed write leaves the last good save in place).
    public func write(to store: SaveStore) throws {
        try store.write(try encoded(), to: Self.fileName)
    }
}
