/// The rows of an import file, read one at a time as the import asks for them, so that it holds
/// a batch of rows, never the file's.
protocol ImportRows {
    /// The next row, nil after the last.
    /// - Throws: `WatchLogError` when the file cannot be read on (its text breaks off, it is not
    ///   its format after all); the import then adds nothing.
    mutating func next() throws -> ParsedRow?
}
