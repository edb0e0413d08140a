/// File names that come inside files users send each other (replays, scripts, saves): a plain
/// name stays in the folder it is read in or written to.
public enum PlainFileName {
    /// Whether `name` names a file without any folder: not empty, not `.` or `..`, with no `/`
    /// and no NUL.
    public static func isPlain(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }
}
