import Foundation
import SceneTestSupport

/// Runs the built `diorama` executable, as a user would from a shell.
struct DioramaProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `diorama` binary beside the test bundle in the build folder.
    static var executable: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = bundle.deletingLastPathComponent()
        while dir.path != "/" {
            let candidate = dir.appendingPathComponent("diorama")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            dir.deleteLastPathComponent()
        }
        fatalError("no diorama executable above \(bundle.path); run `swift build` first")
    }

    /// The release build of `diorama`, which `tools/test` builds before the tests: what users
    /// run, and many times faster than the debug build at simulating.
    static var releaseExecutable: URL {
        executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("release/diorama")
    }

    /// Runs `diorama arguments…` (the debug build unless `binary` says otherwise) with
    /// `environment` (no display by default), in `directory` (default: this process's), and waits.
    static func run(_ arguments: [String], environment: [String: String] = [:], binary: URL? = nil,
                    directory: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary ?? executable
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        env["SDL_VIDEODRIVER"] = nil
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Standard error is read on another thread, so a child filling one pipe while this
        // thread waits on the other cannot stall both.
        var stderr = Data()
        let errorRead = DispatchWorkItem { stderr = err.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(execute: errorRead)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A fresh temporary folder (removed when the tests end, if the test has not; see `ScratchFolders`).
    static func temporaryDirectory() throws -> String {
        try ScratchFolders.make("diorama-cli")
    }
}
