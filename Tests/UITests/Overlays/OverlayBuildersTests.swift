import Engine
import Testing
@testable import UI

@Suite struct OverlayBuildersTests {
    let canvas = Rect(x: 0, y: 0, width: 720, height: 1280)

    @Test func aConfirmationDialogPutsCancelFirstAndMakesItTheDefault() throws {
        var phase = LayerPhase()
        phase.open()
        let widgets = ConfirmationDialog(title: "Delete?", message: "Gone.", confirm: "Delete", cancel: "Cancel")
            .widgets("ask", in: canvas, phase: phase, theme: .standard)
        #expect(widgets.map(\.id) == ["ask", "ask.title", "ask.message", "ask.cancel", "ask.confirm"])
        guard case .layer(let layer) = widgets[0].kind else { Issue.record("no layer marker"); return }
        #expect(layer.defaultButton == "ask.cancel" && layer.cancelButton == "ask.cancel")
        #expect(!layer.closesOnBackdrop)
        #expect(widgets[4].kind == .button("Delete", role: .destructive))
        #expect(UITree(widgets).focus(after: nil) == "ask.cancel")
        for widget in widgets.dropFirst() { #expect(widgets[0].frame.contains(widget.frame.center), "\(widget.id)") }
    }

    @Test func aSheetSlidesUpFromBelowTheCanvas() {
        let sheet = Sheet(title: "Settings", height: 400)
        #expect(sheet.panel(in: canvas, presence: 0).minY == 1280)
        #expect(sheet.panel(in: canvas, presence: 1).minY == 880)
        var phase = LayerPhase()
        phase.open()
        let widgets = sheet.widgets("s", in: canvas, phase: phase, theme: .standard) { stack in
            [Widget("x", frame: stack.row(height: 48), kind: .toggle("X", isOn: true))]
        }
        #expect(widgets.map(\.id) == ["s", "s.title", "x", "s.close"])
        #expect(widgets[2].frame.minY > widgets[1].frame.maxY)
    }

    @Test func anEmptyStateCentresItsBlockAndButtonInItsFrame() throws {
        let frame = Rect(x: 40, y: 600, width: 640, height: 480)
        let typesetter = try Typesetter.shared()
        let widgets = EmptyState(icon: .layers, title: "Nothing", message: "Yet.", action: "Reload")
            .widgets("e", in: frame, theme: .standard, typesetter: typesetter)
        #expect(widgets.map(\.id) == ["e", "e.action"])
        #expect(!widgets[0].isFocusable && widgets[1].isFocusable)
        #expect(abs((widgets[0].frame.minY - frame.minY) - (frame.maxY - widgets[1].frame.maxY)) <= 1)
        #expect(widgets[1].frame.center.x == frame.center.x)
        #expect(EmptyState(icon: .list, title: "T", message: "M").widgets("e", in: frame, theme: .standard, typesetter: typesetter).count == 1)
    }

    @Test func anEmptyStateGrowsForALongMessageAndKeepsItsButtonBelowIt() throws {
        let frame = Rect(x: 40, y: 200, width: 400, height: 1000)
        let typesetter = try Typesetter.shared()
        let short = EmptyState(icon: .list, title: "Empty", message: "Add one.", action: "Add")
            .widgets("e", in: frame, theme: .standard, typesetter: typesetter)
        let message = "No entries yet. Ctrl+N adds one; drop a Letterboxd diary.csv or a Diorama export here to import it."
        let long = EmptyState(icon: .list, title: "Empty", message: message, action: "Add")
            .widgets("e", in: frame, theme: .standard, typesetter: typesetter)
        let lines = typesetter.layout(message, style: Theme.standard.body, maxWidth: frame.width, alignment: .center).lines.count
        #expect(lines > 2)
        #expect(long[0].frame.height - short[0].frame.height == Double(lines - 1) * Theme.standard.body.lineHeight)
        #expect(long[1].frame.minY > long[0].frame.maxY, "the button sits under the whole message")
    }

    @Test func aToastShowsEveryLineOfALongMessage() throws {
        let typesetter = try Typesetter.shared()
        let message = String(repeating: "Imported 12 entries from diary.csv, and 5 more refused. ", count: 4)
        let layout = Toast.layout(message, width: 600, theme: .standard, typesetter: typesetter)
        #expect(!layout.isTruncated)
        let pill = Toast.pillSize(of: layout, frame: Rect(x: 0, y: 0, width: 600, height: 64), theme: .standard)
        #expect(pill.y >= layout.size.y && pill.y > 64)
    }
}
