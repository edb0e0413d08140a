import Engine

/// A caption's colours: its letters and their outline.
struct CaptionStyle: Sendable {
    let name: String
    let color: Color
    let outline: Color

    /// The choices the caption sheet offers, in order.
    static let all = [
        CaptionStyle(name: EditorStrings.gold, color: Color(hex: 0xFFD60A), outline: Color(hex: 0x7209B7)),
        CaptionStyle(name: EditorStrings.white, color: Color(hex: 0xFFFFFF), outline: Color(hex: 0xE63946)),
        CaptionStyle(name: EditorStrings.pink, color: Color(hex: 0xF72585), outline: Color(hex: 0xFFFFFF)),
        CaptionStyle(name: EditorStrings.mint, color: Color(hex: 0x06D6A0), outline: Color(hex: 0x111111)),
    ]
}
