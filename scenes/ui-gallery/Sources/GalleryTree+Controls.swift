import UI

extension GalleryTree {
    /// The controls page: buttons, switches, segmented controls, sliders, a stepper and a rating.
    static func controls(for state: UIGalleryScene.State, theme: Theme, typesetter: Typesetter) -> Stack {
        typealias S = GalleryStrings
        let gap = theme.spacing(1), wide = theme.spacing(2)
        func section(_ id: WidgetID, _ title: String, @StackBuilder _ rows: () -> [StackChild]) -> Stack {
            .column(spacing: gap) { Widget(id, kind: .label(title, style: .section, alignment: .left)); rows() }
        }
        // The sliders line up: their labels take the widest one's width, their values the widest value's.
        func width(_ text: String) -> Double {
            Widget("", kind: .label(text, style: .body, alignment: .left)).fittingSize(width: .infinity, theme: theme, typesetter: typesetter).x
        }
        let labelWidth = max(width(S.volume), width(S.brightness)), valueWidth = width("100")
        func sliderRow(_ id: WidgetID, _ title: String, value: Double, enabled: Bool) -> Stack {
            .row(spacing: wide, alignment: .center) {
                Widget(WidgetID("\(id)-label"), kind: .label(title, style: .body, alignment: .left), isEnabled: enabled).width(labelWidth)
                Widget(id, kind: .slider(value: value, range: 0...100, step: 5), isEnabled: enabled).flexible()
                Widget(WidgetID("\(id)-value"), kind: .label(String(Int(value)), style: .body, alignment: .right), isEnabled: enabled)
                    .width(valueWidth)
            }
        }
        let iconButtons: [(WidgetID, Icon, String, ButtonRole, Bool)] = [
            (add, .plus, S.add, .secondary, true), (remove, .minus, S.remove, .secondary, true),
            (close, .close, S.close, .destructive, true), (confirm, .check, S.confirm, .primary, false),
        ]
        return .column(spacing: theme.spacing(3)) {
            section("buttons-heading", S.buttons) {
                Stack.row(spacing: wide) {
                    Widget(save, kind: .button(S.save, role: .primary)).flexible()
                    Widget(cancel, kind: .button(S.cancel, role: .secondary)).flexible()
                }
                Stack.row(spacing: wide) {
                    Widget(delete, kind: .button(S.delete, role: .destructive)).flexible()
                    Widget(archive, kind: .button(S.archive, role: .primary), isEnabled: false).flexible()
                }
                Stack.row(spacing: wide, alignment: .center) {
                    for (id, icon, name, role, enabled) in iconButtons {
                        Widget(id, kind: .iconButton(icon, name: name, role: role), isEnabled: enabled)
                    }
                    Widget("status", kind: .label(state.lastAction.map(GalleryStrings.describe) ?? S.nothingYet, style: .caption,
                                                  alignment: .right)).flexible()
                }
            }
            section("switches-heading", S.switches) {
                Widget(wifi, kind: .toggle(S.wifi, isOn: state.wifi))
                Widget(bluetooth, kind: .toggle(S.bluetooth, isOn: state.bluetooth))
                Widget(airplane, kind: .toggle(S.airplane, isOn: false), isEnabled: false)
            }
            section("choices-heading", S.choices) {
                Widget(period, kind: .segmented(S.periods, selected: state.period))
                Widget(units, kind: .segmented(S.units, selected: 0), isEnabled: false)
            }
            section("values-heading", S.values) {
                sliderRow(volume, S.volume, value: state.volume, enabled: true)
                sliderRow(brightness, S.brightness, value: 70, enabled: false)
                Stack.row(spacing: wide, alignment: .center) {
                    Widget("copies-label", kind: .label(S.copies, style: .body, alignment: .left))
                    Widget(copies, kind: .stepper(value: state.copies, range: 1...9, step: 1)).width(192)
                    StackChild.flexibleSpace()
                    Widget("spice-label", kind: .label(S.spice, style: .body, alignment: .left))
                    Widget(spice, kind: .rating(value: state.spice, maximum: 3)).width(176)
                }
            }
        }
    }
}
