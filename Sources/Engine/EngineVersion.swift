/// The engine's version and build, as `diorama --version` prints them and replays record them.
public enum EngineVersion {
    /// The release version.
    public static let string = "0.2.0"
    /// "debug" or "release": replays note it, and must verify across both.
    public static var build: String {
        #if DEBUG
        return "debug"
        #else
        return "release"
        #endif
    }
}
