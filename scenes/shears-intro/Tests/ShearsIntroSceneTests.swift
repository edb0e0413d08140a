import Testing
@testable import Engine
@testable import ShearsIntroScene
import SceneTestSupport

@Suite struct ShearsIntroSceneTests {
    static let guestButton = Vec2(360, 1056), signInButton = Vec2(360, 1166)

    @Test func itStartsIdleWithTheBladesOpenAndFloats() throws {
        let runner = try makeIntro()
        #expect(phase(runner) == "idle")
        #expect(close(number(runner, "blade_angle"), 28, 1e-9))
        let before = intro(runner).state.pose
        runner.run(ticks: 90)
        let after = intro(runner).state.pose
        let turned = (after.orientation.conjugate * before.orientation).angle
        #expect(turned > 0.3 && turned < 1.2, "the float turns the scissors slowly, and only a little")
        #expect(abs(after.offset.y) > 0.1, "and bobs them")
        #expect(phase(runner) == "idle")
    }

    @Test func aDragTurnsThenSpinsThenSlowsToIdle() throws {
        let runner = try makeIntro(parameters: ["float": "off"])
        let start = intro(runner).state.pose.orientation
        runner.send(.pointerDown(Vec2(220, 600), .primary))
        runner.runTick()
        #expect(phase(runner) == "dragging")
        for i in 1...6 {
            runner.send(.pointerMove(Vec2(220 + Double(i) * 40, 600)))
            runner.runTick()
        }
        let turned = intro(runner).state.pose.orientation
        #expect((turned.conjugate * start).angle > 0.5, "the drag turned them")
        runner.send(.pointerUp(Vec2(480, 600), .primary))
        runner.runTick()
        #expect(phase(runner) == "spinning")
        let flick = number(runner, "spin_speed")
        #expect(flick > 3, "a fast drag leaves a fast spin, saw \(flick) rad/s")
        // The spin axis is vertical: a horizontal flick.
        let axis = intro(runner).state.spin.velocity.normalized
        #expect(axis.y > 0.99)
        runner.run(ticks: 30)
        let slower = number(runner, "spin_speed")
        #expect(slower < flick * 0.6 && slower > flick * 0.4, "it slows gently: \(flick) → \(slower)")
        let settled = try #require(ticks(until: { phase(runner) == "idle" }, limit: 600, runner))
        #expect(settled > 60, "a flick keeps spinning for more than a second, stopped after \(settled) ticks")
    }

    @Test func holdingStillBeforeLettingGoLeavesNoSpin() throws {
        let runner = try makeIntro()
        runner.send(.pointerDown(Vec2(220, 600), .primary))
        runner.runTick()
        runner.send(.pointerMove(Vec2(400, 600)))
        runner.run(ticks: 20)
        runner.send(.pointerUp(Vec2(400, 600), .primary))
        runner.runTick()
        #expect(number(runner, "spin_speed") < 0.01)
        runner.runTick()
        #expect(phase(runner) == "idle")
    }

    @Test func theFloatBlendsOutOnAGrabAndBackInAfterwardsWithoutJumps() throws {
        let runner = try makeIntro()
        runner.run(ticks: 30)
        // Grab, turn a little, hold still and let go: no spin, so the float comes back.
        runner.send(.pointerDown(Vec2(300, 600), .primary))
        runner.send(.pointerMove(Vec2(330, 600)))
        runner.run(ticks: 20)
        #expect(number(runner, "float_weight") == 0, "a grab fades the float out within a fifth of a second")
        runner.send(.pointerUp(Vec2(330, 600), .primary))
        runner.run(ticks: 2)
        #expect(phase(runner) == "idle")
        var last = number(runner, "float_weight")
        var previous = intro(runner).state.pose
        for _ in 0..<90 {
            runner.runTick()
            let w = number(runner, "float_weight")
            #expect(w >= last)
            last = w
            let pose = intro(runner).state.pose
            // No jumps: the centre moves under a millimetre and the turn under a degree a tick.
            #expect((pose.offset - previous.offset).length < 0.1)
            #expect((pose.orientation.conjugate * previous.orientation).angle < .pi / 180)
            previous = pose
        }
        #expect(last == 1, "fully back after 1.2 s")
    }

