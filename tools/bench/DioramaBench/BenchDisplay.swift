import ArgumentParser
import Foundation

/// The X display a window benchmark draws on: the one set in `DISPLAY`, or an Xvfb the bench
/// starts (and stops) itself when none is set.
struct BenchDisplay {
    /// The Xvfb the bench started, if it did.
    private let server: Process?

    /// Uses `DISPLAY` when set; otherwise starts Xvfb on a free display number and points
    /// `DISPLAY` (and SDL) at it.
    /// - Throws: `ValidationError` when Xvfb is missing or does not come up within 10 s.
    static func ensure() throws -> BenchDisplay {
        if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty {
            return BenchDisplay(server: nil)
        }
        let xvfb = "/usr/bin/Xvfb"
        guard FileManager.default.isExecutableFile(atPath: xvfb) else {
            throw ValidationError("no DISPLAY and no \(xvfb) to start one (install xvfb, or pass --frames 0)")
        }
        guard let number = (90...120).first(where: { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
                                                     && !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") }) else {
            throw ValidationError("no free X display number in :90...:120 for Xvfb")
        }
        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        // `-noreset`, as the window tests' displays (see `VirtualDisplay` there): a reset when
        // the last client leaves can strand a window that is just being made.
        server.arguments = [":\(number)", "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            usleep(100_000)
        }
        guard FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") else {
            server.terminate()
            throw ValidationError("Xvfb :\(number) did not start within 10 s")
        }
        setenv("DISPLAY", ":\(number)", 1)
        unsetenv("SDL_VIDEODRIVER")
        return BenchDisplay(server: server)
    }

    /// Stops the Xvfb the bench started, and unsets the `DISPLAY` that named it.
    func stop() {
        guard let server else { return }
        server.terminate()
        server.waitUntilExit()
        unsetenv("DISPLAY")
    }
}
