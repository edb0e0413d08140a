import Testing
@testable import Engine

@Suite struct RumbleTests {
    @Test func rumbleRequestsAreClampedToWhatAControllerCanDo() {
        #expect(Rumble(strength: 7, milliseconds: 1_000_000) == Rumble(strength: 1, milliseconds: Rumble.maxMilliseconds))
        #expect(Rumble(strength: -1, milliseconds: -5) == Rumble(strength: 0, milliseconds: 1))
        #expect(Rumble(strength: .nan, milliseconds: 10).strength == 0)
    }
}
