import Foundation
import Scripting
import Synchronization

/// Runs scene scripts several at a time, each in a `diorama test` process of its own (sessions
/// share nothing then: no fonts, caches or profile), and prints each script's lines as soon as
/// every script before it has printed, so the output reads as a one-at-a-time run's.
struct ScriptProcesses {
    /// Whether each script's keyframes are audited too (`--keyframes`).
    var keyframes: Bool
    /// A folder for the processes' JUnit reports.
    var scratch: String

    /// What one script's process printed and reported.
    private struct Outcome: Sendable {
        var lines: [String]
        var result: JUnitReport.Case
    }

    /// Where the run is: the next script to start, the outcomes so far, how many have printed.
    private struct Progress {
        var next = 0
        var outcomes: [Outcome?]
        var printed = 0
    }

    /// Runs `scripts`, `jobs` at a time; their results, in the order given.
    func run(_ scripts: [String], jobs: Int) throws -> [JUnitReport.Case] {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let progress = Mutex(Progress(outcomes: Array(repeating: nil, count: scripts.count)))
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while true {
                let index = progress.withLock { state -> Int in
                    defer { state.next += 1 }
                    return state.next
                }
                guard index < scripts.count else { return }
                let outcome = test(scripts[index], number: index, executable: executable)
                progress.withLock { state in
                    state.outcomes[index] = outcome
                    while state.printed < scripts.count, let ready = state.outcomes[state.printed] {
                        print(ready.lines.joined(separator: "\n"))
                        state.printed += 1
                    }
                    fflush(nil)   // every output stream, so the lines reach a pipe now
                }
            }
        }
        return progress.withLock { $0.outcomes.compactMap { $0?.result } }
    }

    /// Runs `diorama test PATH` in a process of its own and reads what it printed and reported.
    private func test(_ path: String, number: Int, executable: URL) -> Outcome {
        let junit = "\(scratch)/\(number).xml"
        let process = Process()
        process.executableURL = executable
        process.arguments = ["test", path, "--jobs", "1", "--junit", junit] + (keyframes ? ["--keyframes"] : [])
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let clock = ContinuousClock(), started = clock.now
        do { try process.run() } catch {
            let message = "\(path): cannot start \(executable.path): \(error.localizedDescription)"
            return Outcome(lines: ["FAIL \(message)"], result: JUnitReport.Case(file: path, seconds: 0, failure: message))
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
        let seconds = (clock.now - started) / .seconds(1)
        // The process's own "1 passed, 0 failed" line is left out: the run prints one for all.
        var lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let last = lines.last, last.isEmpty || last.hasSuffix(" failed") && last.contains(" passed, ") { lines.removeLast() }
        lines += errorText.withLock { $0 }.split(separator: "\n").map { "  \($0)" }
        let report = (try? Data(contentsOf: URL(fileURLWithPath: junit))).flatMap { try? JUnitReport(xml: $0, name: "", file: junit) }
        guard var result = report?.cases.first else {
            let message = "\(path): the test process ended (status \(process.terminationStatus)) without a report"
            return Outcome(lines: lines.isEmpty ? ["FAIL \(message)"] : lines, result: JUnitReport.Case(file: path, seconds: seconds, failure: message))
        }
        result.seconds = seconds
        return Outcome(lines: lines, result: result)
    }
}