    @Test func theWheelZoomsWithinLimits() throws {
        let runner = try makeIntro()
        runner.send(.wheel(1))
        runner.run(ticks: 60)
        #expect(close(number(runner, "zoom"), 1.12, 1e-3))
        runner.send(.wheel(50))
        runner.run(ticks: 60)
        #expect(close(number(runner, "zoom"), ShearsIntroScene.zoomRange.upperBound, 1e-3))
        runner.send(.wheel(-80))
        runner.run(ticks: 60)
        #expect(close(number(runner, "zoom"), 0.7, 1e-3))
    }

    @Test func enterCutsTwiceThenThrowsThemAndHandsOverToTheLauncher() throws {
        let runner = try makeIntro()
        runner.run(ticks: 30)
        runner.send(.keyDown(.enter))
        runner.runTick()
        #expect(phase(runner) == "cutting")
        let effects = HeadlessEffects()
        runner.server = effects
        var angles: [Double] = []
        while phase(runner) == "cutting" {
            angles.append(number(runner, "blade_angle"))
            runner.runTick()
        }
        #expect(effects.sounds.count == 2, "one snip sound each time the blades meet")
        // Closes fully twice: two separate runs of (nearly) closed blades.
        let closings = zip(angles, angles.dropFirst()).filter { $0.0 >= 1 && $0.1 < 1 }.count
        #expect(closings == 2, "blade angles \(angles)")
        #expect(phase(runner) == "flying")
        let start = try #require(runner.probes()["center"]).description
        let flew = try #require(ticks(until: { runner.handOver != nil }, limit: 200, runner))
        #expect(runner.probes()["center"]?.description != start)
        #expect(phase(runner) == "done")
        #expect(runner.probes()["handed_over"] == .bool(true))
        #expect(runner.handOver == .switchTo(id: SceneInfo.launcherID, parameters: ["entry": "guest", "player": "guest"]))
        #expect(flew < ShearsIntroScene.maxFlightTicks, "left the canvas by itself after \(flew) ticks")
    }

    @Test func theHandOverComesWithinTheStatedTicks() throws {
        for pose in ["0,0,0", "90,40,0", "180,-60,30"] {
            let runner = try makeIntro(parameters: ["pose": pose, "profiles": "Mai"])
            runner.send(.pointerDown(Self.signInButton, .primary))
            runner.send(.pointerUp(Self.signInButton, .primary))
            runner.runTick()
            runner.send(.keyDown(.tab))               // from the name field to Mai's button
            runner.send(.keyDown(.enter))
            let handOver = try #require(ticks(until: { runner.handOver != nil }, limit: 400, runner))
            #expect(handOver <= ShearsIntroScene.maxTicksToHandOver)
            #expect(handOver <= 100, "the cut and the throw take \(handOver) ticks from pose \(pose)")
            #expect(runner.handOver == .switchTo(id: SceneInfo.launcherID, parameters: ["entry": "sign-in", "player": "Mai"]))
        }
    }

    @Test func aPressThatSlidesOffAButtonDoesNotProceed() throws {
        let runner = try makeIntro()
        runner.send(.pointerDown(Self.guestButton, .primary))
        runner.runTick()
        runner.send(.pointerUp(Vec2(360, 700), .primary))
        runner.run(ticks: 5)
        #expect(phase(runner) == "idle")
    }

    @Test func tabFocusesTheFirstButtonWithARingAndEnterActivatesIt() throws {
        let runner = try makeIntro()
        #expect(runner.probes()["focus"] == .string(""))
        runner.send(.keyDown(.tab))
        runner.runTick()
        #expect(runner.probes()["focus"] == .string("guest"))
        #expect(runner.probes()["focus_visible"] == .bool(true))
        runner.send(.keyDown(.enter))
        runner.runTick()
        #expect(phase(runner) == "cutting")
        #expect(runner.probes()["choice"] == .string("guest"))
        #expect(runner.probes()["focus_visible"] == .bool(false), "the ring goes once a button proceeds")
        #expect(runner.probes()["hovered"] == .string("guest"), "and the chosen button stays lit")
    }

    @Test func tabAndShiftTabMoveTheFocusThatEnterAndSpaceUse() throws {
        let runner = try makeIntro()
        runner.send(.keyDown(.tab))
        runner.send(.keyDown(.tab))
        runner.runTick()
        #expect(runner.probes()["focus"] == .string("sign-in"))
        runner.send(.keyDown(.tab, .shift))
        runner.runTick()
        #expect(runner.probes()["focus"] == .string("guest"))
        runner.send(.keyDown(.tab, .shift))
        runner.runTick()
        #expect(runner.probes()["focus"] == .string("sign-in"), "Shift+Tab wraps round")
        runner.send(.keyDown(.space))
        runner.runTick()
        #expect(runner.probes()["signing_in"] == .bool(true))
    }

