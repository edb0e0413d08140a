/// Text written into generated Swift source as string literals.
enum SwiftLiteral {
    /// `text` as a Swift string literal, quotes included.
    static func string(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    /// `text` safe between a string literal's quotes: the backslash and the quote escaped, and
    /// every other character a literal cannot hold as it is (line breaks, control characters)
    /// written as `\u{…}`, so no text can end the literal or start an interpolation.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator:
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
