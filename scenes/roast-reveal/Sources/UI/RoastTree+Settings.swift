import Engine
import UI

extension RoastTree {
    static let language: WidgetID = "language", defaultSpice: WidgetID = "default-spice"
    static let reset: WidgetID = "reset", resetDialog: WidgetID = "reset-dialog"

    /// The settings: language, default spice, the streak's records and resetting.
    static func addSettings(for state: RoastRevealScene.State, context c: Context, to widgets: inout [Widget]) {
        var stack = VerticalStack(x: margin, top: contentTop, width: contentWidth, theme: c.theme)
        let settings = state.save.settings
        widgets.append(Widget("language-heading", frame: stack.row(height: 32),
                              kind: .label(c.text("settings.language", state), style: .section, alignment: .left)))
        widgets.append(Widget(language, frame: stack.row(height: 56, gap: 3),
                              kind: .segmented(RoastLanguage.allCases.map { c.text("settings.language.\($0.rawValue)", state) },
                                               selected: RoastLanguage.allCases.firstIndex(of: settings.language)!)))
        widgets.append(Widget("default-spice-heading", frame: stack.row(height: 32),
                              kind: .label(c.text("settings.defaultSpice", state) + ": " + chillies(settings.defaultSpice),
                                           style: .section, alignment: .left)))
        widgets.append(Widget(defaultSpice, frame: stack.row(height: 56, gap: 3),
                              kind: .slider(value: Double(settings.defaultSpice), range: 1...5, step: 1)))
        let streak = state.save.streak
        for (id, line) in [("longest", c.text("streak.longest", state) + ": " + c.strings.count("streak.days", streak.longest, in: state.language)),
                           ("freezes", c.text("streak.freezes", state, ["n": String(streak.freezes)]))] {
            widgets.append(Widget(WidgetID(id), frame: stack.row(height: c.theme.body.lineHeight), kind: .label(line, style: .body, alignment: .left)))
        }
        stack.skip(2)
        widgets.append(Widget(reset, frame: stack.row(height: 56), kind: .button(c.text("settings.reset", state), role: .destructive)))
    }
}
