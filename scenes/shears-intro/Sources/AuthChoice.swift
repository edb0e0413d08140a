import UI

/// How the user goes on from the intro: the two buttons under the stage.
enum AuthChoice: String, CaseIterable, Codable {
    case guest
    case signIn = "sign-in"

    /// The button's name in the intro's `UITree` (the choice's raw value).
    var id: WidgetID { WidgetID(rawValue) }

    /// The choice whose button is named `id`.
    init?(_ id: WidgetID) { self.init(rawValue: id.rawValue) }

    /// The button's label.
    var title: String {
        switch self {
        case .guest: IntroText.guestButton
        case .signIn: IntroText.signInButton
        }
    }
}
