import UI

extension GalleryTree {
    /// The most graphemes the name field takes.
    static let nameMaxLength = 40

    /// The text page: a name field with a placeholder and a length limit, an email field that
    /// says when its text lacks an @, a notes editor and a disabled field, each under its label.
    static func text(for state: UIGalleryScene.State, theme: Theme) -> Stack {
        typealias S = GalleryStrings
        func field(_ id: WidgetID, _ label: String, _ kind: WidgetKind, height: Double = 56, isEnabled: Bool = true) -> Stack {
            .column(spacing: theme.spacing(1)) {
                Widget(WidgetID("\(id.rawValue)-label"), kind: .label(label, style: .caption, alignment: .left))
                Widget(id, kind: kind, isEnabled: isEnabled).height(height)
            }
        }
        return .column(spacing: theme.spacing(2)) {
            Widget("text-heading", kind: .label(S.textFields, style: .section, alignment: .left))
            field(name, S.nameLabel, .textField(state.name, placeholder: S.namePlaceholder, message: nil))
            field(email, S.emailLabel, .textField(state.email, placeholder: S.emailPlaceholder,
                                                  message: state.isEmailInvalid ? S.emailInvalid : nil))
            field(notes, S.notesLabel, .textEditor(state.notes, placeholder: S.notesPlaceholder), height: 200)
            field(account, S.accountLabel, .textField(TextEditingState(text: S.accountValue), placeholder: "", message: nil),
                  isEnabled: false)
        }
    }
}
