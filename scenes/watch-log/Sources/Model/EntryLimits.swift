/// The seed's limits on an entry's fields, shared by validation and the database's CHECKs.
public enum EntryLimits {
    /// Most grapheme clusters in a title.
    public static let titleLength = 200
    /// Most grapheme clusters in the notes.
    public static let notesLength = 1_000
    /// The dots an entry may have: good, great, excellent.
    public static let ratings = 1...3
    /// The dates a diary may hold, in milliseconds since 1970 (UTC): the years 1 to 9999, which
    /// every calendar computation and the export's ISO 8601 dates handle.
    public static let milliseconds: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999
    /// The most bytes of UTF-8 a stored title may take: 200 graphemes of up to 64 bytes each,
    /// which no real title reaches; a longer one is a damaged or hostile row, refused unread.
    static let titleBytes = 200 * 64
    /// The most bytes of UTF-8 stored notes may take, for the same reason.
    static let notesBytes = 1_000 * 64
}

extension EntryLimits {
    /// The highest entry id a diary may hold: far more than anyone logs, and far enough below
    /// SQLite's largest that new entries can always be given an id.
    static let maxID: Int64 = 1 << 53
}
