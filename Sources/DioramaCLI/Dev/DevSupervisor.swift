import Engine
import Foundation
import Glibc
import Host

/// Runs a `diorama dev` session: plays the scene in a player process (this executable's `play
/// --dev-session`), watches the package's sources, rebuilds the product on a change while the
/// player plays on, and hands the session over to the rebuilt binary, which re-simulates the
/// recorded input and goes on at the same tick and window frame; the old window stays up until
/// the new one is. F7 in the player rewinds: the same binary goes on a few seconds earlier.
final class DevSupervisor {
    /// What the session plays and builds.
    struct Settings {
        /// The package's folder.
        var root: String
        /// The product `swift build` makes: this executable's name.
        var product: String
        /// `debug` or `release`, as this executable was built.
        var configuration: String
        /// The scene played, its seed and its `--param` arguments.
        var scene: String
        var seed: UInt64
        var parameters: [String]
        /// The profile the player saves in.
        var profile: String
        /// Where the player appends its probes each second, if anywhere.
        var probeLog: String?
        /// The session's private folder: hand-overs, binaries, the build log, the scratch profile.
        var folder: String
    }

    /// A player process and its pipes.
    private struct Player {
        let process: Process
        let input: FileHandle
        let generation: Int
        /// When it started, in monotonic nanoseconds.
        let started: UInt64
        /// What it goes on from, nil for a fresh session.
        let resumed: DevHandOver?
        var shown = false
    }

    private let settings: Settings
    private let events = DevEvents()
    private var debounce = ChangeDebounce()
    private var player: Player?
    /// The player that handed over, its window kept on screen until the next one's is up.
    private var leaving: Player?
    private var generation = 0
    /// The binary players start from: a hard link to the last good build's product, so a build
    /// under way never changes it.
    private var binary: String
    private var build: (process: Process, started: UInt64, log: FileHandle)?
    private var buildErrors: [String] = []
    private var buildTail: [String] = []
    private var rebuildWanted = false

    init(settings: Settings) throws {
        self.settings = settings
        binary = try Self.keep(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path, generation: 0,
                               in: settings.folder, product: settings.product)
    }

