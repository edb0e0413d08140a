import SceneTestSupport
import Testing
@testable import Engine

@Suite struct SceneRunnerTests {
    @Test func inputArrivesAtTheTickItIsStampedWith() throws {
        let runner = try makeRunner()
        runner.send(.keyDown(.left), at: 3)
        runner.send(.keyUp(.left), at: 7)
        runner.run(ticks: 10)
        let scene = try #require(runner.scene as? TickCounterScene)
        #expect(scene.received.map(\.tick) == [3, 7])
        #expect(scene.state.ticks == 10)
        #expect(runner.nextTick == 10)
    }

    @Test func liveInputGoesToTheNextTick() throws {
        let runner = try makeRunner()
        runner.run(ticks: 4)
        runner.send(.keyDown(.a))
        runner.runTick()
        let scene = try #require(runner.scene as? TickCounterScene)
        #expect(scene.received.first?.tick == 4)
    }

    @Test func sameSeedAndInputSameHash() throws {
        func play(seed: UInt64, spaceAt: UInt64) throws -> UInt64 {
            let runner = try makeRunner(seed: seed)
            runner.send(.keyDown(.space), at: spaceAt)
            runner.run(ticks: 120)
            return runner.stateHash()
        }
        let a = try play(seed: 5, spaceAt: 10)
        #expect(a == (try play(seed: 5, spaceAt: 10)))
        #expect(a != (try play(seed: 6, spaceAt: 10)))
        #expect(a != (try play(seed: 5, spaceAt: 11)))
    }

    @Test func physicsStepsOncePerTick() throws {
        let runner = try makeRunner()
        runner.send(.keyDown(.space), at: 0)
        runner.run(ticks: 1)
        let body = try #require(runner.context.physics.bodies.first)
        // One step of 1/60 s from rest under -10 m/s² gravity.
        #expect(abs(runner.context.physics.linearVelocity(of: body).y - (-10.0 / 60)) < 1e-5)
    }

    @Test func manualTimeRunsTheDueTicks() throws {
        let runner = try makeRunner()
        var driver = ManualDriver()
        driver.advance(seconds: 0.1)
        #expect(runner.runFrame(&driver) == 6)
        #expect(runner.nextTick == 6)
    }

    @Test func aRequestEndsTheFrameEarly() throws {
        let runner = try makeRunner()
        runner.send(.keyDown(.enter), at: 2)
        var driver = TickCountDriver(total: 10, ticksPerFrame: 10)
        #expect(runner.runFrame(&driver) == 3)
        #expect(runner.handOver == .switchTo(id: "launcher"))
    }

    @Test func probesIncludeTheTick() throws {
        let runner = try makeRunner()
        runner.run(ticks: 3)
        let probes = runner.probes()
        #expect(probes["tick"] == .int(3))
        #expect(probes["ticks"] == .int(3))
        #expect(probes["missing"] == nil)
    }
}
