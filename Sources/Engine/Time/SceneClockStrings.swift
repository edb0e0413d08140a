/// What the scene clock says to users: its parameters' help and why a value is refused. Each
/// problem completes "parameter name=value …" (see `SceneParameterError`).
enum SceneClockStrings {
    static func nowHelp(_ example: String) -> String {
        "the session's start, ISO 8601 with an offset (default: the wall clock when played in a window, which the recording keeps; \(example) headless, in scripts and in runs)"
    }

    static let timeZoneHelp = "the user's time zone, e.g. Asia/Ho_Chi_Minh (default: this machine's in a window; else the offset of now)"

    static func notATime(_ example: String) -> String {
        "is not a time such as \(example) (yyyy-MM-ddTHH:mm, optionally :ss, then Z or ±HH:MM)"
    }

    static func outsideYears(_ years: ClosedRange<Int>) -> String {
        "is not in the years \(years.lowerBound) to \(years.upperBound)"
    }

    static let noSuchTime = "names no such day, hour, minute or second"

    static func noSuchOffset(_ maxHours: Int) -> String { "has an offset no time zone has (beyond ±\(maxHours):00)" }

    static let noSuchZone = "is not a time zone such as Asia/Ho_Chi_Minh or Europe/Paris"
}