    /// Runs until the player's window is closed.
    func run() throws {
        signal(SIGPIPE, SIG_IGN)   // a player gone mid-message is seen when it exits
        let watcher = try SourceWatcher(root: settings.root)
        let events = self.events
        Thread.detachNewThread {
            while true {
                let changed = watcher.waitForChanges()
                if !changed.isEmpty { events.post(.sourcesChanged(changed)) }
            }
        }
        // Ctrl-C or a kill ends the session as closing the window does, so its folder goes too.
        let interruptions = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number)
            source.setEventHandler { events.post(.interrupted) }
            source.resume()
            return source
        }
        defer { interruptions.forEach { $0.cancel() } }
        log.info("\(CLIStrings.devWatching(settings.root))")
        try startPlayer(resuming: nil)
        while true {
            let event = events.next(timeout: debounce.wait(from: RealTimeDriver.nowNanoseconds()))
            switch event {
            case .sourcesChanged: debounce.noteChange(at: RealTimeDriver.nowNanoseconds())
            case .buildLine(let line): take(line)
            case .buildEnded(let status): try buildEnded(status)
            case .report(let report, let generation): try noted(report, generation: generation)
            case .playerExited(let status, let generation):
                if generation == leaving?.generation { leaving = nil }
                guard generation == player?.generation else { break }
                if try !playerExited(status) { return }
            case .interrupted:
                build?.process.terminate()
                player?.process.terminate()
                leaving?.process.terminate()
                return
            case nil: break
            }
            if debounce.takeSettled(at: RealTimeDriver.nowNanoseconds()) {
                if build == nil { try startBuild() } else { rebuildWanted = true }
            }
        }
    }

    // MARK: - The player

    /// Starts the player on `binary`: afresh, or going on from `handOver`. A message for the user
    /// (`notice`) is shown in its window.
    private func startPlayer(resuming handOver: DevHandOver?, notice: String? = nil) throws {
        generation += 1
        var arguments = ["play", settings.scene, "--dev-session", "--seed", String(settings.seed),
                         "--profile", settings.profile] + settings.parameters.flatMap { ["--param", $0] }
        if let probeLog = settings.probeLog { arguments += ["--probe-log", probeLog] }
        if let handOver {
            let file = settings.folder + "/hand-over-\(generation).json"
            try JSONEncoder().encode(handOver).write(to: URL(fileURLWithPath: file))
            arguments += ["--resume", file]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do { try process.run() } catch { throw CommandError(CLIStrings.devCannotStart(binary, error)) }
        player = Player(process: process, input: input.fileHandleForWriting, generation: generation,
                        started: RealTimeDriver.nowNanoseconds(), resumed: handOver)
        let events = self.events, generation = self.generation
        Thread.detachNewThread {
            let decoder = JSONDecoder()
            for line in LineReader(output.fileHandleForReading) {
                // Lines that are not reports (a scene that prints) are left alone.
                if let report = try? decoder.decode(DevReport.self, from: Data(line.utf8)) {
                    events.post(.report(report, generation: generation))
                }
            }
            process.waitUntilExit()
            events.post(.playerExited(process.terminationStatus, generation: generation))
        }
        if let notice { send(.notice(notice)) }
        if build != nil { send(.building(done: 0, total: 0, step: "")) }
    }

    /// Tells `target` (by default the current player) `message`.
    private func send(_ message: DevMessage, to target: Player? = nil) {
        guard let target = target ?? player, let data = try? JSONEncoder().encode(message) else { return }
        try? target.input.write(contentsOf: data + Data("\n".utf8))
    }

    /// Acts on a player's report: once the next player's first frame is up, the one that handed
    /// over closes; a hand-over starts the next player at once, while the old window stays.
    private func noted(_ report: DevReport, generation: Int) throws {
        guard generation == player?.generation else { return }
        switch report {
        case .shown(let tick, let wentOn):
            player?.shown = true
            let milliseconds = Double(RealTimeDriver.nowNanoseconds() - player!.started) / 1e6
            if wentOn { log.info("\(CLIStrings.devResumed(tick: tick, milliseconds: milliseconds))") }
            if let leaving { send(.close, to: leaving) }
        case .handedOver(let handOver):
            leaving = player
            player = nil
            try startPlayer(resuming: handOver)
        }
    }

    /// Acts on the player's exit; returns false when the user closed the window, so the
    /// session ends.
    private func playerExited(_ status: Int32) throws -> Bool {
        guard let ended = player else { return true }
        player = nil
        if status == 0 {
            build?.process.terminate()
            return false
        }
        if ended.resumed != nil && !ended.shown {
            // The new code could not re-simulate the recorded input (it trapped): start afresh.
            let reason = CLIStrings.devResumeCrashed(status)
            log.warning("\(reason)")
            try startPlayer(resuming: nil, notice: reason)
        } else {
            log.error("\(CLIStrings.devPlayerFailed(status))")
            // No player will take over from a window kept for the hand-over: it goes too.
            if let leaving { send(.close, to: leaving) }
        }
        return true
    }

    // MARK: - The build

    private func startBuild() throws {
        rebuildWanted = false
        buildErrors = []
        buildTail = []
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--product", settings.product, "-c", settings.configuration]
        process.currentDirectoryURL = URL(fileURLWithPath: settings.root)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let logPath = settings.folder + "/build.log"
        guard FileManager.default.createFile(atPath: logPath, contents: nil),
              let logFile = FileHandle(forWritingAtPath: logPath) else {
            throw CommandError(CLIStrings.cannotWrite(logPath, CocoaError(.fileWriteNoPermission)))
        }
        do { try process.run() } catch { throw CommandError(CLIStrings.devCannotBuild(error)) }
        build = (process, RealTimeDriver.nowNanoseconds(), logFile)
        log.info("\(CLIStrings.devBuilding(settings.product))")
        send(.building(done: 0, total: 0, step: ""))
        let events = self.events
        Thread.detachNewThread {
            for line in LineReader(output.fileHandleForReading) { events.post(.buildLine(line)) }
            process.waitUntilExit()
            events.post(.buildEnded(process.terminationStatus))
        }
    }

    private func take(_ line: String) {
        try? build?.log.write(contentsOf: Data((line + "\n").utf8))
        buildTail = Array((buildTail + [line]).suffix(8))
        switch BuildOutput(line: line, root: settings.root) {
        case .progress(let done, let total, let step): send(.building(done: done, total: total, step: step))
        case .error(let message) where !buildErrors.contains(message): buildErrors.append(message)
        case .error, .other: break
        }
    }

    private func buildEnded(_ status: Int32) throws {
        guard let finished = build else { return }
        build = nil
        try? finished.log.close()
        let seconds = Double(RealTimeDriver.nowNanoseconds() - finished.started) / 1e9
        if status == 0 {
            binary = try Self.keep(settings.root + "/.build/\(settings.configuration)/\(settings.product)", generation: generation + 1,
                                   in: settings.folder, product: settings.product)
            log.info("\(CLIStrings.devBuilt(seconds: seconds))")
            if player == nil {
                try startPlayer(resuming: nil)
            } else {
                send(.handOver)
            }
        } else {
            let diagnostics = buildErrors.isEmpty ? buildTail : buildErrors
            log.error("\(CLIStrings.devBuildFailed(seconds: seconds, log: settings.folder + "/build.log"))")
            for line in diagnostics { log.error("  \(line)") }
            send(.failed(diagnostics: diagnostics))
        }
        if rebuildWanted { try startBuild() }
    }

    // MARK: - Helpers

    /// A hard link (or, across file systems, a copy) of the executable at `path` in the
    /// session's folder: the linker writes a new file for the next build, so the link keeps
    /// this one.
    private static func keep(_ path: String, generation: Int, in folder: String, product: String) throws -> String {
        let kept = folder + "/bin-\(generation)/" + product
        do {
            try FileManager.default.createDirectory(atPath: folder + "/bin-\(generation)", withIntermediateDirectories: true)
            if link(path, kept) != 0 { try FileManager.default.copyItem(atPath: path, toPath: kept) }
        } catch {
            throw CommandError(CLIStrings.devCannotKeepBinary(path, error))
        }
        return kept
    }
}
