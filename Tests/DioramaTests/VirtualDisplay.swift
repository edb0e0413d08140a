import Foundation

/// An Xvfb display of the test's own (1280 × 800), stopped when the test is done.
final class VirtualDisplay {
    let name: String
    private let server: Process
    private var windowManager: Process?

    /// Starts Xvfb on a free display number and waits for it to accept clients; with
    /// `windowManager`, openbox manages its windows (title bars, close requests, fullscreen).
    init(windowManager: Bool = false) throws {
        var number = 140 + Int(getpid() % 50)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { number += 1 }
        name = ":\(number)"
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = [name, "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            usleep(50_000)
        }
        if windowManager { try startWindowManager() }
    }

    private func startWindowManager() throws {
        let manager = Process()
        manager.executableURL = URL(fileURLWithPath: "/usr/bin/openbox")
        manager.arguments = ["--sm-disable"]
        manager.environment = ["DISPLAY": name, "HOME": NSTemporaryDirectory()]
        manager.standardOutput = FileHandle.nullDevice
        manager.standardError = FileHandle.nullDevice
        try manager.run()
        windowManager = manager
        // wmctrl answers once a window manager has claimed the screen.
        for _ in 0..<100 where (try? output(of: "/usr/bin/wmctrl", ["-m"]))?.contains("Name:") != true {
            usleep(50_000)
        }
    }

    deinit {
        if let windowManager {
            kill(windowManager.processIdentifier, SIGKILL)
            windowManager.waitUntilExit()
        }
        // SIGKILL: children of the test runner inherit its blocked signals, SIGTERM among them.
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }

    /// Runs `executable arguments…` on this display and returns what it printed.
    func output(of executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ["DISPLAY": name]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Runs `xdotool arguments…` on this display.
    func xdotool(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        process.environment = ["DISPLAY": name]
        try process.run()
        process.waitUntilExit()
    }

    /// Clicks the canvas point (x, y) of a 450 × 800 Diorama window centred at the top of the screen.
    func click(canvasX x: Double, y: Double) throws {
        try xdotool(["mousemove", String(Int(415 + x * 0.625)), String(Int(y * 0.625)), "click", "1"])
    }
}
