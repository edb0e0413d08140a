import Engine
@testable import UI

/// The sample tree with a sheet over it (a switch and a Done button, Done the default) and,
/// when `dialog`, a confirmation dialog over that; `closingDialog` draws the dialog going out.
func layeredTree(dialog: Bool = false, closingDialog: Bool = false, alertsEnabled: Bool = true) -> UITree {
    let canvas = Rect(x: 0, y: 0, width: 720, height: 1280)
    var phase = LayerPhase()
    phase.open()
    for _ in 0..<LayerPhase.transitionTicks { phase.step() }
    var widgets = sampleTree().widgets
    widgets += Sheet(title: "Settings", height: 440).widgets("sheet", in: canvas, phase: phase, theme: .standard,
                                                             defaultButton: "done") { stack in
        [Widget("alerts", frame: stack.row(height: 48), kind: .toggle("Alerts", isOn: false), isEnabled: alertsEnabled),
         Widget("done", frame: stack.row(height: 56), kind: .button("Done", role: .primary))]
    }
    if dialog || closingDialog {
        var dialogPhase = phase
        if closingDialog { dialogPhase.close() }
        widgets += ConfirmationDialog(title: "Delete?", message: "Gone for good.", confirm: "Delete", cancel: "Cancel")
            .widgets("ask", in: canvas, phase: dialogPhase, theme: .standard)
    }
    return UITree(widgets, defaultButton: "ok")
}
