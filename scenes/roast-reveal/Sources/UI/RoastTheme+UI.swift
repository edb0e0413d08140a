import Engine
import UI

extension RoastTheme {
    /// The UI kit's look in the crimson theme: navy surfaces, crimson actions, sand focus ring.
    public static let ui = Theme(palette: Palette(
        background: Color(hex: 0x0E1726), surface: secondary, outline: Color(hex: 0x3A5478),
        primary: primary, onPrimary: .white, secondary: Color(hex: 0x26426B),
        destructive: gradientEnd, onDestructive: .white, text: Color(hex: 0xF1FAEE),
        mutedText: Color(hex: 0xA8B6C8), focusRing: accent, disabled: Color(hex: 0x1A2A40),
        disabledText: Color(hex: 0x56657A)))
    /// The back of the card, before it flips (#9D0208 at the edges).
    static let cardBack = gradientEnd
    /// The face of the card: warm paper.
    static let cardFace = Color(hex: 0xFFF8F0)
    /// The roast's words on the card's face.
    static let cardText = Color(hex: 0x1D3557)
}
