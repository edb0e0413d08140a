import Engine
import Foundation
import Replay
import Testing

/// Keys in a real window under Xvfb: letters the host used to take reach the scene, with their
/// modifiers and the X server's key repeat, and the host's own keys (F5, F6) do not.
@Suite(.serialized, .offPool(on: VirtualDisplay.executor)) struct WindowKeyTests {
    @Test func lettersChordsAndRepeatsReachTheSceneAndHostKeysDoNot() throws {
        let display = try VirtualDisplay()
        let dir = try DioramaProcess.temporaryDirectory()
        let replay = dir + "/keys.replay"
        let game = try DioramaWindow(["play", "playground", "--record", replay, "--profile", dir + "/profile"],
                                     on: display)
        for key in ["p", "period", "ctrl+z", "shift+Tab", "F5", "F6", "F5"] { try game.key(key) }
        try game.hold("Left", seconds: 1.5)   // past the repeat delay, so the X server repeats it
        try game.escapeToLauncher()
        try game.key("Escape")
        #expect(game.waitForExit(seconds: 10) == 0)

        let recorded = try Replay(contentsOf: replay)
        let presses = recorded.inputs.compactMap { if case .keyDown(let press) = $0.event { press } else { nil } }
        for press in [KeyPress(.p), KeyPress(Key(".")), KeyPress(.z, .control), KeyPress(.tab, .shift), KeyPress(.left)] {
            #expect(presses.contains(press), "\(press) in \(presses)")
        }
        #expect(presses.contains { $0.key == .left && $0.isRepeat }, "a held key repeats: \(presses)")
        #expect(!presses.contains { $0.key == .f5 || $0.key == .f6 }, "host keys stay the host's")
        let verify = try DioramaProcess.run(["replay", replay, "--headless", "--verify"])
        #expect(verify.status == 0, "\(verify.stderr)")
    }
}
