import Testing
@testable import DioramaCLI

@Suite struct ChangeDebounceTests {
    let ms: UInt64 = 1_000_000

    @Test func nothingSettlesBeforeAChange() {
        var debounce = ChangeDebounce(quiet: 300 * ms)
        #expect(debounce.wait(from: 0) == nil)
        let settled = debounce.takeSettled(at: 10_000 * ms)
        #expect(!settled)
    }

    @Test func aBurstOfChangesSettlesOnceAfterItsLast() {
        var debounce = ChangeDebounce(quiet: 300 * ms)
        for time in [0, 50, 120, 400] as [UInt64] {
            debounce.noteChange(at: time * ms)
            let settled = debounce.takeSettled(at: time * ms + 299 * ms)
            #expect(!settled, "still within the burst at \(time) ms")
        }
        #expect(debounce.wait(from: 500 * ms) == 200 * ms)
        let settled = debounce.takeSettled(at: 700 * ms)
        #expect(settled)
        let again = debounce.takeSettled(at: 800 * ms)
        #expect(!again, "taken once")
        #expect(debounce.wait(from: 800 * ms) == nil)
    }

    @Test func aLateWakeUpWaitsNoLonger() {
        var debounce = ChangeDebounce(quiet: 300 * ms)
        debounce.noteChange(at: 0)
        #expect(debounce.wait(from: 900 * ms) == 0)
    }
}
