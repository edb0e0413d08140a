import Engine
import Foundation
import Testing
@testable import WatchLogScene

@Suite struct SampleDiaryTests {
    @Test func theCountIsAWholeNumberInRange() throws {
        #expect(try SampleDiary.count(nil) == nil)
        #expect(try SampleDiary.count("400") == 400)
        for bad in ["-1", "100001", "many", "2.5"] {
            #expect(throws: SceneParameterError.self) { try SampleDiary.count(bad) }
        }
    }

    @Test func theEntriesAreValidNewestFirstAndTheSameEveryTime() {
        let entries = SampleDiary.entries(count: 100, now: day(0))
        #expect(entries == SampleDiary.entries(count: 100, now: day(0)))
        #expect(entries.first?.createdAt == day(0))
        #expect(zip(entries, entries.dropFirst()).allSatisfy { $0.createdAt > $1.createdAt })
        #expect(entries.allSatisfy { $0.validationErrors.isEmpty })
        #expect(entries.contains { $0.watching && $0.rating == nil })
    }
}
