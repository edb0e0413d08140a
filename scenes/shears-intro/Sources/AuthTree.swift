import Engine
import UI

/// The intro's widgets: "Continue as guest" (primary, the default for Enter) over "Sign in"
/// (secondary), pill-shaped in `Theme.shearsIntro`, in focus order top to bottom. They never
/// change, so they are one constant; `UIState` in the scene's state holds their hover, press
/// and focus.
enum AuthTree {
    /// Button size and the gap between them, in canvas pixels.
    static let buttonSize = Vec2(560, 88), spacing = 22.0
    /// The top of the first button, in canvas pixels.
    static let top = 1012.0

    /// Where `choice`'s button is on the canvas.
    static func frame(of choice: AuthChoice) -> Rect {
        let index = Double(AuthChoice.allCases.firstIndex(of: choice)!)
        return Rect(x: (720 - buttonSize.x) / 2, y: top + index * (buttonSize.y + spacing),
                    width: buttonSize.x, height: buttonSize.y)
    }

    /// Both buttons.
    static let widgets = AuthChoice.allCases.map { choice in
        Widget(choice.id, frame: frame(of: choice),
               kind: .button(choice.title, role: choice == .guest ? .primary : .secondary))
    }
}
