import Engine
import Testing
@testable import UI

@Suite struct UITreeLayersTests {
    @Test func theOpenLayersAreListedBottomFirstLeavingOutOnesGoingOut() {
        #expect(sampleTree().openLayers.isEmpty)
        #expect(layeredTree().openLayers == ["sheet"])
        #expect(layeredTree(dialog: true).openLayers == ["sheet", "ask"])
        #expect(layeredTree(closingDialog: true).openLayers == ["sheet"])
        #expect(layeredTree(dialog: true).topLayer?.id == "ask")
    }

    @Test func tabCyclesOnlyWithinTheTopLayer() {
        let tree = layeredTree()
        var order: [WidgetID] = []
        var id: WidgetID? = "ok"                // under the sheet: Tab starts at the sheet's first
        for _ in 0..<4 {
            id = tree.focus(after: id)
            order.append(id!)
        }
        #expect(order == ["alerts", "done", "sheet.close", "alerts"])
        #expect(tree.focus(after: "alerts", backwards: true) == "sheet.close")
        #expect(layeredTree(dialog: true).focus(after: "ask.confirm") == "ask.cancel")
    }

    @Test func aClosingLayerGivesInputBackToTheOneUnderIt() {
        #expect(layeredTree(closingDialog: true).focus(after: "done") == "sheet.close")
    }

    @Test func thePointerReachesNoWidgetUnderALayer() {
        let tree = layeredTree(dialog: true)
        var state = UIState()
        state.followLayers(of: tree)
        let response = tree.handle(click(Vec2(100, 128)) + click(Vec2(360, 1000)), state: &state, theme: .standard)
        #expect(response.actions.isEmpty)                        // OK under the sheet, Done under the dialog
        #expect(tree.part(at: Vec2(100, 128), minimumTarget: 44) == nil)
    }

    @Test func aClickOnASheetsBackdropDismissesIt() {
        let tree = layeredTree()
        var state = UIState(focused: "ok")
        let response = tree.handle(click(Vec2(100, 128)), state: &state, theme: .standard)
        #expect(response.actions == [.dismissed("sheet")])
        #expect(state.focused == "alerts")                       // the press did not move the focus
    }

    @Test func aClickInsideTheSheetsPanelButOffItsControlsDoesNothing() {
        var state = UIState()
        let response = layeredTree().handle(click(Vec2(360, 1250)), state: &state, theme: .standard)
        #expect(response.actions.isEmpty)
    }

    @Test func escapeDismissesTheTopLayerFirstThenTheOneUnderIt() {
        var state = UIState()
        let response = layeredTree(dialog: true).handle([.keyDown(.escape), .keyDown(.escape), .keyDown(.escape)],
                                                        state: &state, theme: .standard)
        #expect(response.actions == [.dismissed("ask"), .dismissed("sheet")])
        #expect(response.unhandled == [.keyDown(.escape)])       // no layer left: the scene's
    }

    @Test func aHeldEscapeDismissesNothingMore() {
        var state = UIState()
        let response = layeredTree().handle([.keyDown(KeyPress(.escape, isRepeat: true))], state: &state, theme: .standard)
        #expect(response.actions.isEmpty)
    }

    @Test func enterActivatesTheTopLayersDefaultButton() {
        var state = UIState()
        state.followLayers(of: layeredTree())
        #expect(state.focused == "alerts")
        let sheet = layeredTree().handle([.keyDown(.enter)], state: &state, theme: .standard)
        #expect(sheet.actions == [.tapped("done")])
        var dialogState = UIState()
        let dialog = layeredTree(dialog: true).handle([.keyDown(.tab), .keyDown(.tab), .keyDown(.enter)],
                                                      state: &dialogState, theme: .standard)
        #expect(dialog.actions.last == .dismissed("ask"))        // Cancel is the dialog's default
    }

    @Test func aLayersCancelButtonDismissesIt() {
        var state = UIState()
        state.followLayers(of: layeredTree(dialog: true))
        let confirm = ConfirmationDialog.confirmButton(of: "ask")
        state.focused = confirm
        let response = layeredTree(dialog: true).handle([.keyDown(.space), .keyDown(.tab), .keyDown(.space)],
                                                        state: &state, theme: .standard)
        #expect(response.actions == [.tapped(confirm), .focused("ask.cancel"), .dismissed("ask")])
        #expect(UIAction.dismissed("ask").probeText == "dismissed ask")
    }
}
