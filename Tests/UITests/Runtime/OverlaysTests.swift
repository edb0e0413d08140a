import Engine
import Testing
import UI

@Suite struct OverlaysTests {
    @Test func aLayerIsRegisteredByOpeningItAndForgottenOnceItHasGone() {
        var overlays = Overlays()
        #expect(!overlays.isVisible("sheet") && overlays[WidgetID("sheet")] == LayerPhase())
        overlays.open("sheet")
        #expect(overlays.isOpen("sheet") && overlays.isAnyOpen)
        for _ in 0..<LayerPhase.transitionTicks { overlays.step() }
        #expect(overlays[WidgetID("sheet")].isFullyIn)
        overlays.close("sheet")
        #expect(!overlays.isOpen("sheet") && overlays.isVisible("sheet") && !overlays.isAnyOpen)
        for _ in 0..<LayerPhase.transitionTicks { overlays.step() }
        #expect(!overlays.isVisible("sheet"))
        #expect(overlays == Overlays(), "a layer that has gone leaves nothing behind in the state")
    }

    @Test func stepMovesEveryLayerAndTheToastOnByOneTick() {
        var overlays = Overlays()
        overlays.open("a")
        overlays.step()
        overlays.open("b")
        overlays.toast.show("Saved", ticks: 2)
        overlays.step()
        #expect(overlays[WidgetID("a")].shownTicks == 2 && overlays[WidgetID("b")].shownTicks == 1)
        #expect(overlays.toast.ticksLeft == 1)
        overlays.step()
        #expect(overlays.toast.message == nil)
    }

    @Test func reopeningALayerGoingOutTurnsItBackWithoutStartingOver() {
        var overlays = Overlays()
        overlays.open("a")
        for _ in 0..<5 { overlays.step() }
        overlays.close("a")
        overlays.step()
        overlays.open("a")
        #expect(overlays.isOpen("a") && overlays[WidgetID("a")].shownTicks == 4)
    }

    @Test func closingALayerNeverOpenedChangesNothing() {
        var overlays = Overlays()
        overlays.close("nothing")
        #expect(overlays == Overlays())
    }
}