    @Test func theArrowKeysMoveTheFocusToo() throws {
        let runner = try makeIntro()
        runner.send(.keyDown(.up))
        runner.runTick()
        #expect(runner.probes()["focus"] == .string("sign-in"))
        runner.send(.keyDown(.up))
        runner.runTick()
        #expect(runner.probes()["focus"] == .string("guest"))
        runner.send(.keyDown(.down))
        runner.runTick()
        #expect(runner.probes()["focus"] == .string("sign-in"))
        #expect(runner.probes()["focus_visible"] == .bool(true))
        #expect(phase(runner) == "idle")
    }

    @Test func aClickFocusesItsButtonWithoutARingAndADragOverTheButtonsTapsNothing() throws {
        let runner = try makeIntro()
        drag(runner, from: Vec2(200, 600), to: Self.signInButton, steps: 4)
        runner.run(ticks: 2)
        #expect(runner.probes()["choice"] == .string(""), "a drag let go over a button is not a tap")
        #expect(runner.probes()["focus"] == .string(""))
        runner.send(.pointerDown(Self.signInButton, .primary))
        runner.runTick()
        #expect(runner.probes()["focus"] == .string("sign-in"))
        #expect(runner.probes()["focus_visible"] == .bool(false))
        #expect(phase(runner) != "dragging", "a press on a button does not grab the scissors")
        runner.send(.pointerUp(Self.signInButton, .primary))
        runner.runTick()
        #expect(runner.probes()["signing_in"] == .bool(true), "Sign in opens the form")
    }

    @Test func signInAsksForANameAndEscLeavesTheForm() throws {
        let runner = try makeIntro(parameters: ["profiles": "Mai,Tom"])
        runner.send(.pointerDown(Self.signInButton, .primary))
        runner.send(.pointerUp(Self.signInButton, .primary))
        runner.run(ticks: 2)
        #expect(runner.probes()["signing_in"] == .bool(true) && runner.probes()["focus"] == .string("name"))
        #expect(runner.textInput != nil, "the name field asks for text input")
        #expect(try #require(runner.scene as? ShearsIntroScene).hasOverlay(context: runner.context), "Esc is the form's")
        runner.send(.text("../x"))
        runner.send(.keyDown(.enter))
        runner.run(ticks: 2)
        #expect(phase(runner) == "idle", "not a profile name: refused")
        runner.send(.keyDown(.escape))            // off the field
        runner.send(.keyDown(.escape))            // out of the form
        runner.run(ticks: 2)
        #expect(runner.probes()["signing_in"] == .bool(false) && runner.textInput == nil)
        #expect(throws: (any Error).self) { try makeIntro(parameters: ["profiles": "Mai,../etc"]) }
    }

    @Test func nextPicksTheSceneHandedOverTo() throws {
        let runner = try makeIntro(parameters: ["next": "shears-intro"])
        runner.send(.keyDown(.enter))
        _ = ticks(until: { runner.handOver != nil }, limit: 400, runner)
        #expect(runner.handOver == .switchTo(id: "shears-intro", parameters: ["entry": "guest", "player": "guest"]))
        #expect(throws: (any Error).self) { try makeIntro(parameters: ["next": "no-such-scene"]) }
        #expect(throws: (any Error).self) { try makeIntro(parameters: ["pose": "1,2"]) }
        #expect(throws: (any Error).self) { try makeIntro(parameters: ["blades": "90"]) }
    }

    @Test func inputDuringTheCutIsIgnored() throws {
        let runner = try makeIntro()
        runner.send(.keyDown(.enter))
        runner.run(ticks: 5)
        runner.send(.pointerDown(Vec2(300, 600), .primary))
        runner.send(.wheel(3))
        runner.runTick()
        #expect(phase(runner) == "cutting")
        #expect(close(number(runner, "zoom"), 1, 1e-9))
    }

