extension String {
    /// This text cut to at most `maxLength` characters (at least 1), its last one "…" when
    /// anything was cut: for quoting text from a file in a message without repeating a hostile
    /// megabyte of it.
    public func clipped(to maxLength: Int) -> String {
        count > maxLength ? prefix(Swift.max(0, maxLength - 1)) + "…" : self
    }
}
