import Engine
import Foundation
import SceneTestSupport
import Testing
@testable import RoastRevealScene

/// The save: everything round-trips; a damaged or hostile file is set aside and reported.
@Suite struct RoastSaveTests {
    func store() -> SaveStore { SaveStore(directory: scratchProfile()).scoped(to: "roast-reveal") }

    func roast(_ id: UInt64, _ text: String = "A roast.") -> Roast {
        Roast(id: id, text: text, category: .coffee, spice: 3, language: .en)
    }

    @Test func aSaveRoundTrips() throws {
        var save = RoastSave()
        save.addToHistory(roast(1))
        save.favourite(roast(1))
        save.react(.fire, toRoast: 1)
        save.streak = StreakService().recordActivity(save.streak, now: Fixtures.date("2026-11-23T09:00:00+07:00"),
                                                     timeZone: Fixtures.zone("Asia/Ho_Chi_Minh")).streak
        _ = save.badges.record(.roastGenerated(count: 1))
        save.settings = RoastSettings(language: .vi, defaultSpice: 5, lastChoice: RoastChoice(category: .email, spice: 2, mood: .tired))
        let store = store()
        try save.write(to: store)
        let loaded = try RoastSave.load(from: store)
        #expect(loaded.setAside == nil)
        #expect(loaded.save == save)
        #expect(loaded.save.history[0].reaction == .fire && loaded.save.reactions.counts(for: .coffee).fire == 1)
    }

    @Test func noSaveGivesAFreshOne() throws {
        let loaded = try RoastSave.load(from: store())
        #expect(loaded.save == RoastSave() && loaded.setAside == nil)
    }

    @Test func theHistoryIsCappedAndNewestFirst() {
        var save = RoastSave()
        for id in 0..<UInt64(RoastSave.maxHistory + 30) { save.addToHistory(roast(id, "Roast \(id)")) }
        #expect(save.history.count == RoastSave.maxHistory)
        #expect(save.history.first?.id == UInt64(RoastSave.maxHistory + 29))
        #expect(save.recentTexts.count == RoastSave.noRepeatWindow)
        #expect(save.recentTexts.contains("Roast \(RoastSave.maxHistory + 29)"))
    }

    @Test func reactionsMoveWhenTheUserChangesTheirMind() {
        var save = RoastSave()
        save.addToHistory(roast(7))
        save.react(.fire, toRoast: 7)
        save.react(.thumbsDown, toRoast: 7)
        let counts = save.reactions.counts(for: .coffee)
        #expect(counts.fire == 0 && counts.thumbsDown == 1 && save.reactions.totalReactions == 1)
    }

    @Test func aSaveFromBeforeTheLastChoiceWasKeptStillLoads() throws {
        let store = store()
        try store.write(#"{"version":1,"history":[],"favourites":[],"shares":0,"settings":{"language":"vi","defaultSpice":4},"streak":{"current":0,"longest":0,"freezes":0,"freezesUsed":0},"badges":{"roasts":0,"bestStreak":0,"categoriesUsed":[],"spiceLevelsUsed":[],"mostFavourites":0,"shares":0,"unlocked":[]},"reactions":{"byCategory":{}}}"#,
                        to: RoastSave.fileName)
        let loaded = try RoastSave.load(from: store)
        #expect(loaded.setAside == nil)
        #expect(loaded.save.settings == RoastSettings(language: .vi, defaultSpice: 4))
    }

    static let overlong = String(repeating: "x", count: RoastSave.maxTextLength + 1)

