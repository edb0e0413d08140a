import Testing
@testable import UI

@Suite struct LayerPhaseTests {
    @Test func aLayerComesInOverItsTicksAndGoesOutTheSameWay() {
        var phase = LayerPhase()
        #expect(!phase.isVisible)
        phase.open()
        phase.step()
        #expect(phase.isOpen && phase.isVisible)
        #expect(phase.presence > 0 && phase.presence < 1)
        for _ in 0..<(LayerPhase.transitionTicks + 5) { phase.step() }
        #expect(phase.presence == 1)
        phase.close()
        phase.step()
        #expect(!phase.isOpen && phase.isVisible)
        for _ in 0..<(LayerPhase.transitionTicks - 1) { phase.step() }
        #expect(!phase.isVisible)
        #expect(phase.presence == 0)
    }

    @Test func presenceRisesEveryTick() {
        var phase = LayerPhase(), last = phase.presence
        phase.open()
        for _ in 0..<LayerPhase.transitionTicks {
            phase.step()
            #expect(phase.presence > last)
            last = phase.presence
        }
    }
}
