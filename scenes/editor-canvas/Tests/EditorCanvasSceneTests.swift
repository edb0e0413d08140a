import Foundation
import Testing
@testable import EditorCanvasScene
import Engine
import SceneTestSupport

/// A headless editor on the portrait sample (1080 × 1080).
func makeEditor(profile: String = scratchProfile(), parameters: [String: String] = ["sample": "3"]) throws -> SceneRunner {
    try makeSession(EditorCanvasScene.self, parameters: parameters, profile: profile)
}

func scene(_ runner: SceneRunner) -> EditorCanvasScene { runner.scene as! EditorCanvasScene }

/// Adds a sticker of `source` as the picker's Add does, then runs a tick.
func add(_ source: StickerSource, to runner: SceneRunner) {
    scene(runner).add(source, context: runner.context)
    runner.run(ticks: 1)
}

@Suite struct EditorCanvasSceneTests {
    /// A runner with one vector sticker added and selected.
    func oneSticker() throws -> SceneRunner {
        let runner = try makeEditor()
        add(.vector("shapes.star"), to: runner)
        return runner
    }

    @Test func aWholeDragIsOneUndoStep() throws {
        let runner = try oneSticker()
        let start = try #require(point(runner, "sticker.0"))
        runner.send(.pointerDown(start, .primary))
        for i in 1...20 {
            runner.send(.pointerMove(start + Vec2(Double(i) * 5, Double(i) * 3)))
            runner.run(ticks: 1)
        }
        runner.send(.pointerUp(start + Vec2(100, 60), .primary))
        runner.run(ticks: 1)
        #expect(number(runner, "undo_depth") == 2)
        #expect(try #require(point(runner, "sticker.0")).distance(to: start + Vec2(100, 60)) < 1e-6)
        runner.send(.keyDown(.z, .control))
        runner.run(ticks: 1)
        #expect(try #require(point(runner, "sticker.0")).distance(to: start) < 1e-9)
        #expect(number(runner, "undo_depth") == 1)
        #expect(number(runner, "redo_depth") == 1)
    }

    @Test func escDuringAGesturePutsTheStickerBackExactlyWithNoStep() throws {
        let runner = try oneSticker()
        let before = scene(runner).state.document
        let handles = try #require(scene(runner).handles)
        for target in [try #require(point(runner, "sticker.0")), handles.rotate, handles.corners[2]] {
            runner.send(.pointerDown(target, .primary))
            runner.send(.pointerMove(target + Vec2(70, 40)))
            runner.run(ticks: 1)
            #expect(scene(runner).state.document != before)
            runner.send(.keyDown(.escape))
            runner.send(.pointerUp(target + Vec2(90, 40), .primary))
            runner.run(ticks: 1)
            #expect(scene(runner).state.document == before)
            #expect(number(runner, "undo_depth") == 1)
            #expect(number(runner, "selected") == 1, "Esc in a gesture cancels it; the selection stays")
        }
        #expect(scene(runner).hasOverlay(context: runner.context))
        runner.send(.keyDown(.escape))
        runner.run(ticks: 1)
        #expect(number(runner, "selected") == -1)
        #expect(!scene(runner).hasOverlay(context: runner.context))
    }

    @Test func aClickOnATurnedStickerHitsItOnlyWhereItShows() throws {
        let runner = try oneSticker()
        let editor = scene(runner)
        var document = editor.state.document
        document.stickers[0].transform.rotation = .pi / 4
        editor.state.document = document
        let center = try #require(point(runner, "sticker.0"))
        let half = editor.artist.halfSize(of: document.stickers[0].source).x * document.stickers[0].transform.scale * editor.view.zoom
        // The unturned box's corner is outside the turned square; a point along its diagonal is in.
        #expect(editor.sticker(at: center + Vec2(half * 0.95, half * 0.95)) == nil)
        #expect(editor.sticker(at: center + Vec2(half * 1.3, 0))?.id == 1)
    }

    @Test func aHeldNudgeIsOneStep() throws {
        let runner = try oneSticker()
        let start = try #require(point(runner, "sticker.0"))
        runner.send(.keyDown(.right))
        runner.run(ticks: 1)
        for _ in 0..<9 {
            runner.send(.keyDown(.right, isRepeat: true))
            runner.run(ticks: 2)
        }
        #expect(number(runner, "undo_depth") == 2)
        #expect(try #require(point(runner, "sticker.0")).distance(to: start + Vec2(10, 0)) < 1e-6)
        runner.send(.keyDown(.right, .shift))
        runner.run(ticks: 1)
        #expect(number(runner, "undo_depth") == 3, "a fresh press is a new step")
    }

    @Test func historyKeepsAtLeast200Steps() throws {
        let runner = try oneSticker()
        for i in 0..<250 {
            runner.send(.keyDown(i % 2 == 0 ? .left : .right, .shift))
            runner.run(ticks: 1)
        }
        #expect(number(runner, "undo_depth") == 251)
        for _ in 0..<251 { runner.send(.keyDown(.z, .control)) }
        runner.run(ticks: 1)
        #expect(number(runner, "stickers") == 0)
    }

    @Test func theDraftReopensOnTheNextLaunch() throws {
        let profile = scratchProfile()
        let runner = try makeEditor(profile: profile, parameters: [:])
        add(.vector("shapes.star"), to: runner)
        add(.emoji("😎"), to: runner)
        add(.text(TextSticker(caption: "Campy!", color: .white, outline: .black)), to: runner)
        runner.send(.keyDown(Key("5")))
        runner.run(ticks: 1)
        runner.end()
        let again = try makeEditor(profile: profile, parameters: [:])
        again.run(ticks: 1)
        #expect(number(again, "stickers") == 3)
        #expect(text(again, "filter") == "filter.noir")
        #expect(scene(again).state.document == scene(runner).state.document)
    }

    @Test func theStateHashCoversTheDocumentAndTheGesture() throws {
        let runner = try oneSticker()
        let before = runner.stateHash()
        scene(runner).state.document.stickers[0].transform.rotation += 0.01
        #expect(runner.stateHash() != before)
        scene(runner).state.document.stickers[0].transform.rotation -= 0.01
        #expect(runner.stateHash() == before)
        scene(runner).state.selection = nil
        #expect(runner.stateHash() != before)
    }

    @Test func aKeyframeRestoresTheEditorExactly() throws {
        let runner = try oneSticker()
        let saved = try #require(scene(runner).savedState())
        let before = ownHash(runner)
        runner.send(.keyDown(.delete))
        runner.run(ticks: 1)
        #expect(number(runner, "stickers") == 0)
        #expect(ownHash(runner) != before)
        scene(runner).restore(saved, context: runner.context)
        #expect(number(runner, "stickers") == 1)
        #expect(ownHash(runner) == before)
    }
}

/// The scene's own part of the state hash.
func ownHash(_ runner: SceneRunner) -> UInt64 {
    scene(runner).stateDigest()
}
