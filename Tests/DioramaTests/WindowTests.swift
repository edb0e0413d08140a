import Foundation
import Imaging
import Testing

/// The window under Xvfb without a window manager: its size, fullscreen, screenshots and what it
/// keeps in the profile.
@Suite(.serialized, .offPool(on: VirtualDisplay.executor)) struct WindowTests {
    /// How many distinct colours the screen's pixels inside `frame` have (every 8th pixel).
    static func colours(in path: String, frame: VirtualDisplay.Frame) throws -> Int {
        let image = try Image(contentsOfPNG: path)
        var colours = Set<UInt32>()
        for y in stride(from: frame.y, to: min(frame.y + frame.height, image.height), by: 8) {
            for x in stride(from: frame.x, to: min(frame.x + frame.width, image.width), by: 8) {
                let c = image[x: x, y: y]
                colours.insert(UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b))
            }
        }
        return colours.count
    }

    @Test func theWindowFitsTheScreenAndFullscreenShowsTheSceneThenRestoresIt() throws {
        let display = try VirtualDisplay()
        let dir = try DioramaProcess.temporaryDirectory()
        let game = try DioramaWindow(["play", "playground", "--param", "bodies=40", "--profile", dir + "/profile"], on: display)
        let windowed = try display.windowFrame()
        // The largest 720:1280 window that fits 1280 × 800 with a 32 px margin, centred.
        #expect(windowed == VirtualDisplay.Frame(x: 433, y: 32, width: 414, height: 736))

        try display.xdotool(["key", "F11"])
        usleep(1_000_000)
        let screen = VirtualDisplay.Frame(x: 0, y: 0, width: VirtualDisplay.width, height: VirtualDisplay.height)
        let fullscreen = try display.windowFrame()
        #expect(fullscreen == screen)
        try display.screenshot(to: dir + "/fullscreen.png")
        // Not blank: the playground's bodies, in the middle of the screen where the canvas now is.
        let canvas = VirtualDisplay.Frame(x: 415, y: 0, width: 450, height: 800)
        #expect(try Self.colours(in: dir + "/fullscreen.png", frame: canvas) > 8)
        try game.click(canvasX: 360, y: 300)   // the letterbox maps clicks to the canvas

        try display.xdotool(["key", "F11"])
        usleep(800_000)
        #expect(try display.windowFrame() == windowed, "leaving fullscreen puts the window back")
        try display.screenshot(to: dir + "/windowed.png")
        #expect(try Self.colours(in: dir + "/windowed.png", frame: windowed) > 8)
        try game.escapeToLauncher()
        try game.key("Escape")
        game.waitForExit()
        #expect(game.process.terminationStatus == 0)
    }

    @Test func theShearsIntroHandsOverToTheLauncherWithoutItsParameters() throws {
        let display = try VirtualDisplay()
        let dir = try DioramaProcess.temporaryDirectory()
        let game = try DioramaWindow(["play", "shears-intro", "--profile", dir + "/profile"], on: display)
        try game.click(canvasX: 360, y: 1056)   // Continue as guest: hands over with entry=guest
        #expect(try game.showsLauncher(within: 10), "the launcher's window title")
        #expect(game.process.isRunning)
        try display.xdotool(["key", "Escape"])
        game.waitForExit()
        let log = game.errorOutput
        #expect(game.process.terminationStatus == 0, "\(log)")
    }

    @Test func theProfileKeepsTheWindowsFrameAndTheScreenshotsAndTheLogNamesTheRecording() throws {
        let display = try VirtualDisplay()
        let dir = try DioramaProcess.temporaryDirectory()
        let profile = dir + "/profile", replay = dir + "/session.replay"
        let first = try DioramaWindow(["play", "playground", "--record", replay, "--profile", profile], on: display)
        try display.xdotool(["search", "--name", "Diorama", "windowsize", "%@", "360", "640", "windowmove", "%@", "100", "50"])
        usleep(500_000)
        try display.xdotool(["key", "F12"])
        usleep(500_000)
        try first.escapeToLauncher()
        try first.key("Escape")
        first.waitForExit()
        let log = first.errorOutput
        #expect(first.process.terminationStatus == 0)
        #expect(log.contains("diorama: recorded playground to \(replay)\n"), "\(log)")
        #expect(!log.contains("[diorama]"))
        let shots = try FileManager.default.contentsOfDirectory(atPath: profile + "/screenshots")
        #expect(shots.count == 1 && shots[0].hasPrefix("diorama-playground") && shots[0].hasSuffix(".png"),
                "F12 with --profile keeps the screenshot in the profile")
        #expect(try String(contentsOfFile: profile + "/window.json", encoding: .utf8)
                == #"{"height":640,"width":360,"x":100,"y":50}"#)

        let second = try DioramaWindow(["play", "playground", "--profile", profile], on: display)
        #expect(try display.windowFrame() == VirtualDisplay.Frame(x: 100, y: 50, width: 360, height: 640), "restored")
        try second.escapeToLauncher()
        try second.key("Escape")
        second.waitForExit()

        try "{\"x\": 1".write(toFile: profile + "/window.json", atomically: true, encoding: .utf8)
        let third = try DioramaWindow(["play", "playground", "--profile", profile], on: display)
        #expect(try display.windowFrame() == VirtualDisplay.Frame(x: 433, y: 32, width: 414, height: 736),
                "a damaged file is ignored")
        try third.escapeToLauncher()
        try third.key("Escape")
        third.waitForExit()
        let warning = third.errorOutput
        #expect(third.process.terminationStatus == 0)
        #expect(warning.contains("diorama: warning: \(profile)/window.json: is not a window frame"), "\(warning)")
    }
}
