import Foundation
import Scripting
import Synchronization

/// Runs one `diorama` process per file, several at a time (sessions share nothing then: no fonts,
/// caches or profile), and prints each file's lines as soon as every file before it has
/// printed, so the output reads as a one-at-a-time run's.
struct ChildProcesses {
    /// What a file's process printed and how it ended.
    struct Finished: Sendable {
        var status: Int32
        var output: String
        var errors: String
        /// How long it ran, in seconds.
        var seconds: Double
    }

    /// What a file's run prints and reports.
    struct Outcome: Sendable {
        var lines: [String]
        var result: JUnitReport.Case
    }

    /// The `diorama` arguments for file `path`, the `number`-th of the run.
    var arguments: @Sendable (_ path: String, _ number: Int) -> [String]
    /// What a finished process of `path` prints and reports.
    var outcome: @Sendable (_ path: String, _ number: Int, Finished) -> Outcome

    /// Where the run is: the next file to start, the outcomes so far, how many have printed.
    private struct Progress {
        var next = 0
        var outcomes: [Outcome?]
        var printed = 0
    }

    /// Runs every one of `paths`, `jobs` at a time; their results, in the order given.
    func run(_ paths: [String], jobs: Int) -> [JUnitReport.Case] {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let progress = Mutex(Progress(outcomes: Array(repeating: nil, count: paths.count)))
        DispatchQueue.concurrentPerform(iterations: min(jobs, paths.count)) { _ in
            while true {
                let index = progress.withLock { state -> Int in
                    defer { state.next += 1 }
                    return state.next
                }
                guard index < paths.count else { return }
                let finished = Self.launch(executable, arguments(paths[index], index))
                let outcome = outcome(paths[index], index, finished)
                progress.withLock { state in
                    state.outcomes[index] = outcome
                    while state.printed < paths.count, let ready = state.outcomes[state.printed] {
                        print(ready.lines.joined(separator: "\n"))
                        state.printed += 1
                    }
                    fflush(nil)   // every output stream, so the lines reach a pipe now
                }
            }
        }
        return progress.withLock { $0.outcomes.compactMap { $0?.result } }
    }

    /// Runs `executable arguments…` to its end and reads both its pipes.
    private static func launch(_ executable: URL, _ arguments: [String]) -> Finished {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let clock = ContinuousClock(), started = clock.now
        do { try process.run() } catch {
            return Finished(status: -1, output: "", errors: "cannot start \(executable.path): \(error.localizedDescription)", seconds: 0)
        }
        // Standard error is read on another thread, so a chatty process cannot stall on either pipe.
        let errorText = Mutex("")
        let errorRead = DispatchWorkItem {
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            errorText.withLock { $0 = text }
        }
        DispatchQueue.global().async(execute: errorRead)
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        errorRead.wait()
        process.waitUntilExit()
        return Finished(status: process.terminationStatus, output: printed, errors: errorText.withLock { $0 },
                        seconds: (clock.now - started) / .seconds(1))
    }
}
