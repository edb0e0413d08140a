import Engine
import Foundation

/// How the user goes on from the intro.
enum AuthChoice: String, CaseIterable {
    case guest
    case signIn = "sign-in"

    /// The button's label.
    var title: String { self == .guest ? "Continue as guest" : "Sign in" }
}

/// The two buttons under the stage: "Continue as guest" (filled, the default for Enter) and
/// "Sign in" (outlined), pill-shaped, with hover, keyboard focus and a press that shrinks them.
struct AuthButtons: Equatable {
    /// The button under the pointer.
    var hovered: AuthChoice?
    /// The button pressed and not yet let go.
    var pressed: AuthChoice?
    /// The button Enter activates; Tab and the arrow keys move it.
    var focused: AuthChoice = .guest
    /// Whether the focus ring shows: only once the keyboard has moved the focus.
    var showsFocus = false

    /// Button size and the gap between them, in canvas pixels.
    static let size = Vec2(560, 88), spacing = 22.0
    /// The top of the first button, in canvas pixels.
    static let top = 1012.0
    /// The keyboard focus ring: a light blue (over 9:1 against the black stage), its width and
    /// the black gap between it and the button, in canvas pixels.
    static let focusRingColor = Color(hex: 0x8AB4F8), focusRingWidth = 4.0, focusRingGap = 4.0

    /// Where `choice`'s button is on the canvas.
    static func frame(of choice: AuthChoice) -> Rect {
        let index = Double(AuthChoice.allCases.firstIndex(of: choice)!)
        return Rect(x: (720 - size.x) / 2, y: top + index * (size.y + spacing), width: size.x, height: size.y)
    }

    /// The button at canvas point `p`.
    static func choice(at p: Vec2) -> AuthChoice? {
        AuthChoice.allCases.first { frame(of: $0).contains(p) }
    }

    /// Moves the keyboard focus to the other button.
    mutating func moveFocus() {
        focused = focused == .guest ? .signIn : .guest
        showsFocus = true
    }

    // MARK: - Drawing

    /// Draws both buttons at `opacity` 0...1; `chosen` stays lit after a proceed.
    func draw(into list: inout DrawList, opacity: Double, chosen: AuthChoice?) {
        for choice in AuthChoice.allCases {
            var rect = Self.frame(of: choice)
            if pressed == choice || chosen == choice { rect = rect.scaled(about: rect.center, by: 0.965) }
            let lit = hovered == choice || chosen == choice
            let outline = Self.pill(rect)
            if choice == .guest {
                list.fillPolygon(outline, Color(hex: lit ? 0xFFFFFF : 0xEDEEF0).withAlpha(opacity))
                list.text(choice.title, at: Vec2(rect.center.x, rect.center.y - 17), size: 30,
                          color: Color.black.withAlpha(opacity), alignment: .center)
            } else {
                if lit { list.fillPolygon(outline, Color(hex: 0x1C1D20).withAlpha(opacity)) }
                list.strokePolygon(outline, Color.white.withAlpha(opacity * (lit ? 1 : 0.75)), width: 2)
                list.text(choice.title, at: Vec2(rect.center.x, rect.center.y - 17), size: 30,
                          color: Color.white.withAlpha(opacity), alignment: .center)
            }
            if showsFocus && focused == choice && chosen == nil {
                list.strokePolygon(Self.pill(rect.insetBy(-Self.focusRingGap - Self.focusRingWidth / 2)),
                                   Self.focusRingColor.withAlpha(opacity), width: Self.focusRingWidth)
            }
        }
    }

    /// The outline of a pill (a rectangle with fully rounded ends) filling `rect`.
    static func pill(_ rect: Rect, segments: Int = 14) -> [Vec2] {
        let r = rect.height / 2
        let left = Vec2(rect.minX + r, rect.minY + r), right = Vec2(rect.maxX - r, rect.minY + r)
        var points: [Vec2] = []
        for i in 0...segments {
            let a = -Double.pi / 2 + Double(i) / Double(segments) * .pi
            points.append(right + Vec2(cos(a), sin(a)) * r)
        }
        for i in 0...segments {
            let a = Double.pi / 2 + Double(i) / Double(segments) * .pi
            points.append(left + Vec2(cos(a), sin(a)) * r)
        }
        return points
    }
}

extension Rect {
    /// This rectangle scaled by `factor` about `point`.
    func scaled(about point: Vec2, by factor: Double) -> Rect {
        Rect(x: point.x + (minX - point.x) * factor, y: point.y + (minY - point.y) * factor,
             width: width * factor, height: height * factor)
    }
}
