import ArgumentParser
import Engine
import Foundation
import RenderSDL
import Replay
import Scripting
import Synchronization

/// `diorama test [PATH…]`: runs scene scripts headless and reports each (see `SceneScript` for
/// the script format).
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run scripted scene tests headless.",
        discussion: """
            Each PATH is a script or a folder, whose *.yml files are the scripts; with no PATH, every \
            scenes/*/tests/*.yml under the current folder runs (the layout of Diorama's checkout and of a \
            package `diorama new-scene` writes). Prints PASS or FAIL for each script, then \
            "N passed, N failed", and exits 0 only when every script passed. A failing script keeps its \
            replay beside it as NAME.failed.replay: watch it with `diorama replay FILE`. With \
            DIORAMA_RECORD=1 in the environment, screenshot steps record their frames as the new goldens. \
            With --keyframes, each passing script's replay is also sought through its keyframes: every \
            restored session must go on exactly as the straight run did (what proves a scene's saveState \
            and restore keep everything). Scripts run --jobs at a time, each in a process of its own, and \
            their results print in the order given; --shard K/N runs only the K-th of N shares of them, split \
            by path, so N machines (a CI matrix, a Kubernetes Indexed Job) each run theirs and \
            `diorama junit merge` joins their reports.
            """)

    @Argument(help: ArgumentHelp("Scripts, or folders of scripts (default: every scenes/*/tests/*.yml here).",
                                 valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Also write the results as JUnit XML to this file.", valueName: "file.xml"))
    var junit: String?

    @Option(name: .customLong("replay-out"),
            help: ArgumentHelp("Keep the script's replay in this file, pass or fail (one script only).",
                               valueName: "file.replay"))
    var replayOut: String?

    @Option(help: ArgumentHelp(
        "The profile folder the scenes save in (default: a fresh temporary folder for each script).",
        valueName: "dir"))
    var profile: String?

    @Flag(help: "Also restore each passing script's session from keyframes and check it goes on as the straight run.")
    var keyframes = false

    @Option(help: ArgumentHelp("How many scripts run at once, each in a process of its own (default: the core count; "
                               + "one at a time with --profile, which they would share).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Run only share K of N of the scripts (e.g. 2/4), split by path: N machines given 1/N "
                               + "to N/N run every script once.", valueName: "K/N"))
    var shard: TestShard?

    /// The most scripts run at once.
    static let maxJobs = 256

    func validate() throws {
        if let jobs, !(1...Self.maxJobs).contains(jobs) {
            throw ValidationError("--jobs \(jobs) is out of range: give 1 to \(Self.maxJobs) scripts at a time")
        }
    }

    func run() throws {
        try OutputPaths.check([("--junit", junit), ("--replay-out", replayOut)])
        let scripts = try scriptPaths().filter { shard?.contains($0) ?? true }
        if let replayOut, scripts.count != 1 {
            throw ValidationError("--replay-out \(replayOut) keeps one script's replay, but \(scripts.count) scripts "
                                  + "were given; name one script (a failing script always keeps its replay as "
                                  + "NAME.failed.replay)")
        }
        let recordsGoldens = ProcessInfo.processInfo.environment["DIORAMA_RECORD"] == "1"
        let scratch = NSTemporaryDirectory() + "diorama-test-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }

        var report = JUnitReport(name: "diorama test")
        let workers = profile == nil && replayOut == nil ? min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, scripts.count) : 1
        if workers > 1 {
            report.cases = try Self.inProcesses(scripts, jobs: workers, keyframes: keyframes, scratch: scratch)
        } else {
            let clock = ContinuousClock()
            for (index, path) in scripts.enumerated() {
                let started = clock.now
                let outcome = test(path, profile: profile ?? "\(scratch)/\(index)", recordsGoldens: recordsGoldens)
                let elapsed = clock.now - started
                print(outcome.lines.joined(separator: "\n"))
                fflush(nil)   // every output stream: the line reaches a pipe before the next script runs
                report.cases.append(JUnitReport.Case(
                    file: path, seconds: elapsed / .seconds(1),
                    failure: outcome.failure, details: outcome.lines.dropFirst().joined(separator: "\n")))
            }
        }
        let failed = report.cases.filter { $0.failure != nil }.count
        var reportError: OutputFileError?
        if let junit {
            do {
                try OutputFile.writeFileOrDevice(report.xml, to: junit)
            } catch {
                reportError = error
            }
        }
        print("\(report.cases.count - failed) passed, \(failed) failed")
        if let reportError, let junit {
            throw CommandError("\(junit): cannot write the JUnit report: \(reportError.reason)")
        }
        if failed > 0 { throw ExitCode.failure }
    }

    /// What one script's test prints: its PASS or FAIL line and notes under it, and the failure
    /// as a report states it.
    private struct Outcome {
        var lines: [String]
        var failure: String?
    }

    /// Runs the script at `path` in a session saving under `profile`.
    private func test(_ path: String, profile: String, recordsGoldens: Bool) -> Outcome {
        let result: ScriptResult
        do {
            let factory = try Self.factory(profile: profile)
            let runner = ScriptRunner(factory: factory, makeRenderer: { try OffscreenBackend(size: $0) },
                                      recordsGoldens: recordsGoldens)
            result = try runner.run(try SceneScript(contentsOf: path))
        } catch {
            return Outcome(lines: ["FAIL \(error)"], failure: "\(error)")
        }
        var notes = result.recordedGoldens.map { "  recorded golden \($0) (DIORAMA_RECORD=1)" }
        if let replayOut {
            do {
                try OutputFile.writeFileOrDevice(result.replay.jsonLines, to: replayOut)
                notes.append("  replay: \(replayOut)")
            } catch {
                let message = "\(replayOut): cannot write the replay: \(error.reason)"
                return Outcome(lines: ["FAIL \(path): \(message)"] + notes, failure: message)
            }
        }
        guard let failure = result.failure else {
            let differences = keyframes ? audit(result.replay, profile: profile + "-keyframes") : []
            if !differences.isEmpty {
                let summary = "\(path): a session restored from a keyframe went on differently"
                return Outcome(lines: ["FAIL \(summary)"] + notes + differences.map { "  \($0)" }, failure: summary)
            }
            return Outcome(lines: ["PASS \(path) (\(result.ticks) ticks)"] + notes)
        }
        notes += failure.artifacts.map { "  \($0)" }
        if let kept = result.failedReplay { notes.append("  replay: \(kept) (watch it: diorama replay \(kept))") }
        return Outcome(lines: ["FAIL \(path) \(failure.summary)"] + notes, failure: failure.summary)
    }

    /// What differs when `replay`'s keyframes are restored (see `KeyframeAudit`), in sessions
    /// saving under `profile`; the error itself when a session cannot start.
    private func audit(_ replay: Replay, profile: String) -> [String] {
        do {
            let factory = try Self.factory(profile: profile)
            return try KeyframeAudit(factory: factory).differences(in: replay)
        } catch {
            return ["\(error)"]
        }
    }

    /// Runs `scripts` `jobs` at a time, each in a `diorama test` process of its own writing a JUnit
    /// report into `scratch`; their results, in the order given.
    private static func inProcesses(_ scripts: [String], jobs: Int, keyframes: Bool, scratch: String) throws -> [JUnitReport.Case] {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let runs = ChildProcesses(
            arguments: { path, number in
                ["test", path, "--jobs", "1", "--junit", "\(scratch)/\(number).xml"] + (keyframes ? ["--keyframes"] : [])
            },
            outcome: { path, number, finished in
                // The process's own "1 passed, 0 failed" line is left out: the run prints one for all.
                var lines = finished.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                while let last = lines.last, last.isEmpty || last.hasSuffix(" failed") && last.contains(" passed, ") { lines.removeLast() }
                lines += finished.errors.split(separator: "\n").map { "  \($0)" }
                let junit = "\(scratch)/\(number).xml"
                let report = (try? Data(contentsOf: URL(fileURLWithPath: junit))).flatMap { try? JUnitReport(xml: $0, name: "", file: junit) }
                guard var result = report?.cases.first else {
                    let message = "\(path): the test process ended (status \(finished.status)) without a report"
                    return ChildProcesses.Outcome(lines: lines.isEmpty ? ["FAIL \(message)"] : lines,
                                                  result: JUnitReport.Case(file: path, seconds: finished.seconds, failure: message))
                }
                result.seconds = finished.seconds
                return ChildProcesses.Outcome(lines: lines, result: result)
            })
        return runs.run(scripts, jobs: jobs)
    }

    /// A factory for sessions saving under `profile`, as `--profile` makes one.
    private static func factory(profile: String) throws -> SessionFactory {
        try SessionOptions.parse(["--profile", profile]).makeFactory()
    }

    /// The scripts to run, as paths to print: the given files, the *.yml files of the given
    /// folders, or every `scenes/*/tests/*.yml` under the current folder.
    private func scriptPaths() throws -> [String] {
        guard paths.isEmpty else { return try FolderFiles.expanding(paths, suffix: ".yml") }
        let scenes = FileManager.default.currentDirectoryPath + "/scenes"
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: scenes)) ?? []
        let scripts = try folders.sorted().flatMap { scene -> [String] in
            let tests = "\(scenes)/\(scene)/tests"
            return FileManager.default.fileExists(atPath: tests) ? try FolderFiles.files(in: tests, suffix: ".yml") : []
        }
        guard !scripts.isEmpty else { throw CommandError("no scene scripts in \(scenes)/*/tests/*.yml") }
        let here = FileManager.default.currentDirectoryPath + "/"
        return scripts.map { $0.hasPrefix(here) ? String($0.dropFirst(here.count)) : $0 }
    }
}
