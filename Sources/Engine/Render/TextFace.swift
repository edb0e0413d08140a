/// A font file that laid-out text is set in, named by role: the UI kit's typesetter shapes and
/// rasterises every string on screen from these files (FreeType and HarfBuzz).
///
/// The files come from Debian packages that `tools/setup` installs, never from the user's font
/// configuration, so text measures and renders the same on every machine.
public enum TextFace: String, Sendable, Hashable, CaseIterable {
    /// Inter Regular (a static CFF OpenType face with Vietnamese coverage).
    case regular
    /// Inter SemiBold.
    case semibold
    /// Inter Bold.
    case bold
    /// Noto Color Emoji: a colour bitmap font of one strike, `TextFace.emojiStrikeSize` pixels,
    /// scaled to the text's size.
    case emoji

    /// The font file, at a fixed path.
    public var fontPath: String {
        switch self {
        case .regular: "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        case .semibold: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"
        case .bold: "/usr/share/fonts/opentype/inter/Inter-Bold.otf"
        case .emoji: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
        }
    }

    /// The Debian package that installs `fontPath`.
    public var debianPackage: String {
        switch self {
        case .regular, .semibold, .bold: "fonts-inter"
        case .emoji: "fonts-noto-color-emoji"
        }
    }

    /// The pixel size of Noto Color Emoji's only bitmap strike; emoji are drawn from it scaled
    /// by (text size / this).
    public static let emojiStrikeSize = 109
}
