import Engine
import Foundation
import Replay
import Testing
@testable import Host

@Suite struct DevLinkTests {
    @Test func theStatusFollowsTheSupervisorsMessages() {
        let link = DevLink()
        #expect(link.status == .idle)
        link.receive(.building(done: 3, total: 10, step: "Compiling A"))
        #expect(link.status == .building(done: 3, total: 10, step: "Compiling A"))
        link.receive(.failed(diagnostics: ["A.swift:1:2: oops"]))
        #expect(link.status == .failed(diagnostics: ["A.swift:1:2: oops"]))
        #expect(!link.shouldEnd, "a failed build leaves the session playing")
        link.receive(.handOver)
        #expect(link.handOverRequested && link.shouldEnd)
        #expect(link.status == .handingOver)
        #expect(!link.mayClose, "the window stays until the next one is up")
        link.receive(.close)
        #expect(link.mayClose)
    }

    @Test func noticesAreShownOnce() {
        let link = DevLink()
        link.receive(.notice("one"))
        link.receive(.notice("two"))
        #expect(link.takeNotices() == ["one", "two"])
        #expect(link.takeNotices().isEmpty)
    }

    @Test func aSupervisorGoneEndsTheSessionWithoutAHandOver() {
        let link = DevLink()
        link.supervisorHasLeft()
        #expect(link.shouldEnd && !link.handOverRequested)
        #expect(link.mayClose, "a window kept for a supervisor that has gone closes")
    }

    @Test func messagesAndReportsRoundTripAsJSON() throws {
        let messages: [DevMessage] = [.building(done: 1, total: 2, step: "x"), .failed(diagnostics: ["e"]), .handOver, .close, .notice("n")]
        for message in messages {
            #expect(try JSONDecoder().decode(DevMessage.self, from: JSONEncoder().encode(message)) == message)
        }
        let report = DevReport.handedOver(DevHandOver(session: SessionInput(header: ReplayHeader(scene: "a", parameters: [:], seed: 1),
                                                                                   inputs: [TimedInput(tick: 3, event: .keyDown(.space))]),
                                                      tick: 120, frame: WindowFrame(x: 1, y: 2, width: 3, height: 4),
                                                      declaredParameters: ["balls"], isRewind: false))
        #expect(try JSONDecoder().decode(DevReport.self, from: JSONEncoder().encode(report)) == report)
    }

    @Test func theOverlayDrawsTheProgressTheErrorsAndTheHandOverButNothingWhenIdle() {
        let band = Rect(x: 0, y: 0, width: 720, height: 88)
        var idle = DrawList(canvasSize: Vec2(720, 1280))
        DevOverlay.draw(.idle, in: band, into: &idle)
        #expect(idle.items.isEmpty)
        var building = DrawList(canvasSize: Vec2(720, 1280))
        DevOverlay.draw(.building(done: 5, total: 10, step: "Compiling"), in: band, into: &building)
        #expect(!building.items.isEmpty)
        var failed = DrawList(canvasSize: Vec2(720, 1280))
        DevOverlay.draw(.failed(diagnostics: (1...9).map { "A.swift:\($0):1: oops" }), in: band, into: &failed)
        #expect(failed.items.count > building.items.count)
        var handingOver = DrawList(canvasSize: Vec2(720, 1280))
        DevOverlay.draw(.handingOver, in: band, into: &handingOver)
        #expect(!handingOver.items.isEmpty)
    }
}
