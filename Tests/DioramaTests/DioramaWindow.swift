import Foundation
import SceneTestSupport

/// A `diorama` process playing in a window on a `VirtualDisplay`, driven as a user would.
final class DioramaWindow {
    let display: VirtualDisplay
    private(set) var process: Process
    /// The X window id of the Diorama window.
    private(set) var window = ""
    /// Where the process's standard error goes (a file, so a chatty process never blocks on a pipe).
    private let errorPath = ScratchFolders.path("diorama-window", suffix: ".log")

    /// Starts `binary arguments…` (the release build users play by default) on `display` and
    /// waits for its window to show.
    ///
    /// A game still running without a window after a minute was seen, rarely, on a loaded
    /// machine when Xvfb reset as the game connected (`VirtualDisplay` now keeps it from
    /// resetting). Should one show again, the timeout and the game's thread stacks are printed
    /// to the test log, and the game is started once more.
    init(_ arguments: [String], on display: VirtualDisplay, binary: URL = DioramaProcess.releaseExecutable) throws {
        self.display = display
        process = try Self.start(binary, arguments, on: display, errorPath: errorPath)
        do {
            try findWindow()
        } catch let timeout as WindowTimeout where !timeout.exited {
            print("DioramaWindow: starting the game again after: \(timeout)")
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            process = try Self.start(binary, arguments, on: display, errorPath: errorPath)
            try findWindow()
        }
    }