    @Test(arguments: [
        #"{"version":1,"history":[],"favourites":[],"shares":-1,"settings":{"language":"en","defaultSpice":3},"streak":{"current":0,"longest":0,"freezes":0,"freezesUsed":0},"badges":{"roasts":0,"bestStreak":0,"categoriesUsed":[],"spiceLevelsUsed":[],"mostFavourites":0,"shares":0,"unlocked":[]},"reactions":{"byCategory":{}}}"#,
        #"{"version":1,"history":[],"favourites":[],"shares":0,"settings":{"language":"en","defaultSpice":9},"streak":{"current":0,"longest":0,"freezes":0,"freezesUsed":0},"badges":{"roasts":0,"bestStreak":0,"categoriesUsed":[],"spiceLevelsUsed":[],"mostFavourites":0,"shares":0,"unlocked":[]},"reactions":{"byCategory":{}}}"#,
        #"{"version":1,"history":[],"favourites":[],"shares":0,"settings":{"language":"en","defaultSpice":3},"streak":{"current":5,"longest":9223372036854775807,"freezes":7,"freezesUsed":0,"lastActiveDay":{"year":2026,"month":1,"day":1}},"badges":{"roasts":0,"bestStreak":0,"categoriesUsed":[],"spiceLevelsUsed":[],"mostFavourites":0,"shares":0,"unlocked":[]},"reactions":{"byCategory":{}}}"#,
        #"{"version":1,"history":[],"favourites":[],"shares":0,"settings":{"language":"en","defaultSpice":3},"streak":{"current":0,"longest":0,"freezes":0,"freezesUsed":0},"badges":{"roasts":0,"bestStreak":0,"categoriesUsed":["../etc"],"spiceLevelsUsed":[],"mostFavourites":0,"shares":0,"unlocked":["hacked"]},"reactions":{"byCategory":{}}}"#,
        #"{"version":1,"history":[],"favourites":[],"shares":0,"settings":{"language":"en","defaultSpice":3},"streak":{"current":0,"longest":0,"freezes":0,"freezesUsed":0},"badges":{"roasts":0,"bestStreak":0,"categoriesUsed":[],"spiceLevelsUsed":[],"mostFavourites":0,"shares":0,"unlocked":[]},"reactions":{"byCategory":{"coffee":{"laugh":-5,"fire":0,"meh":0,"thumbsDown":0}}}}"#,
        #"{"version":1,"history":[{"id":1,"text":"\#(overlong)","category":"coffee","spice":3,"language":"en"}],"favourites":[],"shares":0,"settings":{"language":"en","defaultSpice":3},"streak":{"current":0,"longest":0,"freezes":0,"freezesUsed":0},"badges":{"roasts":0,"bestStreak":0,"categoriesUsed":[],"spiceLevelsUsed":[],"mostFavourites":0,"shares":0,"unlocked":[]},"reactions":{"byCategory":{}}}"#,
        #"{"version":1,"history":[],"favourites":[],"shares":0,"settings":{"language":"en","defaultSpice":3,"lastChoice":{"category":"coffee","spice":0}},"streak":{"current":0,"longest":0,"freezes":0,"freezesUsed":0},"badges":{"roasts":0,"bestStreak":0,"categoriesUsed":[],"spiceLevelsUsed":[],"mostFavourites":0,"shares":0,"unlocked":[]},"reactions":{"byCategory":{}}}"#,
        #"{"version":1,"history":[{"id":1,"text":"hi","category":"coffee","spice":3,"language":"klingon"}]}"#,
        #"{"version":99}"#,
        "{ not json",
    ])
    func aHostileSaveIsSetAsideAndReported(json: String) throws {
        let store = store()
        try store.write(json, to: RoastSave.fileName)
        let loaded = try RoastSave.load(from: store)
        #expect(loaded.save == RoastSave())
        #expect(loaded.setAside?.keptAs == "roast.damaged.json", "\(String(describing: loaded.setAside))")
        #expect(loaded.setAside?.file == RoastSave.fileName)
        #expect(try store.read("roast.damaged.json") == Array(json.utf8))
    }

    @Test func aSecondDamagedSaveDoesNotReplaceTheFirst() throws {
        let store = store()
        try store.write("{ earlier", to: "roast.damaged.json")
        try store.write("{ later", to: RoastSave.fileName)
        let loaded = try RoastSave.load(from: store)
        #expect(loaded.setAside?.keptAs == "roast.damaged-2.json")
        #expect(try store.read("roast.damaged.json") == Array("{ earlier".utf8))
    }
}
