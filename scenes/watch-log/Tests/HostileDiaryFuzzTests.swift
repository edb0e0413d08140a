import Foundation
import Testing
@testable import WatchLogScene

/// A few hundred hostile diaries from `HostileDiary`: each must be refused with a `WatchLogError`
/// or opened and read through every read the scene makes, in bounded time. A trap would end the
/// test run; a hang would run past the time checked.
@Suite struct HostileDiaryFuzzTests {
    /// The random byte-level cases drawn besides the structured ones.
    static let randomCases = 240
    /// The longest a case may take to be refused or read, in seconds (the budget is 0.5 s a
    /// statement; a slow shared test machine gets the rest).
    static let caseSeconds = 10.0

    @Test func hostileDiariesAreRefusedOrReadInBoundedTime() throws {
        let template = try TemporaryProfile()
        let original = template.url.appendingPathComponent("original.sqlite")
        try HostileDiary.makeDiary(at: original)
        let cases = HostileDiary.cases(random: Self.randomCases, seed: 0x5EED_D1A2)
        #expect(cases.count >= 280)
        var refused = 0
        for (index, mutation) in cases.enumerated() {
            let profile = try TemporaryProfile()
            let file = profile.url.appendingPathComponent(WatchLogStore.fileName)
            try FileManager.default.copyItem(at: original, to: file)
            var generator = SplitMix64(seed: UInt64(index))
            try HostileDiary.apply(mutation, to: file, using: &generator)
            let start = Date()
            do {
                let store = try WatchLogStore(file: file, budget: .init(seconds: 0.5))
                try readEverything(store)
            } catch is WatchLogError {
                refused += 1
            } catch {
                Issue.record("case \(index) (\(mutation)): not a WatchLogError: \(error)")
            }
            let seconds = Date().timeIntervalSince(start)
            #expect(seconds < Self.caseSeconds, "case \(index) (\(mutation)) took \(seconds) s")
        }
        // Every structured case is hostile, so each must be refused.
        #expect(refused >= HostileDiary.schemaMutations.count + HostileDiary.badValues.count - 2)
    }

    /// Every read the scene and the command line make, as a session would.
    func readEverything(_ store: WatchLogStore) throws {
        let utc = TimeZone(identifier: "UTC")!
        let count = try store.count()
        _ = try store.yearSections(in: utc)
        _ = try store.entries(in: 0..<max(1, count))
        _ = try store.search("film")
        _ = try store.searchCount("film")
        _ = try store.search("film", in: WatchLogStore.rankedMatches..<(WatchLogStore.rankedMatches + WatchLogStore.searchPageSize))
        _ = try store.viewings(of: "Film 1")
        _ = try store.snapshot()
        _ = try store.exportData(as: .csv)
        _ = try store.exportData(as: .json)
    }
}
