import Engine
import UI

/// The sign-in sheet "Sign in" opens over the stage: a field for the profile's name, a button
/// for each profile already kept on this machine (newest first), and Play. Esc, its × and a
/// click above it close it (the kit's).
enum SignInTree {
    /// The sheet, the name field and the Play button's names in the tree.
    static let sheet = WidgetID("sign-in-sheet"), nameField = WidgetID("name"), play = WidgetID("play")

    /// The profile button at `index`.
    static func profileButton(_ index: Int) -> WidgetID { WidgetID("profile-\(index)") }

    /// The index of the profile button named `id`, if it is one.
    static func profileIndex(_ id: WidgetID) -> Int? {
        id.rawValue.hasPrefix("profile-") ? Int(id.rawValue.dropFirst("profile-".count)) : nil
    }

    /// The canvas the sheet comes up in, in canvas pixels.
    static let canvas = Rect(x: 0, y: 0, width: 720, height: 1280)

    /// The form for `name` so far, offering `profiles` side by side (a long name wrapping in
    /// its button; no row when there are none); `problem` shows under the field.
    static func form(name: TextEditingState, profiles: [String], problem: String?) -> Stack {
        Stack.column {
            // Room under the field for the problem, more when it wraps.
            Stack.column {
                Widget(nameField, kind: .textField(name, placeholder: IntroText.namePlaceholder, message: problem)).height(60)
            }.height(100)
            if !profiles.isEmpty {
                Stack.row(spacing: 16) {
                    for (index, profile) in profiles.enumerated() { Widget(profileButton(index), kind: .button(profile, role: .secondary)).flexible() }
                }.height(52)
                StackChild.space(16)
            }
            Widget(play, kind: .button(IntroText.playButton, role: .primary)).height(80)
        }
    }

    /// The sheet's widgets as `phase` shows it, as tall as its form needs (taller when a
    /// translation or the problem wraps).
    static func widgets(name: TextEditingState, profiles: [String], problem: String?, phase: LayerPhase,
                        typesetter: Typesetter) -> [Widget] {
        let theme = Theme.shearsIntro
        let form = form(name: name, profiles: profiles, problem: problem)
        // The title row and the gaps round the form, as `Sheet` lays them out.
        let column = canvas.width - 2 * theme.spacing(5)
        let height = theme.spacing(4 + 7 + 2 + 5) + form.size(width: column, theme: theme, typesetter: typesetter).y
        return Sheet(title: IntroText.signInTitle, height: height)
            .widgets(sheet, in: canvas, phase: phase, theme: theme, typesetter: typesetter, defaultButton: play, content: form)
    }
}
