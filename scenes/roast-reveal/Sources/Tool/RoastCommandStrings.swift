/// The words of `diorama roast`'s help and errors (its output comes from the scene's string tables).
enum RoastCommandStrings {
    static let abstract = "The roast reveal on the command line: the roast of the day."
    static let todayAbstract = "Print the roast of the day and the profile's streak (the save is read, never written)."
    static let profileHelp = "The profile folder (default: the one diorama play saves in, $XDG_DATA_HOME/diorama)."
    static let nowHelp = "The moment to show, e.g. 2026-11-23T09:00+07:00 (default: the wall clock)."
    static let timeZoneHelp = "The user's time zone, e.g. Asia/Ho_Chi_Minh (default: the offset of --now, else the machine's)."
    static let languageHelp = "The language (default: the profile's)."
    static let emptyProfile = "--profile is empty; name the profile folder"
    /// `problem` is the scene clock's reason, e.g. "is not in the years 1970 to 9999".
    static func badNow(_ text: String, problem: String) -> String { "--now '\(text)' \(problem)" }
    static func badZone(_ text: String) -> String { "--tz '\(text)' is not a time zone such as Asia/Ho_Chi_Minh or Europe/Paris" }
    static func damagedSave(_ path: String, _ reason: String) -> String {
        "\(path): the save is damaged (\(reason)); left as it is (the app sets it aside when it next opens)"
    }
    static let noHome = "no profile folder: neither XDG_DATA_HOME (absolute) nor HOME is set; give --profile DIR"
}
