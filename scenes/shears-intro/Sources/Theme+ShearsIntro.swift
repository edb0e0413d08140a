import Engine
import UI

extension Theme {
    /// The intro's look: pill buttons on the black stage, a near-white primary with black text
    /// and a black secondary outlined in light grey, the kit's light blue focus ring (over 9:1
    /// against black).
    static let shearsIntro = Theme(
        palette: Palette(
            background: .black, surface: Color(hex: 0x1C1D20), outline: Color(hex: 0xBFBFBF),
            primary: Color(hex: 0xEDEEF0), onPrimary: .black, secondary: .black,
            destructive: Palette.dark.destructive, onDestructive: Palette.dark.onDestructive,
            text: .white, mutedText: Color(hex: 0x9A9EA6), focusRing: Palette.dark.focusRing,
            disabled: Palette.dark.disabled, disabledText: Palette.dark.disabledText),
        button: TextStyle(weight: .semibold, size: 30, lineHeight: 36),
        cornerRadius: AuthTree.buttonSize.y / 2)

    /// This theme with every colour's alpha multiplied by `opacity` 0...1: the interface fading
    /// out as the scissors are thrown.
    func fading(to opacity: Double) -> Theme {
        var theme = self
        let p = palette
        theme.palette = Palette(
            background: p.background.withAlpha(opacity), surface: p.surface.withAlpha(opacity),
            outline: p.outline.withAlpha(opacity), primary: p.primary.withAlpha(opacity),
            onPrimary: p.onPrimary.withAlpha(opacity), secondary: p.secondary.withAlpha(opacity),
            destructive: p.destructive.withAlpha(opacity), onDestructive: p.onDestructive.withAlpha(opacity),
            text: p.text.withAlpha(opacity), mutedText: p.mutedText.withAlpha(opacity),
            focusRing: p.focusRing.withAlpha(opacity), disabled: p.disabled.withAlpha(opacity),
            disabledText: p.disabledText.withAlpha(opacity))
        return theme
    }
}
