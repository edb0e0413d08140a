import UI

extension GalleryTree {
    /// The most graphemes the name field takes.
    static let nameMaxLength = 40

    /// The text page: a name field with a placeholder and a length limit, an email field that
    /// says when its text lacks an @, a notes editor and a disabled field.
    static func addText(for state: UIGalleryScene.State, theme: Theme, to widgets: inout [Widget]) {
        typealias S = GalleryStrings
        var stack = VerticalStack(x: margin, top: contentTop, width: 720 - 2 * margin, theme: theme)
        func label(_ id: WidgetID, _ title: String) {
            widgets.append(Widget(id, frame: stack.row(height: 32), kind: .label(title, style: .caption, alignment: .left)))
        }

        widgets.append(Widget("text-heading", frame: stack.row(height: 32),
                              kind: .label(S.textFields, style: .section, alignment: .left)))
        label("name-label", S.nameLabel)
        widgets.append(Widget(name, frame: stack.row(height: 56, gap: 2),
                              kind: .textField(state.name, placeholder: S.namePlaceholder, message: nil)))
        label("email-label", S.emailLabel)
        widgets.append(Widget(email, frame: stack.row(height: 56, gap: 6),
                              kind: .textField(state.email, placeholder: S.emailPlaceholder,
                                               message: state.isEmailInvalid ? S.emailInvalid : nil)))
        label("notes-label", S.notesLabel)
        widgets.append(Widget(notes, frame: stack.row(height: 200, gap: 2),
                              kind: .textEditor(state.notes, placeholder: S.notesPlaceholder)))
        label("account-label", S.accountLabel)
        widgets.append(Widget(account, frame: stack.row(height: 56),
                              kind: .textField(TextEditingState(text: S.accountValue), placeholder: "", message: nil),
                              isEnabled: false))
    }
}
