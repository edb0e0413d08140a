import Records

/// The checks every imported entry passes before it may join the log.
enum ImportedEntry {
    /// `entry` tidied, or refused with its first validation error.
    static func checked(_ entry: WatchedEntry) throws -> WatchedEntry {
        let tidied = entry.tidied
        let errors = tidied.validationErrors
        if let first = EntryField.allCases.lazy.compactMap({ errors[$0] }).first {
            throw RecordRefusal(reason: first.message)
        }
        return tidied
    }
}
