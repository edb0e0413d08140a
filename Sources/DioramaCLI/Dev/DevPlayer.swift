import Engine
import Foundation
import Glibc
import Host
import RenderSDL
import Replay

/// The player of a `diorama dev` session (`play SCENE --dev-session`): plays the scene in a
/// window keeping its input, shows the build status its supervisor sends on standard
/// input, and when asked (a rebuilt binary is ready, or F7 rewinds) ends the session and reports
/// where it was on standard output. With `--resume FILE` it first goes on from such a report.
struct DevPlayer {
    /// The scene played when the session starts afresh.
    var scene: String
    var session: SessionOptions
    /// The hand-over to go on from (`DevHandOver` as JSON), if any.
    var resume: String?
    /// Where to append the probes each second, if anywhere.
    var probeLog: String?

    func run() throws {
        signal(SIGPIPE, SIG_IGN)   // a supervisor gone is seen at the end of its pipe
        let link = DevLink()
        Thread.detachNewThread {
            let decoder = JSONDecoder()
            for line in LineReader(FileHandle.standardInput) {
                if let message = try? decoder.decode(DevMessage.self, from: Data(line.utf8)) { link.receive(message) }
            }
            link.supervisorHasLeft()
        }
        var factory = try session.makeFactory()
        factory.makeRenderer = { try OffscreenBackend(size: $0) }
        try factory.profile.createDirectory()
        let seed = session.seed ?? 1, parameters = try session.parsedParameters()
        /// A session of the scene `id`, its input kept unless it is the launcher.
        func start(_ id: String, _ given: [String: String]) throws -> SceneRunner {
            guard id != LauncherScene.info.id else { return try factory.makeRunner(sceneID: id, seed: seed, parameters: given) }
            return try factory.makeInputRecordedRunner(sceneID: id, seed: seed, parameters: given)
        }
        let handOver = try resume.map(Self.readHandOver)
        let wentOn = goOn(from: handOver, factory: factory, link: link)
        let first = try wentOn ?? start(scene, parameters)

        var options = WindowHost.Options(screenshotDirectory: Display.screenshotDirectory(environment: ProcessInfo.processInfo.environment,
                                                                                          profile: session.profile))
        options.title = CLIStrings.devWindowTitle
        options.initialFrame = handOver?.frame
        options.frameStore = WindowFrameStore(profile: factory.profile)
        options.dev = link
        options.warn = { log.warning("\($0)") }
        var probes = try probeLog.map(ProbeLog.init(path:))
        var shown = false, last = first, lastTick = first.nextTick
        options.frameEnded = { _, runner in
            if !shown {
                shown = true
                Self.report(.shown(tick: runner.nextTick, wentOn: wentOn != nil))
            }
            probes?.note(runner)
        }
        // The scene's session, not the launcher's after it, is the one kept as `last.replay`.
        var lastRecorded: InputRecorder? = first.observer as? InputRecorder
        options.sessionEnded = { runner in
            last = runner
            if let recorder = runner.observer as? InputRecorder { lastRecorded = recorder; lastTick = runner.nextTick }
        }
        let host = try WindowHost(runner: first, options: options, desktop: SDLDesktop.self, makeSession: start)
        try host.run()
        // Closed by the user (or the supervisor gone): the dev session is over, and is kept as
        // `last.replay` like any played session, written now because only the input was kept.
        guard link.handOverRequested || host.rewindTick != nil else {
            if let recording = lastRecorded?.recording {
                let path = factory.profile.path(of: "last.replay")
                do {
                    try factory.writeReplay(of: recording, throughTick: lastTick, to: path)
                    log.info("\(CLIStrings.devKeptReplay(path))")
                } catch {
                    log.error("\(CLIStrings.devCannotKeepReplay(path, error))")
                }
            }
            return
        }
        Self.report(.handedOver(DevHandOver(session: (last.observer as? InputRecorder)?.recording, tick: host.rewindTick ?? last.nextTick,
                                            frame: host.windowFrame,
                                            declaredParameters: type(of: last.scene).info.parameters.map(\.name),
                                            isRewind: host.rewindTick != nil)))
        // The window stays, showing its last frame, while the next binary re-simulates, so the
        // scene never leaves the screen; the supervisor says when the next window is up. Its
        // sound output and controllers go now, for the next player to open.
        host.releaseDevices()
        withExtendedLifetime(host) {
            while !link.mayClose { Thread.sleep(forTimeInterval: 0.02) }
        }
    }

    /// The session going on from `handOver`, re-simulated to its tick; nil when there is none to
    /// go on from (a fresh start, or the launcher was shown), or when this code cannot go on
    /// from it, which it then says, in the window and the log.
    private func goOn(from handOver: DevHandOver?, factory: SessionFactory, link: DevLink) -> SceneRunner? {
        guard let handOver, let recording = handOver.session else { return nil }
        func afresh(_ reason: String) -> SceneRunner? {
            log.warning("\(CLIStrings.devStartedAfresh(reason))")
            link.receive(.notice(CLIStrings.devStartedAfresh(reason)))
            return nil
        }
        if let refusal = ResumeRefusal.check(recording.header, declaredBefore: handOver.declaredParameters, catalog: .hosted) {
            return afresh(refusal.description)
        }
        let clock = ContinuousClock(), began = clock.now
        let runner: SceneRunner
        do {
            runner = try factory.makeResumedRunner(from: recording, atTick: handOver.tick)
        } catch {
            return afresh(CLIStrings.devResimulationFailed(error))
        }
        let milliseconds = (clock.now - began) / .milliseconds(1)
        log.info("\(CLIStrings.devResimulated(ticks: runner.nextTick, milliseconds: milliseconds))")
        link.receive(.notice(CLIStrings.devWentOn(tick: runner.nextTick, rewound: handOver.isRewind)))
        return runner
    }

    /// The hand-over in the file at `path`.
    /// - Throws: `CommandError` naming the file when it cannot be read or is not a hand-over.
    static func readHandOver(_ path: String) throws -> DevHandOver {
        do {
            return try JSONDecoder().decode(DevHandOver.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw CommandError(CLIStrings.badHandOver(path, error))
        }
    }

    /// Tells the supervisor `report`, on a line of standard output.
    private static func report(_ report: DevReport) {
        guard let data = try? JSONEncoder().encode(report) else { return }
        try? FileHandle.standardOutput.write(contentsOf: data + Data("\n".utf8))
    }
}
