/// Checks version text against Semantic Versioning 2.0.0, the form SwiftPM's `from:` reads.
enum SemanticVersion {
    /// Whether `text` is a semantic version: `MAJOR.MINOR.PATCH` without leading zeros, an
    /// optional `-pre.release` and an optional `+build.metadata` (the pattern semver.org gives).
    static func isValid(_ text: String) -> Bool {
        let number = "(0|[1-9][0-9]*)", identifier = "(0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*)"
        let pattern = "\(number)\\.\(number)\\.\(number)(-\(identifier)(\\.\(identifier))*)?(\\+[0-9a-zA-Z-]+(\\.[0-9a-zA-Z-]+)*)?"
        guard let regex = try? Regex(pattern) else { return false }
        return text.wholeMatch(of: regex) != nil
    }
}
