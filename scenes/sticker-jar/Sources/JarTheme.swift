import Engine
import UI

/// The jar's two looks, from its warm palette: light ink and an orange primary on the dark room
/// for the buttons and messages, dark ink on paper for the picker, the card and the clear prompt.
enum JarTheme {
    /// The room's colours, drawn around the kit's widgets.
    enum Colors {
        static let background = Color(hex: 0x2A2230)
        static let shelf = Color(hex: 0x8A5A3C)
        static let ink = Color(hex: 0xF4ECE1)
        static let muted = Color(hex: 0xB9AEB8)
        static let button = Color(hex: 0x4A3B52)
        static let accent = Color(hex: 0xF2A65A)
        static let paper = Color(hex: 0xFFF8EC)
        static let paperInk = Color(hex: 0x3A2E3F)
        /// The four nutrition chips' tints, calories first.
        static let nutrients = [Color(hex: 0xF2A65A), Color(hex: 0x7BC47F), Color(hex: 0xF6D55C), Color(hex: 0xE7798A)]
    }

    /// The buttons over the jar and the message at the bottom: light ink on the dark room.
    static let room = Theme(
        palette: Palette(background: Colors.background, surface: Color(hex: 0x3A2F42), outline: Color(hex: 0x6A5A72),
                         primary: Colors.accent, onPrimary: Colors.paperInk, secondary: Colors.button,
                         destructive: Color(hex: 0xD9534F), onDestructive: .white, text: Colors.ink,
                         mutedText: Colors.muted, focusRing: Colors.paper, disabled: Color(hex: 0x3A3040),
                         disabledText: Color(hex: 0x7A6E7E)),
        body: TextStyle(weight: .regular, size: 22, lineHeight: 30),
        button: TextStyle(weight: .bold, size: 24, lineHeight: 30))

    /// The picker, the card and the clear prompt: dark ink on paper, orange for the selection.
    static let paper = Theme(
        palette: Palette(background: Colors.paper, surface: Colors.paper, outline: Color(hex: 0xE2D3C0),
                         primary: Colors.accent, onPrimary: Colors.paperInk, secondary: Color(hex: 0xF1E3CF),
                         destructive: Color(hex: 0xC8473F), onDestructive: .white, text: Colors.paperInk,
                         mutedText: Colors.paperInk.withAlpha(0.72), focusRing: Color(hex: 0xC46A1C),
                         disabled: Color(hex: 0xEDE3D6), disabledText: Color(hex: 0xA89CA6)),
        title: TextStyle(weight: .bold, size: 46, lineHeight: 56),
        headline: TextStyle(weight: .bold, size: 32, lineHeight: 40),
        body: TextStyle(weight: .regular, size: 25, lineHeight: 34),
        caption: TextStyle(weight: .regular, size: 16, lineHeight: 22),
        button: TextStyle(weight: .bold, size: 24, lineHeight: 30))
}
