import Foundation

/// Checks the text given as a package's git repository before it goes into a manifest.
enum PackageURL {
    /// The schemes SwiftPM clones from.
    static let schemes: Set<String> = ["https", "http", "ssh", "git", "file"]

    /// Whether `text` names a git repository as SwiftPM takes one: a URL of one of `schemes`
    /// with a host (`file` needs only a path), or git's `[user@]host:path`; never with spaces,
    /// quotes, backslashes or control characters, which no repository address needs.
    static func isValid(_ text: String) -> Bool {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy(isAllowed) else { return false }
        if let url = URL(string: text), let scheme = url.scheme?.lowercased(), schemes.contains(scheme) {
            return scheme == "file" ? !url.path.isEmpty : !(url.host ?? "").isEmpty && !url.path.isEmpty
        }
        // git's scp-like form, [user@]host:path, has no scheme.
        guard !text.contains("://"), let regex = try? Regex("([A-Za-z0-9._-]+@)?[A-Za-z0-9][A-Za-z0-9.-]*:.+") else { return false }
        return text.wholeMatch(of: regex) != nil
    }

    /// Printable ASCII other than the space, quotes and the backslash.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x20 && scalar.value < 0x7F && !"\"'\\`".unicodeScalars.contains(scalar)
    }
}
