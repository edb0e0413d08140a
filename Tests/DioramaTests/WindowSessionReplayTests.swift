import Foundation
import Replay
import Testing

/// Every scene in the catalog, played in a window under Xvfb with input and ended each way a
/// user ends a session, leaves a recorded replay and a `last.replay` that verify headless in
/// another process. The scenes come from `diorama list`, so new scenes join by themselves.
@Suite(.serialized, .offPool(on: VirtualDisplay.executor)) struct WindowSessionReplayTests {
    /// How a user ends a window session.
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        /// Esc back to the launcher, then Esc to quit (no window manager).
        case escapeToLauncher
        /// The window manager's close request, as the title bar's close button sends.
        case closeWindow

        var testDescription: String { rawValue }
    }

    /// The ids `diorama list` prints at the start of a line (parameter lines are indented),
    /// less the launcher.
    static let sceneIDs: [String] = {
        guard let listing = try? DioramaProcess.run(["list"]) else { return [] }
        return listing.stdout.split(separator: "\n").filter { $0.first?.isWhitespace == false }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
            .filter { $0 != "launcher" }
    }()

    @Test func theCatalogListsScenes() {
        #expect(Self.sceneIDs.count >= 3)
        #expect(Self.sceneIDs.allSatisfy { !$0.hasPrefix("-") }, "\(Self.sceneIDs)")
    }

    /// Every scene ended with Esc, and the playground also by the window manager's close request
    /// (how a session ends is the host's, the same for every scene; each window session costs
    /// about half a minute of CI).
    static let sessions: [(String, Ending)] = sceneIDs.map { ($0, .escapeToLauncher) }
        + sceneIDs.filter { $0 == "playground" }.map { ($0, .closeWindow) }

    @Test(arguments: sessions)
    func aPlayedSessionVerifiesHeadless(scene: String, ending: Ending) throws {
        let dir = try DioramaProcess.temporaryDirectory()
        let record = dir + "/session.replay"
        let display = try VirtualDisplay(windowManager: ending == .closeWindow)
        // The release build plays (as users play it, and fast enough on a loaded machine); the
        // debug build verifies, so each replay also crosses builds.
        let game = try DioramaWindow(["play", scene, "--seed", "21", "--record", record, "--profile", dir + "/profile"],
                                     on: display, binary: DioramaProcess.releaseExecutable)
        try playAlong(game)
        switch ending {
        case .escapeToLauncher:
            try game.escapeToLauncher()
            try game.key("Escape")
        case .closeWindow:
            try game.close()
        }
        #expect(game.waitForExit() == 0)
        try expectVerifies(record, hasInput: true)
        try expectVerifies(dir + "/profile/last.replay", hasInput: true)
    }

    /// A session killed with SIGKILL keeps its `--record` file, written as it ran, and it
    /// verifies up to its last checkpoint.
    @Test func aKilledSessionKeepsItsRecordFile() throws {
        let dir = try DioramaProcess.temporaryDirectory()
        let record = dir + "/killed.replay"
        let display = try VirtualDisplay()
        let game = try DioramaWindow(["play", "playground", "--seed", "5", "--record", record, "--profile", dir + "/profile"],
                                     on: display, binary: DioramaProcess.releaseExecutable)
        try game.click(canvasX: 360, y: 500)
        usleep(2_500_000)   // past two checkpoints (one a second)
        kill(game.process.processIdentifier, SIGKILL)
        game.process.waitUntilExit()
        let text = try String(contentsOfFile: record, encoding: .utf8)
        #expect(text.contains("\"kind\":\"checkpoint\""), "\(record) was written as the session ran")
        #expect(!text.contains("\"kind\":\"end\""))
        let result = try DioramaProcess.run(["replay", record, "--headless", "--verify"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("verified up to its last checkpoint"), "\(result.stdout)")
    }

    /// The shears intro hands over to the scene `--next` names; both sessions verify.
    @Test(.enabled(if: sceneIDs.contains("shears-intro")))
    func aHandOverKeepsBothSessionsVerifiable() throws {
        let dir = try DioramaProcess.temporaryDirectory()
        let record = dir + "/intro.replay"
        let display = try VirtualDisplay()
        let game = try DioramaWindow(["play", "shears-intro", "--next", "playground", "--seed", "8", "--record", record,
                                      "--profile", dir + "/profile"], on: display, binary: DioramaProcess.releaseExecutable)
        try game.drag(from: (360, 560), to: (470, 640))
        try game.key("Tab")
        try game.key("Return")
        usleep(2_500_000)
        try game.click(canvasX: 360, y: 400)
        try game.click(canvasX: 300, y: 380)
        try game.escapeToLauncher()
        try game.key("Escape")
        #expect(game.waitForExit() == 0)
        let intro = try expectVerifies(record, hasInput: true)
        #expect(intro?.contains("shears-intro") == true)
        let next = try expectVerifies(dir + "/profile/last.replay", hasInput: true)
        #expect(next?.contains("\"scene\":\"playground\"") == true, "last.replay keeps the session handed over to")
    }

    /// Clicks, a drag, a held arrow key, the wheel and a few keys a scene may use.
    private func playAlong(_ game: DioramaWindow) throws {
        for (x, y) in [(360.0, 520.0), (250, 700), (470, 820)] { try game.click(canvasX: x, y: y) }
        try game.drag(from: (360, 600), to: (480, 680))
        try game.click(canvasX: 360, y: 640, button: 4)
        try game.key("n")
        try game.hold("Right", seconds: 0.4)
        try game.key("space")
        usleep(600_000)
    }

    /// Verifies `path` headless in another process and returns its text.
    @discardableResult
    private func expectVerifies(_ path: String, hasInput: Bool) throws -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("\(path) was not written")
            return nil
        }
        #expect(text.contains("\"kind\":\"end\""), "\(path) has an end record")
        if hasInput { #expect(text.contains("\"kind\":\"input\""), "\(path) holds the session's input") }
        let result = try DioramaProcess.run(["replay", path, "--headless", "--verify"])
        #expect(result.status == 0, "\(path): \(result.stderr)")
        #expect(result.stdout.contains("ticks match"))
        return text
    }
}
