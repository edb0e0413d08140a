import Engine

/// The colours of a `Theme`, by role.
public struct Palette: Sendable, Hashable {
    /// What the canvas is cleared to.
    public var background: Color
    /// Cards, tracks and the faces of secondary controls.
    public var surface: Color
    /// Outlines of secondary controls and empty marks.
    public var outline: Color
    /// The main action's fill, a switch that is on, a slider's filled part.
    public var primary: Color
    /// Text and icons on `primary`.
    public var onPrimary: Color
    /// The fill of a secondary button.
    public var secondary: Color
    /// The fill of a button that deletes or discards.
    public var destructive: Color
    /// Text and icons on `destructive`.
    public var onDestructive: Color
    /// Running text and labels.
    public var text: Color
    /// Hints, captions and values that matter less.
    public var mutedText: Color
    /// The keyboard focus ring.
    public var focusRing: Color
    /// The fill of a disabled control.
    public var disabled: Color
    /// Text and marks of a disabled control.
    public var disabledText: Color

    /// Makes a palette from a colour for each role.
    public init(background: Color, surface: Color, outline: Color, primary: Color, onPrimary: Color,
                secondary: Color, destructive: Color, onDestructive: Color, text: Color, mutedText: Color,
                focusRing: Color, disabled: Color, disabledText: Color) {
        self.background = background; self.surface = surface; self.outline = outline
        self.primary = primary; self.onPrimary = onPrimary; self.secondary = secondary
        self.destructive = destructive; self.onDestructive = onDestructive
        self.text = text; self.mutedText = mutedText; self.focusRing = focusRing
        self.disabled = disabled; self.disabledText = disabledText
    }

    /// Light text on near-black; the focus ring is over 9:1 against the background.
    public static let dark = Palette(
        background: Color(hex: 0x14161B), surface: Color(hex: 0x22252D), outline: Color(hex: 0x3D424E),
        primary: Color(hex: 0x4C7DFF), onPrimary: .white, secondary: Color(hex: 0x2C303A),
        destructive: Color(hex: 0xE5484D), onDestructive: .white, text: Color(hex: 0xECEEF2),
        mutedText: Color(hex: 0x9BA1AD), focusRing: Color(hex: 0x8AB4F8), disabled: Color(hex: 0x262930),
        disabledText: Color(hex: 0x5E6370))
}
