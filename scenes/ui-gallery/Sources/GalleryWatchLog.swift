import Engine
import UI

/// The lists page's made-up watch log: 2,000 rows in sections by year, newest first, the same
/// on every run (each row's film, date and rating follow from its number).
enum GalleryWatchLog {
    /// How many rows the log has.
    static let rowCount = 2_000
    /// The newest year.
    static let newestYear = 2026

    /// Each year's row count, newest first: 120 to 279 rows a year until the rows run out.
    static let rowCounts: [Int] = {
        var counts: [Int] = [], left = rowCount, year = newestYear
        while left > 0 {
            let count = min(left, 120 + (year * 7_919) % 160)
            counts.append(count)
            left -= count
            year -= 1
        }
        return counts
    }()

    /// Section `section`'s header: its year.
    static func year(ofSection section: Int) -> String { String(newestYear - section) }

    /// Row `number`'s title, date and 1–3 dot rating.
    static func row(_ index: ListIndex, number: Int) -> ListRow {
        let count = rowCounts[index.section]
        // Newest first: the year's rows run from late December back to early January.
        let dayOfYear = 364 - index.row * 364 / max(1, count)
        let month = min(11, dayOfYear / 31), day = dayOfYear % 31 / 2 + 1 + (dayOfYear % 3)
        // A film's title is the log's, not the gallery's words, and may be of any length: one
        // too long for the row ends in "…", as in the watch log it stands for.
        return ListRow(GalleryStrings.film(number),
                       subtitle: GalleryStrings.watched(day: day, month: month, year: newestYear - index.section),
                       accessory: .rating(1 + number * 7 % 3, maximum: 3), isExcerpt: true)
    }

    /// How many tiles the grid has.
    static let tileCount = 24
    /// The icons and swatches tiles cycle through.
    static let tileIcons: [Icon] = [.plus, .check, .sliders, .text, .list, .layers]
    static let tileColors: [UInt32] = [0x3B4A6B, 0x5B3B4A, 0x3B5B4A, 0x5B523B, 0x4A3B5B]

    /// Tile `index`: an icon on a swatch over its caption.
    static func tile(_ index: Int) -> GridTile {
        GridTile(.icon(tileIcons[index % tileIcons.count], background: Color(hex: tileColors[index % tileColors.count])),
                 caption: GalleryStrings.tile(index))
    }
}
