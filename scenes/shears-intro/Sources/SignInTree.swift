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
    /// The bottom of the form, under Play, in canvas pixels.
    static let bottom = 1246.0

    /// The form for `name` so far, offering `profiles` side by side (a long name wrapping in
    /// its button); `problem` shows under the field.
    static func tree(name: TextEditingState, profiles: [String], problem: String?, typesetter: Typesetter) -> UITree {
        let form = Stack.column {
            // Room under the field for the problem, more when it wraps.
            Stack.column {
                Widget(nameField, kind: .textField(name, placeholder: IntroText.namePlaceholder, message: problem)).height(60)
            }.height(100)
            Stack.row(spacing: 16) {
                for (index, profile) in profiles.enumerated() { Widget(profileButton(index), kind: .button(profile, role: .secondary)).flexible() }
            }.height(52)
            StackChild.space(16)
            Widget(play, kind: .button(IntroText.playButton, role: .primary)).height(80)
        }
        // The form ends where it does in English, growing upward when its text needs more room.
        let top = bottom - form.size(width: width, theme: .shearsIntro, typesetter: typesetter).y
        return UITree(form.widgets(in: Rect(x: left, y: top, width: width, height: bottom - top), theme: .shearsIntro, typesetter: typesetter),
                      defaultButton: play)
    }
}
