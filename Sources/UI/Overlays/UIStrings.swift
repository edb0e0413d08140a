/// Every string the kit itself shows or names, in one place for translation.
public enum UIStrings {
    /// What a sheet's × button does (its name for tests and readers).
    public static let close = "Close"
}
