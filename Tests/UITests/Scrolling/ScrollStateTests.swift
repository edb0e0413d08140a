import Engine
import Testing
import UI

@Suite("Scroll physics")
struct ScrollStateTests {
    /// Steps `state` until it rests, returning the ticks it took (at most `limit`).
    @discardableResult
    func settle(_ state: inout ScrollState, limit: Int = 1000) -> Int {
        var ticks = 0
        while !state.isAtRest && ticks < limit {
            state.step()
            ticks += 1
        }
        return ticks
    }

    @Test("offsets clamp to 0...max, and shrinking the content pulls the offset back")
    func clamps() {
        var state = ScrollState(contentExtent: 1000, viewportExtent: 400)
        #expect(state.maxOffset == 600)
        state.scroll(to: -50, animated: false)
        #expect(state.offset == 0)
        state.scroll(to: 5000, animated: false)
        #expect(state.offset == 600)
        for _ in 0..<20 { state.wheel(-1) }
        settle(&state)
        #expect(state.offset == 600)
        state.setExtents(content: 700, viewport: 400)
        #expect(state.offset == 300)
        state.setExtents(content: 300, viewport: 400)
        #expect(state.offset == 0 && state.maxOffset == 0)
    }

    @Test("a wheel notch glides one step and lands on it exactly within 20 ticks")
    func wheelGlides() {
        var state = ScrollState(contentExtent: 5000, viewportExtent: 400)
        state.wheel(-1)
        #expect(state.target == 96)
        state.step()
        #expect(state.offset > 0 && state.offset < 96)
        #expect(settle(&state) <= 20)
        #expect(state.offset == 96)
        state.wheel(-1)
        state.wheel(-1)   // notches add to where it is heading, not to where it is
        settle(&state)
        #expect(state.offset == 288)
        state.wheel(1)
        settle(&state)
        #expect(state.offset == 192)
    }

    @Test("a dragged content follows the pointer 1:1 and holds still while held")
    func dragFollowsPointer() {
        var state = ScrollState(contentExtent: 5000, viewportExtent: 400)
        state.scroll(to: 1000, animated: false)
        state.beginDrag(at: 500)
        state.drag(to: 450)
        #expect(state.offset == 1050)
        state.step()
        state.drag(to: 580)
        #expect(state.offset == 920)
        state.step()
        state.step()
        #expect(state.offset == 920)
        state.drag(to: 2000)   // past the start: clamped
        #expect(state.offset == 0)
    }

    @Test("a released drag keeps the last ticks' speed, slows each tick and stops")
    func flingDecays() {
        var state = ScrollState(contentExtent: 100_000, viewportExtent: 400)
        state.scroll(to: 1000, animated: false)
        state.beginDrag(at: 800)
        for tick in 1...6 {
            state.drag(to: 800 - 20 * Double(tick))
            state.step()
        }
        state.drag(to: 660)
        state.endDrag()
        #expect(state.velocity == 20)
        let released = state.offset
        var last = state.velocity
        var ticks = 0
        while !state.isAtRest {
            state.step()
            ticks += 1
            #expect(state.velocity < last || state.velocity == 0)
            last = state.velocity
        }
        // 20 × 0.95ⁿ < 0.1 after 104 ticks; the distance is about 20 / (1 − 0.95).
        #expect(ticks == 104)
        #expect(abs(state.offset - released - 400) < 2)
    }

    @Test("the fastest fling stops within 150 ticks")
    func fastestFlingIsBounded() {
        var state = ScrollState(contentExtent: 10_000_000, viewportExtent: 400)
        state.beginDrag(at: 10_000)
        state.drag(to: 0)
        state.endDrag()
        #expect(state.velocity == 200)
        #expect(settle(&state) <= 150)
        #expect(state.isAtRest)
    }

    @Test("a pointer held still before release does not fling; a fling stops at the end")
    func heldStillAndEdges() {
        var state = ScrollState(contentExtent: 5000, viewportExtent: 400)
        state.beginDrag(at: 800)
        state.drag(to: 700)
        for _ in 0..<4 { state.step() }
        state.endDrag()
        #expect(state.velocity == 0 && state.isAtRest)

        state.scroll(to: 4500, animated: false)
        state.beginDrag(at: 800)
        state.drag(to: 760)
        state.endDrag()
        #expect(state.velocity == 40)
        settle(&state)
        #expect(state.offset == 4600 && state.velocity == 0)
    }

