import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Resident memory, as the kernel counts it: this process's now, or the peak of a program run.
enum ResidentMemory {
    /// Resident set size in bytes, from `/proc/self/statm` (0 where it cannot be read).
    static func bytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// What a program run did: its exit status and the most memory it held resident.
    struct Run {
        /// The exit status (128 + the signal's number when a signal ended it).
        var status: Int32
        /// The peak resident set size in bytes: the kernel's `ru_maxrss` of that process alone,
        /// from `wait4`, so neither this process nor another child counts.
        var peakBytes: Int
    }

    /// Runs `executable` with `arguments` to its end, its output thrown away, from a fresh
    /// `diorama-bench peak-of`. The kernel starts a spawned program's peak at its spawner's peak
    /// (the two share memory until the program starts), so spawned from a suite that has held
    /// hundreds of MB, a small program would seem to peak there too.
    /// - Throws: `CocoaError` when it cannot be started or `peak-of` fails.
    static func peak(ofRunning executable: String, _ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["peak-of", "--", executable] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let fields = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(whereSeparator: \.isWhitespace)
        process.waitUntilExit()
        guard process.terminationStatus == 0, fields.count == 2, let status = Int32(fields[0]), let peak = Int(fields[1]) else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "diorama-bench peak-of \(executable) failed"])
        }
        return Run(status: status, peakBytes: peak)
    }

    /// Runs `executable` with `arguments` to its end, its output thrown away, spawned from this
    /// process (whose own peak is its floor).
    /// - Throws: `CocoaError` when it cannot be started.
    static func spawnedPeak(ofRunning executable: String, _ arguments: [String]) throws -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(executable): \(String(cString: strerror(spawned)))"])
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        // The wait status's low seven bits are the signal that ended it, else the exit status is
        // the next eight (what WIFEXITED and WEXITSTATUS read; Swift cannot call those macros).
        let signal = status & 0x7F
        return Run(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, peakBytes: usage.ru_maxrss * 1024)
    }
}
