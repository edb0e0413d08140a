import Engine
import Foundation

/// A made-up diary for trying the scene and its scripts: the `sample` parameter's count of
/// entries, written into an empty database at start-up, the same on every run.
///
/// Entry `i` (0 the newest) was added `i` × 3 days and some hours before "now", so a few
/// thousand entries span decades; titles cycle through a list, so rewatches come up.
enum SampleDiary {
    /// The parameter's name.
    static let parameter = "sample"
    /// How many sample entries the parameter may ask for.
    static let counts = 0...100_000

    /// The titles entries cycle through (a prime count, so types and ratings fall differently
    /// on each rewatch).
    static let titles = [
        "Heat", "Amélie", "Phở Bò", "In the Mood for Love", "Đẹp Trai", "The Wire", "Paddington 2", "Spirited Away",
        "Fleabag", "Arrival", "Parasite", "Columbo", "Moonlight", "Succession", "Stalker", "Mad Max: Fury Road",
        "Chungking Express", "Twin Peaks", "Aftersun", "Ratatouille", "Tár", "The Bear", "Yi Yi",
    ]

    /// Reads the parameter: nil when not given.
    /// - Throws: `SceneParameterError` when it is not a whole number in `counts`.
    static func count(_ text: String?) throws -> Int? {
        guard let text else { return nil }
        guard let count = Int(text), counts.contains(count) else {
            throw SceneParameterError(parameter, text, WatchLogStrings.sampleRange(counts))
        }
        return count
    }

    /// The `count` sample entries, newest first, the newest added at `now`.
    static func entries(count: Int, now: Date) -> [WatchedEntry] {
        (0..<count).map { i in
            let title = titles[i % titles.count]
            let watching = i % 17 == 3
            let added = now - Double(i) * 3 * 86_400 - Double(i % 11) * 3_600
            return WatchedEntry(title: title, type: title.count % 3 == 0 ? .tvShow : .movie,
                                rating: watching ? nil : 1 + (i * 7) % 3, notes: i % 5 == 0 ? WatchLogStrings.sampleNote(i) : nil,
                                watching: watching, createdAt: added)
        }
    }
}
