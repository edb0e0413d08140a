import Foundation

/// What the scene's screens read from the store, cached until the next write: the year sections,
/// the rows in sight (read a page at a time), search counts and results (a page at a time too)
/// and rewatch lists.
///
/// Derived from the database alone, so it is not part of the scene's hashed state: the state
/// holds `revision`, which every write moves on, and a stale cache is dropped when it changes.
final class WatchLogReader {
    /// Rows read from the store at a time.
    static let pageSize = 32
    /// The most pages kept; past it the cache starts again (scrolling far reads afresh).
    static let maxPages = 64

    let store: WatchLogStore
    let timeZone: TimeZone
    private var revision = -1
    private var cachedSections: [YearSection] = []
    private var pages: [Int: [WatchedEntry]] = [:]
    private var searchCounts: [String: Int] = [:]
    private var searchPages: [SearchPage: [WatchedEntry]] = [:]
    private var viewingLists: [String: [WatchedEntry]] = [:]
    private var entries: [Int64: WatchedEntry?] = [:]
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
        pages = [:]; searchCounts = [:]; searchPages = [:]; viewingLists = [:]; entries = [:]
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
        let page = index / Self.pageSize
        if pages[page] == nil {
            if pages.count >= Self.maxPages { pages = [:] }
            pages[page] = read { try store.entries(in: (page * Self.pageSize)..<((page + 1) * Self.pageSize)) } ?? []
        }
        let rows = pages[page]!
        let offset = index - page * Self.pageSize
        return offset < rows.count ? rows[offset] : nil
    }

    /// The entry `id`, nil when there is none.
    func entry(id: Int64) -> WatchedEntry? {
        if let cached = entries[id] { return cached }
        let entry = read { try store.entry(id: id) } ?? nil
        entries[id] = entry
        return entry
    }

    /// A page of a search's results: the typed text and the page's number.
    private struct SearchPage: Hashable {
        var text: String
        var page: Int
    }

    /// How many titles match `text`: the search's whole length, not one page of it.
    func searchCount(_ text: String) -> Int {
        if let cached = searchCounts[text] { return cached }
        if searchCounts.count >= Self.maxPages { searchCounts = [:] }
        let count = read { try store.searchCount(text) } ?? 0
        searchCounts[text] = count
        return count
    }

    /// Result `index` of the search for `text` (best first), nil past the end. Results are read
    /// a page (`WatchLogStore.searchPageSize`) at a time, when a row of that page is first asked for.
    func searchResult(_ text: String, at index: Int) -> WatchedEntry? {
        guard index >= 0 else { return nil }
        let size = WatchLogStore.searchPageSize
        let key = SearchPage(text: text, page: index / size)
        if searchPages[key] == nil {
            if searchPages.count >= Self.maxPages { searchPages = [:] }
            searchPages[key] = read { try store.search(text, in: (key.page * size)..<((key.page + 1) * size)) } ?? []
        }
        let rows = searchPages[key]!
        let offset = index - key.page * size
        return offset < rows.count ? rows[offset] : nil
    }

    /// Every viewing of `title`, oldest first.
    func viewings(of title: String) -> [WatchedEntry] {
        let key = TitleKey.normalise(title)
        if let cached = viewingLists[key] { return cached }
        let found = read { try store.viewings(of: title) } ?? []
        viewingLists[key] = found
        return found
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
