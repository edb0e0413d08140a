import Foundation
import Records

/// What the scene's screens read from the store, cached until the next write: the year sections,
/// the rows in sight (read a page at a time), search counts and results (a page at a time too)
/// and rewatch lists.
///
/// Derived from the database alone, so it is not part of the scene's hashed state: the state
/// holds `revision`, which every write moves on, and a stale cache is dropped when it changes.
final class WatchLogReader {
    /// Rows read from the store at a time.
    static let pageSize = 32
    /// The most pages (or counts, or lists) kept of each kind.
    static let maxPages = 64

    let store: WatchLogStore
    let timeZone: TimeZone
    private var revision = -1
    private var cachedSections: [YearSection] = []
    private var pages = ReadCache<Int, [WatchedEntry]>(capacity: maxPages)
    private var searchCounts = ReadCache<String, Int>(capacity: maxPages)
    private var searchPages = ReadCache<SearchPage, [WatchedEntry]>(capacity: maxPages)
    private var viewingLists = ReadCache<String, [WatchedEntry]>(capacity: maxPages)
    private var entries = ReadCache<Int64, WatchedEntry?>(capacity: maxPages * pageSize)
    /// The last read that failed, for the user; nil while all is well.
    private(set) var problem: String?

    init(store: WatchLogStore, timeZone: TimeZone) {
        self.store = store
        self.timeZone = timeZone
    }

    /// Drops what was read before `revision` (a write happened).
    func catchUp(to revision: Int) {
        guard revision != self.revision else { return }
        self.revision = revision
        pages.removeAll(); searchCounts.removeAll(); searchPages.removeAll(); viewingLists.removeAll(); entries.removeAll()
        cachedSections = read { try store.yearSections(in: timeZone) } ?? []
    }

    /// Drops everything read: the database changed under the scene (a keyframe was restored).
    func reset() { revision = -1 }

    /// The diary's years, newest first.
    var sections: [YearSection] { cachedSections }

    /// How many entries there are.
    var count: Int { cachedSections.last.map { $0.firstIndex + $0.count } ?? 0 }

    /// Row `index` of the newest-first order, nil past the end.
    func entry(at index: Int) -> WatchedEntry? {
        pages.item(at: index, pageSize: Self.pageSize, key: { $0 }) { range in read { try store.entries(in: range) } ?? [] }
    }

    /// The entry `id`, nil when there is none.
    func entry(id: Int64) -> WatchedEntry? {
        entries.value(for: id) { read { try store.entry(id: id) } ?? nil }
    }

    /// A page of a search's results: the typed text and the page's number.
    private struct SearchPage: Hashable {
        var text: String
        var page: Int
    }

    /// How many titles match `text`: the search's whole length, not one page of it.
    func searchCount(_ text: String) -> Int {
        searchCounts.value(for: text) { read { try store.searchCount(text) } ?? 0 }
    }

    /// Result `index` of the search for `text` (best first), nil past the end. Results are read
    /// a page (`WatchLogStore.searchPageSize`) at a time, when a row of that page is first asked for.
    func searchResult(_ text: String, at index: Int) -> WatchedEntry? {
        searchPages.item(at: index, pageSize: WatchLogStore.searchPageSize, key: { SearchPage(text: text, page: $0) }) { range in
            read { try store.search(text, in: range) } ?? []
        }
    }

    /// Every viewing of `title`, oldest first.
    func viewings(of title: String) -> [WatchedEntry] {
        viewingLists.value(for: SearchKey.normalise(title)) { read { try store.viewings(of: title) } ?? [] }
    }

    private func read<T>(_ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch {
            problem = WatchLogStrings.cannotRead("\(error)")
            return nil
        }
    }
}
