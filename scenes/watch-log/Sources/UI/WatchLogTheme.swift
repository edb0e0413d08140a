import Engine
import UI

/// dotdot's design system as a UI kit `Theme`: purple #B794F4 on #0a0a0a, surfaces #1a1a1a,
/// borders white at 10 %, error red #ef4444, and the design's type scale.
///
/// The seed's sizes are in iOS points on a 414-point-wide phone; the canvas is 720 pixels wide,
/// so each is multiplied by 720 / 414 ≈ 1.75 and rounded, line heights onto the 8-px grid's
/// half steps: Title 28 pt bold → 48 px, Headline 20 pt semibold → 35 px, Body 17 pt → 30 px,
/// Caption 13 pt → 23 px, Button 17 pt semibold → 30 px. Spacing is the design's 8-pt grid
/// (xs 4, sm 8, md 16, lg 24, xl 32) at one canvas pixel a point, the kit's 8-px grid.
enum WatchLogTheme {
    /// The scene's theme.
    static let theme = Theme(
        palette: palette,
        title: TextStyle(weight: .bold, size: 48, lineHeight: 56),
        headline: TextStyle(weight: .semibold, size: 35, lineHeight: 44),
        body: TextStyle(weight: .regular, size: 30, lineHeight: 40),
        caption: TextStyle(weight: .regular, size: 23, lineHeight: 32),
        button: TextStyle(weight: .semibold, size: 30, lineHeight: 36),
        grid: 8, cornerRadius: 16)

    /// The seed's colours by role; text on the purple is the background's near-black, which
    /// reads at over 9:1 where white would not reach 3:1.
    static let palette = Palette(
        background: Color(hex: 0x0A0A0A), surface: Color(hex: 0x1A1A1A),
        outline: Color(hex: 0x4A4A4A),                // the design's white-at-10 % border, lifted so empty dots show on a selected row
        primary: Color(hex: 0xB794F4), onPrimary: Color(hex: 0x0A0A0A),
        secondary: Color(hex: 0x262626), destructive: Color(hex: 0xEF4444), onDestructive: .white,
        text: .white, mutedText: Color(hex: 0x9CA3AF), focusRing: Color(hex: 0xD6BCFA),
        disabled: Color(hex: 0x1F1F1F), disabledText: Color(hex: 0x5B5B63))
}
