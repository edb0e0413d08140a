import ArgumentParser
import Engine
import Foundation
import Host
import RenderSDL
import Replay
import Scripting

/// `diorama replay FILE`: watch, verify or render a recorded session.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a replay in a window, verify it headless, render one of its frames, or chart its probes.",
        discussion: """
            diorama replay FILE                                  watch it in a window (pause, speed, seek)
            diorama replay FILE --headless --verify              re-simulate and compare every checkpoint; on a
                                                                 mismatch, name the state fields that differ (with
                                                                 their values if recorded with --with-states)
            diorama replay FILE --at TICK --screenshot OUT.png   render the frame after TICK ticks, headless
            diorama replay FILE --plot PROBE[,PROBE…] --out OUT.png
                                                                 chart numeric probes over every tick, headless
                                                                 (at most 4,096 samples a probe; peaks kept)
            diorama replay FILE|FOLDER… --headless --verify [--jobs N] [--shard K/N] [--junit OUT.xml]
                                                                 verify many, N at a time, or one share of them
            """)

    @Argument(help: ArgumentHelp("The replay file (JSON Lines); with --headless --verify, several files or folders of "
                                 + "*.replay files.", valueName: "file.replay"))
    var files: [String]

    @Option(help: ArgumentHelp("With several replays: how many are verified at once, each in a process of its own "
                               + "(default: the core count).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("With several replays: verify only share K of N of them (e.g. 2/4), split by path.",
                               valueName: "K/N"))
    var shard: TestShard?

    @Option(help: ArgumentHelp("With several replays: also write the results as JUnit XML to this file.", valueName: "file.xml"))
    var junit: String?

    /// The one replay watched, rendered or verified alone.
    private var file: String { files[0] }

    /// Whether several replays are verified: more than one path, a folder, or a batch option.
    private var verifiesMany: Bool {
        files.count > 1 || jobs != nil || shard != nil || junit != nil || files.contains(where: FolderFiles.isFolder)
    }

    @Flag(help: "Run without a window.")
    var headless = false

    @Flag(help: "Re-simulate as fast as possible and compare every checkpoint and the end hash.")
    var verify = false

    @Option(help: "With --screenshot: the number of ticks to run first.")
    var at: UInt64?

    @Option(help: ArgumentHelp("Render the frame at --at (or the end) to this PNG, headless.", valueName: "out.png"))
    var screenshot: String?

    @Option(help: ArgumentHelp("Chart these numeric probes (comma-separated; flags as 0 and 1) over the replay's ticks, "
                               + "headless, to --out.", valueName: "probe,…"))
    var plot: String?

    @Option(help: ArgumentHelp("With --plot: the PNG file the chart is written to.", valueName: "out.png"))
    var out: String?

    @Option(help: ArgumentHelp("Watching: the most memory seek keyframes take, in MB; the rest go to a cache file under "
                               + "$XDG_CACHE_HOME/diorama (removed on exit).", valueName: "mb"))
    var keyframeMemory = KeyframeIndex.defaultBudget >> 20

    @Option(help: ArgumentHelp("The scratch profile the replay's saves are restored into (default: a new temporary folder).", valueName: "dir"))
    var profile: String?

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("name a replay file") }
        if verifiesMany {
            guard headless && verify else {
                throw ValidationError("several replays, folders, --jobs, --shard and --junit are for --headless --verify")
            }
            guard profile == nil else { throw ValidationError("--profile is one replay's scratch profile; verify several without it") }
        }
        if let jobs, !(1...TestCommand.maxJobs).contains(jobs) {
            throw ValidationError("--jobs \(jobs) is out of range: give 1 to \(TestCommand.maxJobs) replays at a time")
        }
        guard (16...1_048_576).contains(keyframeMemory) else {
            throw ValidationError("--keyframe-memory \(keyframeMemory) is out of range: give 16 to 1048576 MB")
        }
        if verify && screenshot != nil { throw ValidationError("--verify and --screenshot are separate runs; pick one") }
        if plot != nil {
            guard out != nil else { throw ValidationError(CLIStrings.plotNeedsOut) }
            guard !verify && screenshot == nil && at == nil else {
                throw ValidationError(CLIStrings.plotAlone)
            }
            guard !verifiesMany else { throw ValidationError(CLIStrings.plotOneReplay) }
        } else if out != nil {
            throw ValidationError(CLIStrings.outNeedsPlot)
        }
        if at != nil && screenshot == nil && !verify && headless { throw ValidationError("--at needs --screenshot when headless") }
    }

    func run() throws {
        try OutputPaths.check([("--junit", junit), ("--screenshot", screenshot), ("--out", out)])
        let plotted = try plot.map(ProbePlotNames.parse)
        if verifiesMany { return try verifyAll() }
        let replay = try Replay(contentsOf: file)
        if let truncation = replay.truncation { warn(truncation) }
        // The replay's saves (users' photos among them) go to a private scratch folder that
        // goes again when the command ends, unless --profile names one.
        let scratch = profile == nil ? try Self.makePrivateFolder() : nil
        defer { if let scratch { try? FileManager.default.removeItem(atPath: scratch) } }
        let factory = makeFactory(profile: profile ?? scratch!)
        guard let scene = factory.catalog.scene(withID: replay.header.scene) else {
            throw CommandError("\(file):1: " + UnknownSceneError(id: replay.header.scene, known: factory.catalog.infos.map(\.id)).description)
        }
        do { try scene.info.checkParameters(replay.header.parameters.keys) } catch {
            throw CommandError("\(file):1: \(error)")
        }
        do {
            if let plotted, let out {
                try writePlot(replay, probes: plotted, factory: factory, to: out)
            } else {
                try play(replay, factory: factory)
            }
        } catch let error as ProbePlotError {
            throw CommandError("\(file): \(error)")
        } catch let error as SceneParameterError {
            throw CommandError("\(file):1: \(error)")
        } catch let error as ReplayHeaderMismatch {
            throw CommandError("\(file):1: \(error)")
        }
    }

    /// Verifies, renders or watches `replay`, as the options say.
    private func play(_ replay: Replay, factory: SessionFactory) throws {
        if verify {
            try runVerification(replay, factory: factory)
        } else if let screenshot {
            let player = try ReplayPlayer(replay, factory: factory)
            try player.seek(to: at ?? replay.lastTick)
            let backend = try OffscreenBackend(size: player.runner.context.canvasSize)
            let image = try backend.render(player.runner.draw(interpolation: 1), images: player.runner.context.assets)
            try image.writePNG(to: screenshot)
            print("wrote \(screenshot) at tick \(player.tick) of \(replay.lastTick), state \(player.runner.stateHash().hex16)")
        } else if headless {
            throw ValidationError("--headless needs --verify or --screenshot")
        } else {
            try watch(replay, factory: factory)
        }
    }

    /// Verifies every replay given (the `*.replay` files of folders), `--jobs` at a time, each in
    /// a `diorama replay FILE --headless --verify` process of its own; prints each one's line in
    /// the order given and "N verified, N failed".
    private func verifyAll() throws {
        let replays = try FolderFiles.expanding(files, suffix: ".replay").filter { shard?.contains($0) ?? true }
        let runs = ChildProcesses(
            arguments: { path, _ in ["replay", path, "--headless", "--verify"] },
            outcome: { path, _, finished in
                let printed = finished.output.split(separator: "\n").map(String.init)
                guard finished.status == 0 else {
                    let said = finished.errors.split(separator: "\n").map { $0.hasPrefix("Error: ") ? String($0.dropFirst(7)) : String($0) }
                    let message = said.first ?? "\(path): the verifying process ended with status \(finished.status)"
                    return ChildProcesses.Outcome(lines: ["FAIL \(message)"] + said.dropFirst().map { "  \($0)" },
                                                  result: JUnitReport.Case(file: path, seconds: finished.seconds, failure: message))
                }
                return ChildProcesses.Outcome(lines: printed, result: JUnitReport.Case(file: path, seconds: finished.seconds))
            })
        let report = JUnitReport(name: "diorama replay --verify",
                                 cases: runs.run(replays, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount))
        let failed = report.cases.filter { $0.failure != nil }.count
        if let junit {
            do { try OutputFile.writeFileOrDevice(report.xml, to: junit) } catch {
                throw CommandError("\(junit): cannot write the JUnit report: \(error.reason)")
            }
        }
        print("\(report.cases.count - failed) verified, \(failed) failed")
        if failed > 0 { throw ExitCode.failure }
    }

    /// A new folder under the temporary directory that only this user can read (mode 0700).
    private static func makePrivateFolder() throws -> String {
        var template = Array((NSTemporaryDirectory() + "diorama-replay-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CommandError(CLIStrings.noScratchFolder(errno)) }
        return String(cString: made)
    }

    private func makeFactory(profile: String) -> SessionFactory {
        SessionFactory(catalog: .hosted, assets: AssetStore(root: FileManager.default.currentDirectoryPath), profile: SaveStore(directory: profile))
    }

    /// Re-simulates `replay`, samples the probes `names` after every tick and writes their chart
    /// to `out`, drawn by the offscreen renderer.
    private func writePlot(_ replay: Replay, probes names: [String], factory: SessionFactory, to out: String) throws {
        let bar = isatty(STDERR_FILENO) != 0 ? ProgressBar() : nil
        let series = try ProbeSeries.sample(replay, probes: names, factory: factory) { done, total in bar?.show(done, of: total) }
        bar?.clear()
        let list = try ProbePlot.drawList(of: series, ticks: 0...replay.lastTick)
        let image = try OffscreenBackend(size: ProbePlot.size).render(list, images: factory.assets)
        try image.writePNG(to: out)
        print(CLIStrings.wrotePlot(out, probes: names, samples: series.map(\.samples.count).max() ?? 0, ticks: replay.lastTick))
    }

    private func runVerification(_ replay: Replay, factory: SessionFactory) throws {
        let bar = isatty(STDERR_FILENO) != 0 ? ProgressBar() : nil
        let outcome = try ReplayVerifier.verify(replay, factory: factory) { done, total in bar?.show(done, of: total) }
        bar?.clear()
        let recordedBy = "recorded by \(replay.header.engine) \(replay.header.build), verified by \(EngineVersion.string) \(EngineVersion.build)"
        if let divergence = outcome.divergence {
            throw CommandError((["\(file): replay does not match: \(divergence.summary) (\(recordedBy))"] + divergence.details)
                .joined(separator: "\n"))
        }
        if outcome.checkedNothing { throw CommandError(CLIStrings.nothingVerified(file, ticks: outcome.ticks)) }
        var line = "\(file): \(outcome.ticks) ticks match (\(outcome.checkpointsCompared) checkpoints"
        line += outcome.hadEnd ? ", end hash \(replay.end!.hash.hex16)); \(recordedBy)"
            : "); warning: no end record, so the session did not end cleanly and was verified up to its last checkpoint; \(recordedBy)"
        print(line)
    }

    private func watch(_ replay: Replay, factory: SessionFactory) throws {
        let environment = ProcessInfo.processInfo.environment
        guard Display.isAvailable(environment: environment) else {
            throw CommandError("no display to watch \(file) in; verify it with --headless --verify, or render a frame with --at TICK --screenshot OUT.png")
        }
        let keyframes = KeyframeIndex(budget: keyframeMemory << 20,
                                      cacheDirectory: KeyframeIndex.cacheDirectory(environment: environment))
        let player = try ReplayPlayer(replay, factory: factory, keyframes: keyframes)
        player.startIndexing(profile: factory.profile.scoped(to: ".indexer"))
        let warningAtStart = player.keyframeWarning
        if let warningAtStart { warn(warningAtStart) }
        let viewer = try ReplayViewer(player: player, title: "Diorama replay: \(URL(fileURLWithPath: file).lastPathComponent)",
                                      screenshotDirectory: Display.screenshotDirectory(environment: environment, profile: profile),
                                      desktop: SDLDesktop.self)
        defer {
            player.stopIndexing()
            keyframes.close()
            if let warning = player.keyframeWarning, warning != warningAtStart { warn(warning) }
        }
        try viewer.run()
    }

    /// Logs `message` as a warning on standard error.
    private func warn(_ message: String) { log.warning("\(message)") }
}

/// A one-line progress bar on standard error, redrawn in place.
private final class ProgressBar {
    private var lastPercent = -1

    func show(_ done: UInt64, of total: UInt64) {
        let percent = total == 0 ? 100 : Int(done * 100 / total)
        guard percent != lastPercent else { return }
        lastPercent = percent
        let filled = percent * 30 / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: 30 - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(percent)% tick \(done)/\(total)".utf8))
    }

    func clear() { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
}
