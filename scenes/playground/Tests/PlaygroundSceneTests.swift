import Foundation
import Testing
@testable import Engine
@testable import PlaygroundScene
import SceneTestSupport

/// A headless playground session with a throwaway profile.
func makePlayground(seed: UInt64 = 1, bodies: Int? = nil) throws -> SceneRunner {
    try makeSession(PlaygroundScene.self, seed: seed, parameters: bodies.map { ["bodies": String($0)] } ?? [:])
}

@Suite struct PlaygroundSceneTests {
    @Test func aClickDropsABodyThatLandsOnTheFloor() throws {
        let runner = try makePlayground()
        // x = 360 falls through the gap between the two ledges.
        runner.send(.pointerDown(Vec2(360, 300), .primary))
        runner.send(.pointerUp(Vec2(360, 300), .primary))
        runner.run(ticks: 240)
        #expect(number(runner, "bodies") == 1)
        let p = try #require(point(runner, "newest"))
        #expect(p.y > 1180 && p.y < 1260, "rests on the floor, saw y = \(p.y)")
    }

    @Test func tiltSendsBodiesToTheLowSide() throws {
        let runner = try makePlayground(bodies: 60)
        runner.run(ticks: 240)
        let before = number(runner, "mean_x")
        runner.send(.keyDown(.right))
        runner.run(ticks: 300)
        let after = number(runner, "mean_x")
        #expect(after > before + 60, "mean x went from \(before) to \(after)")
        runner.send(.keyUp(.right))
        runner.send(.keyDown(.left))
        runner.run(ticks: 400)
        #expect(number(runner, "mean_x") < after - 100)
    }

    /// Runs until every body sleeps (at most 1,200 ticks).
    func sleep(_ runner: SceneRunner) {
        for _ in 0..<1200 where number(runner, "awake") > 0 { runner.runTick() }
    }

    @Test(arguments: [Key.right, .left, .up, .d])
    func changingGravityWakesASleepingPile(key: Key) throws {
        let runner = try makePlayground(seed: 11, bodies: 24)
        sleep(runner)
        #expect(number(runner, "awake") == 0, "the pile should have gone to sleep")
        let before = number(runner, "mean_x")
        runner.send(.keyDown(key))
        runner.run(ticks: 3)
        #expect(number(runner, "awake") == 24)
        runner.run(ticks: 120)
        let moved = abs(number(runner, "mean_x") - before)
        #expect(key == .up || moved > 30, "mean x moved \(moved) px")
    }

    @Test func aSlowControllerTiltWakesASleepingPile() throws {
        let runner = try makePlayground(seed: 11, bodies: 24)
        sleep(runner)
        // The tilt creeps up by 0.0002 rad a tick, so gravity changes by far less than the wake
        // threshold each tick; the change since the last wake still adds up.
        for tick in 0..<300 {
            let angle = 0.0002 * Double(tick)
            runner.send(.tilt(Vec2(sin(angle), cos(angle))))
            runner.runTick()
        }
        #expect(number(runner, "awake") > 0)
    }

    @Test func dragMovesABodyToThePointer() throws {
        let runner = try makePlayground()
        runner.send(.pointerDown(Vec2(200, 1000), .primary))
        runner.send(.pointerUp(Vec2(200, 1000), .primary))
        runner.run(ticks: 240)
        let rest = try #require(point(runner, "newest"))
        runner.send(.pointerDown(rest, .primary))
        runner.run(ticks: 2)
        #expect(runner.probes()["dragging"] == .bool(true))
        // Along the floor, where no ledge is in the way.
        let target = rest + Vec2(260, -120)
        runner.send(.pointerMove(target))
        runner.run(ticks: 120)
        let held = try #require(point(runner, "newest"))
        #expect(held.distance(to: target) < 40, "held at \(held), pointer at \(target)")
        runner.send(.pointerUp(target, .primary))
        runner.run(ticks: 1)
        #expect(runner.probes()["dragging"] == .bool(false))
        #expect(number(runner, "bodies") == 1, "a drag must not drop a new body")
    }

    @Test func rightClickRemovesABody() throws {
        let runner = try makePlayground()
        runner.send(.pointerDown(Vec2(360, 1000), .primary))
        runner.run(ticks: 200)
        let p = try #require(point(runner, "newest"))
        runner.send(.pointerDown(p, .secondary))
        runner.run(ticks: 1)
        #expect(number(runner, "bodies") == 0)
    }

