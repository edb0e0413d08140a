import Foundation
import Records
import Testing
@testable import WatchLogScene

/// A few hundred hostile diaries from `HostileDiary`: each must be refused with a `DatabaseFileError`
/// or opened and read through every read the scene makes, in bounded time. A trap would end the
/// test run; a hang would run past the time checked.
///
/// `tools/fuzz diaries` runs the same generator for longer (`longRun`, enabled by its
/// environment): a number of cases or of seconds from a seed, with each case written to a log
/// before it runs, so a trap is named by the log's last line.
@Suite struct HostileDiaryFuzzTests {
    /// The random byte-level cases drawn besides the structured ones.
    static let randomCases = 240
    /// The longest a case may take to be refused or read, in seconds (the budget is 0.5 s a
    /// statement; a slow shared test machine gets the rest).
    static let caseSeconds = 10.0

    /// What a run of cases found.
    struct Tally {
        var cases = 0, refused = 0, read = 0
        /// Cases that ran past `caseSeconds`, or failed with another error than a `DatabaseFileError`.
        var defects: [String] = []
    }

    @Test func hostileDiariesAreRefusedOrReadInBoundedTime() throws {
        let cases = HostileDiary.cases(random: Self.randomCases, seed: 0x5EED_D1A2)
        #expect(cases.count >= 280)
        let template = try TemporaryProfile()
        let tally = try Self.run(cases.enumerated().map { ($0.offset, $0.element, UInt64($0.offset)) },
                                 on: try Self.makeTemplate(in: template))
        #expect(tally.defects.isEmpty, "\(tally.defects)")
        // Every structured case is hostile, so each must be refused.
        #expect(tally.refused >= HostileDiary.schemaMutations.count + HostileDiary.badValues.count - 2)
        #expect(tally.refused + tally.read == cases.count)
    }

    @Test func aScribbledIndexThatAnswersABlobForADateIsRefusedAsDamaged() throws {
        // Cases the long run found (seed 1): the bytes land in the (createdAt, id) index, which
        // then gives the year list a blob where the table holds a date.
        let found: [(index: Int, mutation: HostileDiary.Mutation, seed: UInt64)] = [
            (3298, .scribbled(count: 22, from: 100), 11_400_714_819_323_201_783),
            (6690, .scribbled(count: 4, from: 100), 11_400_714_819_323_205_175),
            (21330, .scribbled(count: 44, from: 100), 11_400_714_819_323_219_815),
        ]
        let template = try TemporaryProfile()
        let tally = try Self.run(found, on: try Self.makeTemplate(in: template))
        #expect(tally.defects.isEmpty, "\(tally.defects)")
        #expect(tally.refused == found.count)
    }

    /// The long run's settings, from the environment `tools/fuzz diaries` sets.
    struct LongRun {
        /// The seed the random cases (and each case's bytes) are drawn from.
        var seed: UInt64
        /// Stop after this many cases (the structured ones included), if given.
        var cases: Int?
        /// Stop after this many seconds, if given.
        var seconds: Double?
        /// Where each case is written before it runs, and the tally at the end.
        var log: String

        /// The settings in `environment`, nil when the long run was not asked for.
        init?(_ environment: [String: String]) {
            guard let log = environment["DIORAMA_DIARY_FUZZ_LOG"] else { return nil }
            self.log = log
            seed = environment["DIORAMA_DIARY_FUZZ_SEED"].flatMap { UInt64($0) } ?? 1
            cases = environment["DIORAMA_DIARY_FUZZ_CASES"].flatMap { Int($0) }
            seconds = environment["DIORAMA_DIARY_FUZZ_SECONDS"].flatMap { Double($0) }
        }
    }

    /// The random cases drawn in one round of the long run, between two looks at the clock.
    static let roundCases = 200

    @Test(.enabled(if: LongRun(ProcessInfo.processInfo.environment) != nil))
    func longRunOfHostileDiaries() throws {
        let settings = try #require(LongRun(ProcessInfo.processInfo.environment))
        FileManager.default.createFile(atPath: settings.log, contents: nil)
        let log = try #require(FileHandle(forWritingAtPath: settings.log))
        defer { try? log.close() }
        let template = try TemporaryProfile()
        let original = try Self.makeTemplate(in: template)
        let start = Date()
        var tally = Tally()
        var round: UInt64 = 0
        // The structured cases first (once), then rounds of random ones, each round from its own seed.
        var pending = HostileDiary.cases(random: 0, seed: settings.seed)
        while true {
            if pending.isEmpty {
                if let limit = settings.seconds, Date().timeIntervalSince(start) >= limit { break }
                pending = Array(HostileDiary.cases(random: Self.roundCases, seed: settings.seed &+ round)
                    .dropFirst(HostileDiary.schemaMutations.count + HostileDiary.badValues.count))
                round += 1
            }
            if let limit = settings.cases, tally.cases >= limit { break }
            let index = tally.cases
            let mutation = pending.removeFirst()
            let seed = settings.seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(index)
            // Written before the case runs: a trap leaves this line last.
            log.write(Data("case \(index) seed \(seed): \(mutation)\n".utf8))
            let found = try Self.run([(index, mutation, seed)], on: original)
            tally.cases += 1
            tally.refused += found.refused
            tally.read += found.read
            tally.defects += found.defects
            for defect in found.defects { log.write(Data("defect: \(defect)\n".utf8)) }
        }
        let seconds = Date().timeIntervalSince(start)
        log.write(Data("""
            fuzz.diaries.cases: \(tally.cases) cases
            fuzz.diaries.refused: \(tally.refused) cases
            fuzz.diaries.read: \(tally.read) cases
            fuzz.diaries.defects: \(tally.defects.count) cases
            fuzz.diaries.seconds: \(Int(seconds)) s

            """.utf8))
        #expect(tally.defects.isEmpty, "\(tally.defects)")
    }

    /// A fresh diary in `profile`, which each case copies.
    static func makeTemplate(in profile: TemporaryProfile) throws -> URL {
        let original = profile.url.appendingPathComponent("original.sqlite")
        try HostileDiary.makeDiary(at: original)
        return original
    }

    /// Applies each case (its number, mutation and the seed of its random bytes) to a copy of
    /// the diary `original` and opens and reads it with a half-second budget a statement.
    static func run(_ cases: [(index: Int, mutation: HostileDiary.Mutation, seed: UInt64)], on original: URL) throws -> Tally {
        var tally = Tally()
        for (index, mutation, seed) in cases {
            let profile = try TemporaryProfile()
            // Gone after its case, so a long run does not fill the disk with copies.
            defer { try? FileManager.default.removeItem(at: profile.url) }
            let file = profile.url.appendingPathComponent(WatchLogStore.fileName)
            try FileManager.default.copyItem(at: original, to: file)
            var generator = SplitMix64(seed: seed)
            try HostileDiary.apply(mutation, to: file, using: &generator)
            let start = Date()
            tally.cases += 1
            do {
                let store = try WatchLogStore(file: file, budget: .init(seconds: 0.5))
                try readEverything(store)
                tally.read += 1
            } catch is DatabaseFileError {
                tally.refused += 1
            } catch {
                tally.defects.append("case \(index) (\(mutation)): not a DatabaseFileError: \(error)")
            }
            let seconds = Date().timeIntervalSince(start)
            if seconds >= caseSeconds { tally.defects.append("case \(index) (\(mutation)) took \(seconds) s") }
        }
        return tally
    }

    /// Every read the scene and the command line make, as a session would.
    static func readEverything(_ store: WatchLogStore) throws {
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
