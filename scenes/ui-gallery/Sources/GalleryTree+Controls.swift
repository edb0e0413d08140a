import UI

extension GalleryTree {
    /// The controls page: buttons, switches, segmented controls, sliders, a stepper and a rating.
    static func addControls(for state: UIGalleryScene.State, theme: Theme, to widgets: inout [Widget]) {
        typealias S = GalleryStrings
        let width = 720 - 2 * margin
        var stack = VerticalStack(x: margin, top: contentTop, width: width, theme: theme)
        func section(_ id: WidgetID, _ title: String) {
            widgets.append(Widget(id, frame: stack.row(height: 32), kind: .label(title, style: .section, alignment: .left)))
        }

        section("buttons-heading", S.buttons)
        let row1 = stack.row(height: 56, gap: 1).columns(2, gap: theme.spacing(2))
        widgets.append(Widget(save, frame: row1[0], kind: .button(S.save, role: .primary)))
        widgets.append(Widget(cancel, frame: row1[1], kind: .button(S.cancel, role: .secondary)))
        let row2 = stack.row(height: 56, gap: 1).columns(2, gap: theme.spacing(2))
        widgets.append(Widget(delete, frame: row2[0], kind: .button(S.delete, role: .destructive)))
        widgets.append(Widget(archive, frame: row2[1], kind: .button(S.archive, role: .primary), isEnabled: false))
        let icons = stack.row(height: 56, gap: 3)
        let iconButtons: [(WidgetID, Icon, String, ButtonRole, Bool)] = [
            (add, .plus, S.add, .secondary, true), (remove, .minus, S.remove, .secondary, true),
            (close, .close, S.close, .destructive, true), (confirm, .check, S.confirm, .primary, false),
        ]
        for (index, (id, icon, name, role, enabled)) in iconButtons.enumerated() {
            widgets.append(Widget(id, frame: icons.slice(from: Double(index) * 72, width: 56),
                                  kind: .iconButton(icon, name: name, role: role), isEnabled: enabled))
        }
        let status = state.lastAction.map(GalleryStrings.describe) ?? S.nothingYet
        widgets.append(Widget("status", frame: icons.slice(from: 320, width: width - 320),
                              kind: .label(status, style: .caption, alignment: .right)))

        section("switches-heading", S.switches)
        widgets.append(Widget(wifi, frame: stack.row(height: 48), kind: .toggle(S.wifi, isOn: state.wifi)))
        widgets.append(Widget(bluetooth, frame: stack.row(height: 48), kind: .toggle(S.bluetooth, isOn: state.bluetooth)))
        widgets.append(Widget(airplane, frame: stack.row(height: 48, gap: 3), kind: .toggle(S.airplane, isOn: false),
                              isEnabled: false))

        section("choices-heading", S.choices)
        widgets.append(Widget(period, frame: stack.row(height: 56, gap: 1),
                              kind: .segmented(S.periods, selected: state.period)))
        widgets.append(Widget(units, frame: stack.row(height: 56, gap: 3), kind: .segmented(S.units, selected: 0),
                              isEnabled: false))

        section("values-heading", S.values)
        func sliderRow(_ id: WidgetID, _ title: String, value: Double, enabled: Bool) {
            let row = stack.row(height: 56)
            widgets.append(Widget(WidgetID("\(id)-label"), frame: row.slice(from: 0, width: 176),
                                  kind: .label(title, style: .body, alignment: .left), isEnabled: enabled))
            widgets.append(Widget(id, frame: row.slice(from: 176, width: row.width - 176 - 72),
                                  kind: .slider(value: value, range: 0...100, step: 5), isEnabled: enabled))
            widgets.append(Widget(WidgetID("\(id)-value"), frame: row.slice(from: row.width - 64, width: 64),
                                  kind: .label(String(Int(value)), style: .body, alignment: .right), isEnabled: enabled))
        }
        sliderRow(volume, S.volume, value: state.volume, enabled: true)
        sliderRow(brightness, S.brightness, value: 70, enabled: false)
        let last = stack.row(height: 56)
        widgets.append(Widget("copies-label", frame: last.slice(from: 0, width: 112),
                              kind: .label(S.copies, style: .body, alignment: .left)))
        widgets.append(Widget(copies, frame: last.slice(from: 120, width: 192),
                              kind: .stepper(value: state.copies, range: 1...9, step: 1)))
        widgets.append(Widget("spice-label", frame: last.slice(from: 360, width: 96),
                              kind: .label(S.spice, style: .body, alignment: .left)))
        widgets.append(Widget(spice, frame: last.slice(from: 464, width: 176),
                              kind: .rating(value: state.spice, maximum: 3)))
    }
}