    @Test func nothingEscapesHardShaking() throws {
        let runner = try makePlayground(bodies: 200)
        for i in 0..<40 {
            runner.send(.shake(1), at: runner.nextTick)
            runner.send(i % 2 == 0 ? .keyDown(.up) : .keyUp(.up), at: runner.nextTick)
            runner.run(ticks: 30)
        }
        #expect(number(runner, "bodies") == 200)
        #expect(number(runner, "escaped") == 0)
    }

    @Test func theSameInputReplaysToTheSameState() throws {
        func play() throws -> UInt64 {
            let runner = try makePlayground(seed: 3, bodies: 40)
            runner.send(.keyDown(.left), at: 30)
            runner.send(.shake(0.7), at: 90)
            runner.send(.pointerDown(Vec2(360, 200), .primary), at: 100)
            runner.run(ticks: 300)
            return runner.stateHash()
        }
        #expect(try play() == play())
    }

    @Test func aSavedStateRestoresTheSceneOwnState() throws {
        let runner = try makePlayground()
        runner.send(.pointerDown(Vec2(360, 300), .primary))
        runner.send(.pointerUp(Vec2(360, 300), .primary))
        runner.run(ticks: 240)
        let body = try #require(point(runner, "newest"))
        runner.send(.keyDown(.left))
        runner.send(.pointerDown(body, .primary))
        runner.run(ticks: 30)
        let saved = try #require(runner.scene.savedState())
        let hash = sceneHash(runner), tilt = number(runner, "tilt")

        runner.send(.keyUp(.left))
        runner.send(.keyDown(.right))
        runner.send(.pointerUp(body, .primary))
        runner.run(ticks: 30)
        #expect(sceneHash(runner) != hash)

        runner.scene.restore(saved, context: runner.context)
        #expect(sceneHash(runner) == hash)
        #expect(number(runner, "tilt") == tilt)
        #expect(runner.probes()["dragging"] == .bool(true))
    }

    @Test func aFallingBodyIsDrawnBetweenTicksWhereTheEngineKeptIt() throws {
        let runner = try makePlayground()
        runner.send(.pointerDown(Vec2(360, 300), .primary))   // the first drop is a box
        runner.send(.pointerUp(Vec2(360, 300), .primary))
        runner.run(ticks: 20)
        let before = try #require(point(runner, "newest"))
        runner.run(ticks: 1)
        let after = try #require(point(runner, "newest"))
        #expect(after.y > before.y + 1, "still falling")
        let boxes = runner.draw(interpolation: 0.5).items.compactMap { item -> [Vec2]? in
            if case .fillPolygon(let corners, _) = item.command, corners.count == 4 { corners } else { nil }
        }
        let box = try #require(boxes.first)
        let center = box.reduce(Vec2.zero, +) / 4
        #expect((center - before.lerp(to: after, 0.5)).length < 1e-6, "drawn at \(center), from \(before) to \(after)")
    }

    @Test func theStateHashCoversEveryPieceField() throws {
        let runner = try makePlayground(bodies: 2)
        runner.run(ticks: 1)
        let pieces = runner.context.registry.storage(Piece.self)
        let entity = pieces.entities[0], original = try #require(pieces.get(for: entity))
        let before = runner.stateHash()
        let changes: [(String, (inout Piece) -> Void)] = [
            ("color", { $0.color = Color(r: 1, g: 2, b: 3) }),
            ("kind", { $0.kind = .ball(radius: 0.123) }),
            ("body", { $0.body = pieces.get(for: pieces.entities[1])!.body }),
        ]
        for (field, change) in changes {
            pieces.modify(for: entity, change)
            #expect(runner.stateHash() != before, "\(field)")
            pieces.modify(for: entity) { $0 = original }
            #expect(runner.stateHash() == before)
        }
    }
}

@Suite struct PlaygroundParameterTests {
    @Test(arguments: ["-1", "abc", "1e9", "401", "", " 3"])
    func aBodyCountOutOfRangeIsRefusedBeforeTheSceneStarts(value: String) {
        let error = #expect(throws: SceneParameterError.self) { try makeSession(PlaygroundScene.self, parameters: ["bodies": value]) }
        #expect(error?.description.hasPrefix("parameter bodies=\(value) is not a whole number") == true)
    }
}
