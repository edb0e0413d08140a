import Foundation
import Testing
import UI
@testable import WatchLogScene

@Suite struct EntryFormTests {
    @Test func aFreshFormIsInvalidButShowsNoErrorsUntilTouched() {
        var form = EntryForm()
        #expect(!form.isValid)
        #expect(form.errors[.title] == .titleRequired && form.errors[.rating] == .ratingRequired)
        #expect(form.message(for: .title) == nil && form.message(for: .rating) == nil)
        form.touched = [.title, .rating]
        #expect(form.message(for: .title) == "Enter a title")
        #expect(form.message(for: .rating) == "Choose 1 to 3 dots, or mark it as watching")
    }

    @Test func watchingNeedsNoDotsAndATitleMakesItValid() {
        var form = EntryForm()
        form.title = TextEditingState(text: "  Heat ")
        form.watching = true
        #expect(form.isValid)
        let entry = form.entry(now: Date(timeIntervalSince1970: 100))
        #expect(entry.rating == nil && entry.notes == nil && entry.createdAt == Date(timeIntervalSince1970: 100))
        #expect(entry.tidied.title == "Heat")
    }

    @Test func tooLongNotesAreRefusedWithTheirCount() {
        var form = EntryForm()
        form.title = TextEditingState(text: "Heat")
        form.rating = 2
        form.notes = TextEditingState(text: String(repeating: "é", count: 1_001), isMultiline: true)
        form.touched = [.notes]
        #expect(!form.isValid)
        #expect(form.message(for: .notes) == "The notes are 1001 characters long; keep them to 1000")
    }

    @Test func anEditFormStartsUnchangedAndKeepsTheEntrysDates() {
        let added = Date(timeIntervalSince1970: 1_000)
        let entry = WatchedEntry(id: 7, title: "Heat", type: .tvShow, rating: 3, notes: "Again", createdAt: added)
        var form = EntryForm(editing: entry)
        #expect(!form.hasChanges && form.isValid)
        #expect(form.entry(now: Date(timeIntervalSince1970: 5_000)) == entry)
        form.rating = 1
        #expect(form.hasChanges)
        #expect(!EntryForm().hasChanges)
    }
}
