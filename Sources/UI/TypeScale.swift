/// The type scale of Diorama's UI on its 720 × 1280 canvas (a phone screen at 2×): the styles
/// that titles, headlines, body text, captions and buttons are set in.
public enum TypeScale {
    /// A screen's title: bold 48 px on 56 px lines.
    public static let title = TextStyle(weight: .bold, size: 48, lineHeight: 56)
    /// A section's headline: semibold 36 px on 44 px lines.
    public static let headline = TextStyle(weight: .semibold, size: 36, lineHeight: 44)
    /// Running text: regular 28 px on 38 px lines.
    public static let body = TextStyle(weight: .regular, size: 28, lineHeight: 38)
    /// Small print under pictures and fields: regular 22 px on 30 px lines.
    public static let caption = TextStyle(weight: .regular, size: 22, lineHeight: 30)
    /// A button's label: semibold 28 px on 34 px lines.
    public static let button = TextStyle(weight: .semibold, size: 28, lineHeight: 34)

    /// Every style of the scale, largest first.
    public static let all: [TextStyle] = [title, headline, body, caption, button]
}
