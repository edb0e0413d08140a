import Engine

/// The seed's crimson colour table.
public enum RoastTheme {
    /// Main accent, buttons and icons (#E63946).
    public static let primary = Color(hex: 0xE63946)
    /// Dark navy for contrast (#1D3557).
    public static let secondary = Color(hex: 0x1D3557)
    /// Warm sand for highlights (#F4A261).
    public static let accent = Color(hex: 0xF4A261)
    /// A button gradient's start and end (#E63946 → #9D0208).
    public static let gradientStart = Color(hex: 0xE63946), gradientEnd = Color(hex: 0x9D0208)
}
