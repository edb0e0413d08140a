import Engine
import Foundation
import Testing
@testable import WatchLogScene

@Suite struct WatchedEntryTests {
    func entry(title: String = "Heat", rating: Int? = 2, notes: String? = nil, watching: Bool = false) -> WatchedEntry {
        WatchedEntry(title: title, type: .movie, rating: rating, notes: notes, watching: watching, createdAt: day(0))
    }

    @Test func aCompleteEntryIsValid() {
        #expect(entry().validationErrors.isEmpty)
        #expect(entry().watching == false)
        #expect(entry().updatedAt == entry().createdAt)
    }

    @Test func theTitleIsRequiredAfterTrimming() {
        #expect(entry(title: "").validationErrors == [.title: .titleRequired])
        #expect(entry(title: " \n\t ").validationErrors == [.title: .titleRequired])
    }

    @Test func theTitleIsAtMost200GraphemeClusters() {
        #expect(entry(title: String(repeating: "a", count: 200)).validationErrors.isEmpty)
        #expect(entry(title: "  " + String(repeating: "a", count: 200) + "  ").validationErrors.isEmpty)
        #expect(entry(title: String(repeating: "a", count: 201)).validationErrors == [.title: .titleTooLong(count: 201)])
        // A family emoji is one grapheme of seven scalars; Vietnamese letters with two marks are one.
        #expect(entry(title: String(repeating: "👨‍👩‍👧‍👦", count: 200)).validationErrors.isEmpty)
        #expect(entry(title: String(repeating: "ệ", count: 201)).validationErrors[.title] == .titleTooLong(count: 201))
    }

    @Test func theRatingIsOneToThreeAndRequiredUnlessWatching() {
        #expect(entry(rating: nil).validationErrors == [.rating: .ratingRequired])
        #expect(entry(rating: nil, watching: true).validationErrors.isEmpty)
        #expect(entry(rating: 0).validationErrors == [.rating: .ratingOutOfRange(0)])
        #expect(entry(rating: 4, watching: true).validationErrors == [.rating: .ratingOutOfRange(4)])
        for dots in 1...3 { #expect(entry(rating: dots).validationErrors.isEmpty) }
    }

    @Test func notesAreAtMost1000GraphemeClusters() {
        #expect(entry(notes: String(repeating: "é", count: 1_000)).validationErrors.isEmpty)
        #expect(entry(notes: String(repeating: "é", count: 1_001)).validationErrors == [.notes: .notesTooLong(count: 1_001)])
    }

    @Test func everyFieldReportsItsOwnError() {
        let errors = entry(title: "", rating: nil, notes: String(repeating: "x", count: 1_001)).validationErrors
        #expect(errors == [.title: .titleRequired, .rating: .ratingRequired, .notes: .notesTooLong(count: 1_001)])
        #expect(errors.values.allSatisfy { !$0.message.isEmpty })
        #expect(EntryValidationError.titleTooLong(count: 250).message.contains("250"))
    }

    @Test func tidyingTrimsTheTitleAndDropsEmptyNotes() {
        let tidied = entry(title: "  Heat \n", notes: "  ").tidied
        #expect(tidied.title == "Heat")
        #expect(tidied.notes == nil)
        #expect(entry(notes: " kept ").tidied.notes == " kept ")
    }

    @Test func theYearDependsOnTheTimeZone() throws {
        // 31 December 2024, 23:30 UTC: still 2024 in London, already 2025 in Hanoi (UTC+7).
        let instant = Date(timeIntervalSince1970: 1_735_687_800)
        let late = WatchedEntry(title: "Heat", type: .movie, rating: 1, createdAt: instant)
        #expect(late.year(in: try #require(TimeZone(identifier: "Europe/London"))) == 2024)
        #expect(late.year(in: try #require(TimeZone(identifier: "Asia/Ho_Chi_Minh"))) == 2025)
        #expect(late.year(in: try #require(TimeZone(identifier: "America/Los_Angeles"))) == 2024)
        // Sydney is on daylight time (UTC+11) at New Year.
        let sydney = try #require(TimeZone(identifier: "Australia/Sydney"))
        #expect(CalendarDay(year: 2025, month: 1, day: 1).start(in: sydney) == Date(timeIntervalSince1970: 1_735_650_000))
    }

    @Test func typesHaveTheSeedsRawValuesAndNames() {
        #expect(EntryType.allCases.map(\.rawValue) == ["movie", "tv_show"])
        #expect(EntryType.tvShow.displayName == "TV Show")
    }
}
