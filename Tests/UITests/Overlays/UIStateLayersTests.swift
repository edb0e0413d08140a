import Engine
import Testing
@testable import UI

@Suite struct UIStateLayersTests {
    @Test func openingALayerFocusesItsFirstControlAndClosingGivesTheFocusBack() {
        var state = UIState(focused: "period", showsFocus: true)
        state.followLayers(of: layeredTree())
        #expect(state.focused == "alerts")
        #expect(state.layers == [OpenLayer(id: "sheet", returnFocus: "period")])
        state.followLayers(of: layeredTree(dialog: true))
        #expect(state.focused == "ask.cancel")
        state.focused = "ask.confirm"
        state.followLayers(of: layeredTree(closingDialog: true))
        #expect(state.focused == "alerts")
        state.followLayers(of: sampleTree())
        #expect(state.focused == "period")
        #expect(state.layers.isEmpty)
        #expect(state.showsFocus)
    }

    @Test func layersClosingTogetherGiveTheFocusBackToWhatOpenedTheFirst() {
        var state = UIState(focused: "wifi")
        state.followLayers(of: layeredTree(dialog: true))
        #expect(state.focused == "ask.cancel")
        #expect(state.layers.map(\.returnFocus) == ["wifi", "alerts"])
        state.followLayers(of: sampleTree())
        #expect(state.focused == "wifi")
    }

    /// A dialog's answer can disable what opened it (Delete, with nothing left to delete): the
    /// focus then goes to the first control still enabled of the layer beneath, not to it.
    @Test func theFocusNeverGoesBackToADisabledWidget() {
        var state = UIState(focused: "period")
        state.followLayers(of: layeredTree())
        #expect(state.focused == "alerts")
        state.followLayers(of: layeredTree(dialog: true))
        state.followLayers(of: layeredTree(closingDialog: true, alertsEnabled: false))
        #expect(state.focused == "done")
    }

    @Test func followingTheSameLayersChangesNothing() {
        var state = UIState()
        state.followLayers(of: layeredTree())
        state.focused = "done"
        state.hovered = WidgetPart("done")
        let before = state
        state.followLayers(of: layeredTree())
        #expect(state == before)
    }

    @Test func theOpenLayersAreInTheStateHash() {
        var open = UIState()
        open.followLayers(of: layeredTree())
        open.focused = nil
        var a = StateHasher(), b = StateHasher()
        open.hash(into: &a)
        UIState().hash(into: &b)
        #expect(a.value != b.value)
    }
}
