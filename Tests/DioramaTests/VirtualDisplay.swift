import Foundation
import SceneTestSupport
import Synchronization

/// An Xvfb display of the test's own (1280 × 800; no window manager unless asked for), stopped when the test is done.
final class VirtualDisplay {
    let name: String
    private let server: Process
    private var windowManager: Process?
    /// The window manager's home folder, removed with the display.
    private var managerHome: String?

    /// The screen's size, in pixels.
    static let width = 1280, height = 800

    /// The display numbers this process has handed out: suites run in parallel, and a number
    /// whose server has not made its socket yet looks free.
    private static let taken = Mutex<Set<Int>>([])

    /// Held by the display that exists now; the next one waits for it to go.
    private static let oneAtATime = DispatchSemaphore(value: 1)

    /// The one thread tests that make displays run on (`.offPool(on: VirtualDisplay.executor)`):
    /// such a test waits in line for the one before it there, not in `oneAtATime` on a thread
    /// other tests could use.
    static let executor = BlockingExecutor(threads: 1)

    /// A display number no server uses and this process has not handed out.
    private static func freeNumber() -> Int {
        taken.withLock { taken in
            var number = 140 + Int(getpid() % 50)
            while taken.contains(number) || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { number += 1 }
            taken.insert(number)
            return number
        }
    }

    /// Starts Xvfb on a free display number and waits for it to accept clients; with
    /// `windowManager`, openbox manages its windows (title bars, close requests, fullscreen).
    init(windowManager: Bool = false) throws {
        // One display at a time: games started side by side in a loaded run sometimes never
        // showed a window within a minute.
        Self.oneAtATime.wait()
        var started = false
        defer { if !started { Self.oneAtATime.signal() } }
        let number = Self.freeNumber()
        name = ":\(number)"
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        // `-noreset`: Xvfb otherwise resets whenever its last client leaves. About one game
        // start in 60 on a loaded machine then hung for good: the server held no window at all,
        // and the game sat in its first present while Mesa cleared a back buffer of gigabytes
        // (its size read from a window that was gone). With the flag, 0 in 160 starts.
        server.arguments = [name, "-screen", "0", "\(Self.width)x\(Self.height)x24", "-nolisten", "tcp", "-noreset"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        // A loaded machine may take seconds to start the server.
        for _ in 0..<600 {
            if FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") || !server.isRunning { break }
            usleep(50_000)
        }
        if windowManager { try startWindowManager() }
        started = true
    }

    private func startWindowManager() throws {
        let manager = Process()
        manager.executableURL = URL(fileURLWithPath: "/usr/bin/openbox")
        manager.arguments = ["--sm-disable"]
        // A home of its own, removed with the display: openbox writes its log under it.
        let home = NSTemporaryDirectory() + "diorama-openbox-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        managerHome = home
        manager.environment = ["DISPLAY": name, "HOME": home]
        manager.standardOutput = FileHandle.nullDevice
        manager.standardError = FileHandle.nullDevice
        try manager.run()
        windowManager = manager
        // wmctrl answers once a window manager has claimed the screen. (A `for … where` would go
        // on asking all 600 times after it has: 30 s of wmctrl per display.)
        for _ in 0..<600 {
            if (try? output(of: "/usr/bin/wmctrl", ["-m"]))?.contains("Name:") == true { break }
            usleep(50_000)
        }
    }

    deinit {
        if let windowManager {
            kill(windowManager.processIdentifier, SIGKILL)
            windowManager.waitUntilExit()
        }
        if let managerHome { try? FileManager.default.removeItem(atPath: managerHome) }
        // SIGKILL: children of the test runner inherit its blocked signals, SIGTERM among them.
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        // A killed server leaves its socket and lock behind; without this, every run takes a
        // new display number.
        let number = name.dropFirst()
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        Self.oneAtATime.signal()
    }

    /// Runs `xdotool arguments…` on this display and returns what it printed.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        try output(of: "/usr/bin/xdotool", arguments)
    }

    /// Runs `executable arguments…` with this display and returns its standard output.
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

    /// A window's place on the screen, in screen pixels.
    struct Frame: Equatable {
        var x: Int, y: Int, width: Int, height: Int
    }

    /// The Diorama window's frame, as the X server has it (waits up to `timeout` seconds for the
    /// window to appear, then fails saying so).
    func windowFrame(timeout: Double = 60) throws -> Frame {
        let deadline = Date().addingTimeInterval(timeout)
        var output = try xdotool(["search", "--name", "Diorama", "getwindowgeometry", "--shell"])
        while !output.contains("WIDTH=") {
            guard Date() < deadline else { throw WindowWaitError(display: name, seconds: timeout) }
            usleep(100_000)
            output = try xdotool(["search", "--name", "Diorama", "getwindowgeometry", "--shell"])
        }
        var values: [String: Int] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        return Frame(x: values["X"] ?? 0, y: values["Y"] ?? 0, width: values["WIDTH"] ?? 0, height: values["HEIGHT"] ?? 0)
    }

    /// Saves the whole screen as a PNG at `path` (ImageMagick's `import`).
    func screenshot(to path: String) throws {
        _ = try output(of: "/usr/bin/import", ["-window", "root", path])
    }

}

/// No Diorama window appeared on a virtual display in time.
struct WindowWaitError: Error, CustomStringConvertible {
    var display: String
    var seconds: Double
    var description: String { "no Diorama window appeared on display \(display) within \(Int(seconds)) s" }
}
