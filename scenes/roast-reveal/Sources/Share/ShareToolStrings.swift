import Engine

/// What `diorama roast share` says (English, as the command line speaks).
enum ShareToolStrings {
    static let abstract = "Render a roast's share image headless at full size."
    static let templateHelp = "The template: " + ShareTemplate.allCases.map(\.rawValue).joined(separator: ", ") + "."
    static let outHelp = "The PNG file to write."
    static let textHelp = "The roast's words (at most 500 characters; default: one the offline generator writes)."
    static let categoryHelp = "The roast's category."
    static let spiceHelp = "The spice, 1 to 5."
    static let languageHelp = "The language of the labels (and of a generated roast)."
    static let noRenderer = "share: this host has no offscreen renderer to render share images with"
    static let emptyText = "--text is empty: give the roast's words"

    static func needsValue(_ option: String) -> String { "\(option) needs a value" }
    static func badSpice(_ value: String) -> String {
        "--spice '\(value)' is out of range: a whole number \(RoastSpice.range.lowerBound)…\(RoastSpice.range.upperBound)"
    }
    static func longText(_ count: Int, _ limit: Int) -> String { "--text is \(count) characters long; at most \(limit) fit a share image" }
    static func cannotWrite(_ reason: String) -> String { "--out " + reason }
    static func written(_ path: String, template: ShareTemplate, textSize: Int) -> String {
        "\(path): \(Int(template.size.x))×\(Int(template.size.y)) \(template.rawValue), the roast set at \(textSize) px"
    }
}
