import Engine

/// What `diorama roast share` says (English, as the command line speaks).
enum ShareToolStrings {
    static let usage = "diorama roast share --template " + ShareTemplate.allCases.map(\.rawValue).joined(separator: "|")
        + " --out FILE.png [--text \"…\"] [--category ID] [--spice 1-5] [--lang en|vi]"
    /// The options `share` takes, each with a value.
    static let options: Set<String> = ["--template", "--out", "--text", "--category", "--spice", "--lang"]
    static let noRenderer = "share: this host has no offscreen renderer to render share images with"
    static let emptyText = "--text is empty: give the roast's words"

    static func unknownOption(_ option: String) -> String {
        "share: unknown option '\(option)'; the options are " + options.sorted().joined(separator: ", ")
    }
    static func needsValue(_ option: String) -> String { "\(option) needs a value" }
    static func missing(_ option: String) -> String { "share: \(option) is missing" }
    static func unknownTemplate(_ name: String) -> String {
        "--template '\(name)' is not a template; the templates are " + ShareTemplate.allCases.map(\.rawValue).joined(separator: ", ")
    }
    static func unknownCategory(_ id: String) -> String {
        "--category '\(id)' is not a category; the categories are " + RoastCategory.allCases.map(\.rawValue).joined(separator: ", ")
    }
    static func badSpice(_ value: String) -> String {
        "--spice '\(value)' is out of range: a whole number \(RoastSpice.range.lowerBound)…\(RoastSpice.range.upperBound)"
    }
    static func unknownLanguage(_ value: String) -> String {
        "--lang '\(value)' is not a language; the languages are " + RoastLanguage.allCases.map(\.rawValue).joined(separator: ", ")
    }
    static func longText(_ count: Int, _ limit: Int) -> String { "--text is \(count) characters long; at most \(limit) fit a share image" }
    static func cannotWrite(_ reason: String) -> String { "--out " + reason }
    static func written(_ path: String, template: ShareTemplate, textSize: Int) -> String {
        "\(path): \(Int(template.size.x))×\(Int(template.size.y)) \(template.rawValue), the roast set at \(textSize) px"
    }
}