    /// Runs `binary arguments…` on `display`, its standard error into `errorPath`.
    private static func start(_ binary: URL, _ arguments: [String], on display: VirtualDisplay,
                              errorPath: String) throws -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display.name
        env["WAYLAND_DISPLAY"] = nil
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        try process.run()
        return process
    }

    /// Waits up to `seconds` for the (newest) Diorama window, e.g. again after a scene hands over.
    /// - Throws: `WindowTimeout` when none shows in time.
    func findWindow(seconds: Double = 60) throws {
        for _ in 0..<Int(seconds * 10) {
            let ids = try display.output(of: "/usr/bin/xdotool", ["search", "--name", "^Diorama"])
            if let last = ids.split(separator: "\n").last {
                window = String(last)
                usleep(400_000)
                return
            }
            guard process.isRunning else { break }
            usleep(100_000)
        }
        throw WindowTimeout(arguments: process.arguments ?? [], seconds: seconds, exited: !process.isRunning,
                            diagnosis: diagnosis())
    }

    /// The window's inside size in screen pixels.
    func size() throws -> (width: Double, height: Double) {
        let text = try display.output(of: "/usr/bin/xdotool", ["getwindowgeometry", window])
        guard let line = text.split(separator: "\n").first(where: { $0.contains("Geometry:") }),
              let spec = line.split(separator: " ").last else { return (450, 800) }
        let parts = spec.split(separator: "x").compactMap { Double($0) }
        return parts.count == 2 ? (parts[0], parts[1]) : (450, 800)
    }

    /// The window point showing canvas point (x, y) of the 720 × 1280 canvas, letterboxed.
    func windowPoint(canvasX x: Double, y: Double) throws -> (Int, Int) {
        let (w, h) = try size()
        let scale = min(w / 720, h / 1280)
        return (Int((w - 720 * scale) / 2 + x * scale), Int((h - 1280 * scale) / 2 + y * scale))
    }

    /// Moves the pointer to canvas point (x, y).
    func move(canvasX x: Double, y: Double) throws {
        let (wx, wy) = try windowPoint(canvasX: x, y: y)
        try display.xdotool(["mousemove", "--window", window, String(wx), String(wy)])
        usleep(60_000)
    }

    /// Clicks canvas point (x, y) with `button` (1 primary, 3 secondary, 4/5 the wheel).
    func click(canvasX x: Double, y: Double, button: Int = 1) throws {
        try move(canvasX: x, y: y)
        try display.xdotool(["click", String(button)])
        usleep(120_000)
    }

    /// Drags with the primary button from one canvas point to another in a few steps.
    func drag(from start: (Double, Double), to end: (Double, Double)) throws {
        try move(canvasX: start.0, y: start.1)
        try display.xdotool(["mousedown", "1"])
        for step in 1...6 {
            let t = Double(step) / 6
            try move(canvasX: start.0 + (end.0 - start.0) * t, y: start.1 + (end.1 - start.1) * t)
        }
        try display.xdotool(["mouseup", "1"])
        usleep(120_000)
    }

    /// Presses and releases `key` (an X key name, e.g. "Escape", "Right", "n").
    func key(_ key: String) throws {
        try display.xdotool(["key", key])
        usleep(250_000)
    }

    /// Presses Esc as a user does until the scene has left for the launcher (the window's title is
    /// the launcher's, "Diorama"): a scene's own layers, a focused text field or a form take the
    /// first presses. Up to `presses` presses.
    /// - Throws: `WindowTimeout` when the launcher never shows.
    func escapeToLauncher(presses: Int = 6) throws {
        // A loaded machine may take seconds to show the launcher, and an Esc pressed before it
        // shows would quit the game: each press waits 5 s for it.
        for _ in 0..<presses where process.isRunning {
            try key("Escape")
            if try showsLauncher(within: 5) { return }
        }
        throw WindowTimeout(arguments: process.arguments ?? [], seconds: Double(presses) * 5.25, exited: !process.isRunning,
                            awaited: "no launcher after \(presses) presses of Esc", diagnosis: diagnosis())
    }

    /// Whether the window's title becomes the launcher's, "Diorama", within `seconds`.
    func showsLauncher(within seconds: Double) throws -> Bool {
        for _ in 0..<Int(seconds * 10) {
            if try display.output(of: "/usr/bin/xdotool", ["getwindowname", window]) == "Diorama\n" { return true }
            usleep(100_000)
        }
        return false
    }

    /// Holds `key` down for `seconds`.
    func hold(_ key: String, seconds: Double) throws {
        try display.xdotool(["keydown", key])
        usleep(UInt32(seconds * 1e6))
        try display.xdotool(["keyup", key])
    }

    /// Asks the window manager to close the window, as its close button does; asks again each
    /// second for up to `seconds` while the process runs (a busy window manager may not have
    /// taken the window on yet).
    func close(seconds: Int = 20) throws {
        let id = "0x" + String(Int(window) ?? 0, radix: 16)
        for _ in 0..<seconds where process.isRunning {
            _ = try display.output(of: "/usr/bin/wmctrl", ["-i", "-c", id])
            for _ in 0..<10 where process.isRunning { usleep(100_000) }
        }
    }

    /// Waits up to `seconds` for the process to exit (then kills it) and returns its status.
    @discardableResult
    func waitForExit(seconds: Double = 15) -> Int32 {
        for _ in 0..<Int(seconds * 20) where process.isRunning { usleep(50_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// What a timeout reports besides itself: the display's windows, the process's last words
    /// and, while it runs, its threads' stacks (where gdb is installed).
    private func diagnosis() -> String {
        let windows = (try? display.output(of: "/usr/bin/xdotool", ["search", "--name", "."])) ?? "(xdotool failed)"
        let names = windows.split(separator: "\n").map { id in
            (try? display.output(of: "/usr/bin/xdotool", ["getwindowname", String(id)]))?
                .trimmingCharacters(in: .newlines) ?? "?"
        }
        var stacks = ""
        if process.isRunning, FileManager.default.isExecutableFile(atPath: "/usr/bin/gdb") {
            let trace = try? display.output(of: "/usr/bin/gdb", ["-p", String(process.processIdentifier), "-batch", "-nx",
                                                              "-ex", "thread apply all bt 12"])
            stacks = "; stacks: " + String((trace ?? "(gdb failed)").suffix(6000))
        }
        return "windows on \(display.name): \(names); standard error: \(errorOutput.suffix(2000))" + stacks
    }

    /// What the process wrote to standard error so far.
    var errorOutput: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }

    /// Never leaves a game behind, even when a test gave up on it early.
    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: errorPath)
    }
}

/// No Diorama window showed in time.
struct WindowTimeout: Error, CustomStringConvertible {
    var arguments: [String]
    var seconds: Double
    var exited: Bool
    /// What did not show.
    var awaited = "no window"
    /// The display's windows and the process's standard error, for finding out why.
    var diagnosis = ""

    var description: String {
        "diorama \(arguments.joined(separator: " ")): \(awaited) within \(seconds) s" + (exited ? " (the process exited)" : "")
            + "\n" + diagnosis
    }
}