    @Test func theSameInputReplaysToTheSameStateAndSoundsChangeNothing() throws {
        func play(playingSounds: Bool) throws -> [UInt64] {
            let runner = try makeIntro(seed: 4)
            let effects = HeadlessEffects()
            if playingSounds { runner.server = effects }
            runner.send(.pointerDown(Vec2(200, 500), .primary), at: 10)
            for i in 0..<8 { runner.send(.pointerMove(Vec2(200 + Double(i) * 35, 500 + Double(i) * 12)), at: UInt64(11 + i)) }
            runner.send(.pointerUp(Vec2(480, 596), .primary), at: 19)
            runner.send(.wheel(-1), at: 40)
            runner.send(.keyDown(.enter), at: 150)
            var hashes: [UInt64] = []
            for _ in 0..<300 {
                runner.runTick()
                hashes.append(runner.stateHash())
            }
            return hashes
        }
        let first = try play(playingSounds: false)
        #expect(first == (try play(playingSounds: false)))
        #expect(first == (try play(playingSounds: true)))
        #expect(Set(first).count > 250, "the state changes as it goes")
    }

    @Test func theFrameIsOneSortedMeshUnderTheInterface() throws {
        let runner = try makeIntro()
        runner.run(ticks: 10)
        let list = runner.draw(interpolation: 0.5)
        let meshes = list.items.compactMap { item -> Mesh? in if case .mesh(let m) = item.command { return m } else { return nil } }
        #expect(meshes.count == 1)
        let mesh = try #require(meshes.first)
        #expect(mesh.indices.count % 3 == 0 && mesh.indices.allSatisfy { mesh.vertices.indices.contains(Int($0)) })
        // Each face brings 3 corners and 3 indices, each silhouette fringe 4 corners and 6 indices.
        let fringes = (mesh.indices.count - mesh.vertices.count) / 2
        let drawn = (mesh.vertices.count - 4 * fringes) / 3
        #expect(fringes > 100 && fringes < drawn, "\(fringes) fringes round \(drawn) faces")
        // Back faces are culled: about half the model is drawn.
        #expect(drawn > ShearsIntroScene.model.triangleCount / 4 && drawn < ShearsIntroScene.model.triangleCount * 3 / 4)
        // The title and the buttons' labels are set by the UI kit in runs of clusters, without the spaces.
        let labels = list.items.compactMap { item -> String? in
            if case .textRun(let run) = item.command { return String(run.clusters) } else { return nil }
        }
        #expect(labels.contains("ilikeyacut"))
        for title in [IntroText.guestButton, IntroText.signInButton] {
            #expect(labels.contains(title.filter { $0 != " " }), "\(labels)")
        }
        #expect(list.clearColor == .black)
    }

    @Test func theSnipSoundIsAShortDecayingMetallicRing() {
        let snip = SnipSound.snip
        #expect(snip.sampleRate == 44_100)
        #expect(snip.duration > 0.2 && snip.duration < 0.5)
        #expect(snip.samples.allSatisfy { abs($0) <= 1 })
        func energy(_ range: Range<Int>) -> Float { snip.samples[range].reduce(0) { $0 + $1 * $1 } }
        let n = snip.samples.count
        #expect(energy(0..<(n / 4)) > energy((3 * n / 4)..<n) * 20, "it dies away")
        #expect(SnipSound.make() == snip, "the same samples every time")
    }

    @Test func aStateRestoredInAnotherSessionCarriesOnTheSame() throws {
        let first = try makeIntro()
        drag(first, from: Vec2(200, 600), to: Vec2(520, 640), steps: 6)
        first.send(.wheel(2))
        first.send(.keyDown(.tab))
        first.send(.keyDown(.tab))
        first.run(ticks: 5)
        let saved = try #require(first.scene.savedState())

        let second = try makeIntro()
        second.send(.wheel(-3))
        second.run(ticks: 20)
        second.scene.restore(saved, context: second.context)
        #expect(sceneHash(second) == sceneHash(first))

        for runner in [first, second] {
            runner.send(.keyDown(.enter))
            runner.run(ticks: 40)
        }
        #expect(sceneHash(second) == sceneHash(first))
        #expect(second.probes()["signing_in"] == .bool(true), "Enter uses the restored focus")
        for (name, value) in first.probes() where name != "tick" {
            #expect(second.probes()[name] == value, "\(name)")
        }
    }
}

@Suite struct ShearsParameterTests {
    @Test(arguments: [("pose", "nan,inf,-inf"), ("pose", "1,2"), ("pose", "1,2,3,4"), ("pose", "1,,2"), ("pose", "1000,0,0"),
                      ("blades", "1e9"), ("blades", "nan"), ("float", "maybe")])
    func aParameterItCannotUseIsRefused(name: String, value: String) {
        let error = #expect(throws: SceneParameterError.self) { try makeSession(ShearsIntroScene.self, parameters: [name: value]) }
        #expect(error?.name == name)
    }
}
