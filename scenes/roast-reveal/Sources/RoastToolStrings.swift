/// The words of `diorama roast`'s usage and errors (its output comes from the scene's string tables).
enum RoastToolStrings {
    static let usage = "diorama roast today [--profile DIR] [--now 2026-11-23T09:00+07:00] [--tz ZONE] [--lang en|vi]"
    static let missingCommand = "a command is needed; the commands are: today"
    static func unknownCommand(_ command: String) -> String { "unknown command '\(command)'; the commands are: today" }
    static func unknownOption(_ option: String) -> String { "unknown option '\(option)'" }
    static func missingValue(_ option: String) -> String { "\(option) needs a value" }
    static func unexpected(_ argument: String) -> String { "unexpected argument '\(argument)'" }
    static func badNow(_ text: String) -> String {
        "--now '\(text)' is not a time like 2026-11-23T09:00+07:00 (ISO 8601 with an offset, years 2000–2199)"
    }
    static func badZone(_ text: String) -> String { "--tz '\(text)' is not a time zone such as Asia/Ho_Chi_Minh or Europe/Paris" }
    static func badLanguage(_ text: String) -> String {
        "--lang '\(text)' is not a language; the languages are: " + RoastLanguage.allCases.map(\.rawValue).joined(separator: ", ")
    }
    static func damagedSave(_ path: String, _ reason: String) -> String {
        "\(path): the save is damaged (\(reason)); left as it is (the app sets it aside when it next opens)"
    }
    static let noHome = "no profile folder: neither XDG_DATA_HOME (absolute) nor HOME is set; give --profile DIR"
}
