/// The seed's limits on an entry's fields, shared by validation and the database's CHECKs.
public enum EntryLimits {
    /// Most grapheme clusters in a title.
    public static let titleLength = 200
    /// Most grapheme clusters in the notes.
    public static let notesLength = 1_000
    /// The dots an entry may have: good, great, excellent.
    public static let ratings = 1...3
}
