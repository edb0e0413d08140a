import Foundation

/// An Xvfb display of the test's own (1280 × 800), stopped when the test is done.
final class VirtualDisplay {
    let name: String
    private let server: Process

    /// Starts Xvfb on a free display number and waits for it to accept clients.
    init() throws {
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
    }

    deinit {
        // SIGKILL: children of the test runner inherit its blocked signals, SIGTERM among them.
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
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
