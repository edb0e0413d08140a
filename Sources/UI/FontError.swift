import Engine

/// Why the fonts laid-out text needs could not be opened.
public struct FontError: Error, CustomStringConvertible, Equatable {
    /// What went wrong, naming the font file and what to install.
    public let description: String

    init(_ description: String) { self.description = description }

    /// `face`'s file at `path` is missing or FreeType cannot read it (FreeType's error `code`).
    static func cannotOpen(_ face: TextFace, path: String, code: Int32) -> FontError {
        FontError("cannot open the font \(path) (FreeType error \(code)); install the Debian package "
                  + "\(face.debianPackage), e.g. with tools/setup")
    }
}
