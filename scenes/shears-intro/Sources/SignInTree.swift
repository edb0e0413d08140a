import Engine
import UI

/// The sign-in form that takes the buttons' place after "Sign in": a field for the profile's
/// name, a button for each profile already kept on this machine (newest first), and Play.
enum SignInTree {
    /// The name field, the Play button and the profile buttons' names in the tree.
    static let nameField = WidgetID("name"), play = WidgetID("play")

    /// The profile button at `index`.
    static func profileButton(_ index: Int) -> WidgetID { WidgetID("profile-\(index)") }

    /// The index of the profile button named `id`, if it is one.
    static func profileIndex(_ id: WidgetID) -> Int? {
        id.rawValue.hasPrefix("profile-") ? Int(id.rawValue.dropFirst("profile-".count)) : nil
    }

    /// The form's width and left edge, in canvas pixels (the buttons' column).
    static let left = (720 - AuthTree.buttonSize.x) / 2, width = AuthTree.buttonSize.x

    /// The form for `name` so far, offering `profiles`; `problem` shows under the field.
    static func tree(name: TextEditingState, profiles: [String], problem: String?) -> UITree {
        var widgets = [Widget(nameField, frame: Rect(x: left, y: 998, width: width, height: 60),
                              kind: .textField(name, placeholder: IntroText.namePlaceholder, message: problem))]
        let gap = 16.0, count = Double(profiles.count)
        let chip = count > 0 ? (width - gap * (count - 1)) / count : 0
        for (index, profile) in profiles.enumerated() {
            widgets.append(Widget(profileButton(index), frame: Rect(x: left + Double(index) * (chip + gap), y: 1098, width: chip, height: 52),
                                  kind: .button(profile, role: .secondary)))
        }
        widgets.append(Widget(play, frame: Rect(x: left, y: 1166, width: width, height: 80), kind: .button(IntroText.playButton, role: .primary)))
        return UITree(widgets, defaultButton: play)
    }
}