    @Test("Page Down and Up move a viewport less the overlap; Home and End go to the ends")
    func pagesAndEnds() {
        var state = ScrollState(contentExtent: 5000, viewportExtent: 400)
        state.pageDown()
        #expect(state.target == 352)
        state.pageDown()
        #expect(state.target == 704)
        settle(&state)
        #expect(state.offset == 704)
        state.pageUp()
        settle(&state)
        #expect(state.offset == 352)
        state.scrollToEnd()
        settle(&state)
        #expect(state.offset == 4600)
        state.pageDown()
        #expect(state.target == 4600)
        state.scrollToStart()
        settle(&state)
        #expect(state.offset == 0)
    }

    @Test("the keys map to pages, ends and wheel steps; other keys are left alone")
    func keys() {
        var state = ScrollState(contentExtent: 5000, viewportExtent: 400)
        #expect(state.press(.pageDown) && state.target == 352)
        #expect(state.press(.down) && state.target == 448)
        #expect(state.press(.up) && state.target == 352)
        #expect(state.press(.end) && state.target == 4600)
        #expect(state.press(.pageUp) && state.target == 4248)
        #expect(state.press(.home) && state.target == 0)
        state.scroll(to: 10, animated: false)
        #expect(!state.press(.a) && state.offset == 10 && state.target == nil)
    }

    @Test("reveal moves as little as it takes, and not at all when already shown")
    func revealIsMinimal() {
        var state = ScrollState(contentExtent: 5000, viewportExtent: 400)
        state.reveal(50, 100, animated: false)
        #expect(state.offset == 0)
        state.reveal(450, 500, animated: false)   // below: its end at the viewport's end
        #expect(state.offset == 100)
        state.reveal(60, 110, animated: false)   // above: its start at the viewport's start
        #expect(state.offset == 60)
        state.reveal(90, 140, leadingInset: 40, animated: false)   // under a pinned header
        #expect(state.offset == 50)
        state.reveal(1000, 1600, animated: false)   // taller than the viewport: its start
        #expect(state.offset == 1000)
        state.reveal(4990, 5000)
        settle(&state)
        #expect(state.offset == 4600)
    }

    @Test("the thumb's length is proportional with a minimum, and its travel maps to the offset")
    func thumbGeometry() throws {
        var short = ScrollState(contentExtent: 800, viewportExtent: 400)
        #expect(short.thumb(trackLength: 400) == ScrollbarThumb(start: 0, length: 200, trackLength: 400))
        short.scroll(to: 200, animated: false)
        #expect(short.thumb(trackLength: 400)?.start == 100)
        short.scroll(to: 400, animated: false)
        #expect(short.thumb(trackLength: 400)?.start == 200)

        var long = ScrollState(contentExtent: 40_000, viewportExtent: 400)
        #expect(long.thumb(trackLength: 400)?.length == 48)
        long.scroll(to: long.maxOffset, animated: false)
        let bar = try #require(long.thumb(trackLength: 400))
        #expect(bar.start == 352 && bar.end == 400)

        #expect(ScrollState(contentExtent: 300, viewportExtent: 400).thumb(trackLength: 400) == nil)
    }

    @Test("dragging the thumb scrolls in proportion; pressing the track pages toward the press")
    func thumbDrag() {
        var state = ScrollState(contentExtent: 800, viewportExtent: 400)
        state.pressTrack(at: 100, trackLength: 400)   // on the thumb (0..<200)
        state.drag(to: 150)
        #expect(state.offset == 100)   // 400 px of offset over 200 px of travel
        state.step()
        state.drag(to: 400)
        #expect(state.offset == 400)
        state.endDrag()
        #expect(state.isAtRest)

        state.pressTrack(at: 50, trackLength: 400)   // before the thumb (200..<400)
        #expect(state.target == 48)
    }

    @Test("the same inputs give the same states, tick by tick")
    func deterministic() {
        func run() -> [ScrollState] {
            var state = ScrollState(contentExtent: 12_345.5, viewportExtent: 777)
            var states: [ScrollState] = []
            for tick in 0..<400 {
                switch tick {
                case 3, 4, 9: state.wheel(-1.5)
                case 40: state.beginDrag(at: 600)
                case 41...47: state.drag(to: 600 - 13.7 * Double(tick - 40) * Double(tick - 40))
                case 48: state.endDrag()
                case 200: state.pageDown()
                case 230: state.reveal(333.3, 444.4, leadingInset: 56)
                default: break
                }
                state.step()
                states.append(state)
            }
            return states
        }
        let first = run(), second = run()
        #expect(first == second)
        #expect(first.map(\.hashValue) == second.map(\.hashValue))
        #expect(Set(first.map(\.offset)).count > 100, "the run moves")
    }
}
