import Foundation

/// The names of local profiles (one save folder each), shared by the scenes that ask for one and
/// the host that keeps them.
public enum ProfileName {
    /// The longest profile name, in characters.
    public static let maxLength = 32
    /// The name a guest plays under, which no profile may take.
    public static let guest = "guest"

    /// Whether `name` can name a profile: 1 to `maxLength` letters, digits, spaces, `-` or `_`,
    /// not starting or ending with a space, and not `guest`.
    public static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name.count <= maxLength && name.trimmingCharacters(in: .whitespaces) == name
            && name.lowercased() != guest && PlainFileName.isPlain(name)
            && name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_" }
    }
}
