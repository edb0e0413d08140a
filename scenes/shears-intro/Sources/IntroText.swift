import Engine
import UI

/// One line of the intro's text: what it says, where it sits and how it looks.
struct IntroLine {
    /// The words shown.
    let string: String
    /// The top of the line, centred across the canvas, in canvas pixels.
    let top: Double
    /// The font size, in canvas pixels.
    let size: Double
    /// The colour at full opacity.
    let color: Color

    /// How tall a line is for each canvas pixel of font size (`TextStyle.sized`'s line height,
    /// about Inter's ascent plus descent, 1.21 em).
    static let lineHeight = 1.2

    /// The band of the canvas the line may cover: its whole width (wider than the words), from
    /// its top to the bottom of its descenders, in canvas pixels.
    var band: Rect { Rect(x: 0, y: top, width: 720, height: size * Self.lineHeight) }

    /// Draws the line centred across the canvas at `opacity` 0...1.
    func draw(into list: inout DrawList, opacity: Double) {
        list.text(string, at: Vec2(360, top), size: size, color: color.withAlpha(opacity), alignment: .center)
    }
}

/// The intro's words and their layout, in one place for a translation to replace: the title and
/// subtitle above the stage and the hint below it, with the stage's clear band between them, and
/// the buttons' labels.
enum IntroText {
    static let title = IntroLine(string: "ilikeyacut", top: 52, size: 66, color: .white)
    static let subtitle = IntroLine(string: "See the cut before you make it.", top: 138, size: 26,
                                    color: Color(hex: 0x9A9EA6))
    /// Light enough on black to read (a contrast of at least 4.5:1) and large enough to read in
    /// a small window.
    static let hint = IntroLine(string: "Drag to turn  \u{00B7}  Scroll to zoom", top: 958, size: 24,
                                color: Color(hex: 0x868A92))
    /// Every line, top to bottom.
    static let lines = [title, subtitle, hint]
    /// The buttons under the hint (see `AuthTree`).
    static let guestButton = "Continue as guest", signInButton = "Sign in"
    /// The sign-in sheet (see `SignInTree`).
    static let signInTitle = "Sign in to ilikeyacut", namePlaceholder = "Your name, or pick one below", playButton = "Play"
    static let nameProblem = "1–32 letters, digits, spaces, - or _; not 'guest'"
}
