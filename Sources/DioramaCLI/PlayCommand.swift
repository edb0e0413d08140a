import ArgumentParser
import Engine
import Foundation
import Host
import RenderSDL
import Replay

/// `diorama play [SCENE]`: plays a scene in a window (the launcher by default).
///
/// Every scene session is recorded as it runs to `last.replay` in the profile folder, so a user
/// who hits a bug can hand it over; `--record FILE` also keeps the first scene's session there.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "play", abstract: "Play a scene in a window.")

    @Argument(help: "The scene to play (see `diorama list`).")
    var scene: String = LauncherScene.info.id

    @Option(help: ArgumentHelp("Also record the session of SCENE as a replay in this file.", valueName: "file.replay"))
    var record: String?

    @Flag(help: ArgumentHelp("With --record: keep the whole simulated state at each checkpoint, so a replay that no longer "
                             + "matches says which fields differ and how (larger files)."))
    var withStates = false

    @Option(help: ArgumentHelp("Also write the inputs of SCENE's session as a scene script to add expectations to.", valueName: "file.yml"))
    var recordScript: String?

    @Option(help: ArgumentHelp("The scene SCENE hands over to when it is done, e.g. after the shears intro (default: the launcher); passed as the scene parameter `next`.", valueName: "scene"))
    var next: String?

    @OptionGroup var session: SessionOptions

    // A `diorama dev` session's player: the supervisor starts it with these.
    @Flag(help: .hidden) var devSession = false
    @Option(help: .hidden) var resume: String?
    @Option(help: .hidden) var probeLog: String?

    func validate() throws {
        if !devSession && (resume != nil || probeLog != nil) { throw ValidationError(CLIStrings.devOptionsAlone) }
        try session.validate(sceneID: scene, also: next == nil ? [] : ["next"])
        if let next { _ = try SessionOptions.scene(withID: next) }
        // The launcher is never recorded (it only picks a scene), so a recording of it would be
        // an empty promise: the user is told to name the scene instead.
        if scene == LauncherScene.info.id, let option = record != nil ? "--record" : recordScript != nil ? "--record-script" : nil {
            throw ValidationError(CLIStrings.launcherNotRecorded(option))
        }
        if withStates && record == nil { throw ValidationError(CLIStrings.withStatesNeedsRecord) }
    }

    func run() throws {
        try OutputPaths.check([("--record", record), ("--record-script", recordScript)])
        let environment = ProcessInfo.processInfo.environment
        guard Display.isAvailable(environment: environment) else {
            throw CommandError("""
                no display: DISPLAY and WAYLAND_DISPLAY are unset, so there is no window to play in.
                Render a frame headless instead: diorama render \(scene == LauncherScene.info.id ? "playground" : scene) --ticks 120 --out frame.png
                """)
        }
        if devSession {
            return try DevPlayer(scene: scene, session: session, resume: resume, probeLog: probeLog).run()
        }
        let seed = session.seed ?? UInt64.random(in: 1...UInt64(UInt32.max))
        var factory = try session.makeFactory()
        // Only a session played live exports into the user's pictures folder.
        factory.picturesFolder = SessionFactory.userPicturesFolder(environment: environment)
        // Scenes render pictures at their own size (share images) offscreen.
        factory.makeRenderer = { try OffscreenBackend(size: $0) }
        try factory.profile.createDirectory()
        let profiles = PlayerProfiles(besideDefault: factory.profile)
        var player: String?, guestFolder: String?
        defer { if let guestFolder { try? FileManager.default.removeItem(atPath: guestFolder) } }
        /// Starts a session; scenes other than the launcher record themselves to `last.replay`,
        /// and the first also to the `--record` file, both written as the session runs. A scene
        /// taking `now` gets the wall clock's time and zone unless they were given (the replay
        /// keeps them). A scene that signs people in is offered the profiles kept here; when it
        /// hands over naming who plays, later sessions save in that profile (a guest's is
        /// thrown away at the end), and the launcher says who it is.
        func start(_ id: String, _ given: [String: String], isFirst: Bool = false) throws -> SceneRunner {
            guard id != LauncherScene.info.id else {
                var given = given
                if let named = given[LauncherScene.playerParameter], named != player { try signIn(named) }
                given[LauncherScene.playerParameter] = player
                return try factory.makeRunner(sceneID: id, seed: seed, parameters: given)
            }
            let info = try SessionOptions.scene(withID: id).info
            var parameters = try info.stampingWallClock(given, now: Date(), timeZone: .current)
            if info.parameters.contains(where: { $0.name == "profiles" }), parameters["profiles"] == nil {
                parameters["profiles"] = profiles.names().joined(separator: ",")
            }
            let lastReplay = factory.profile.path(of: "last.replay")
            let paths = [lastReplay] + (isFirst ? [record].compactMap { $0 }.filter { $0 != lastReplay } : [])
            // Only a script needs the replay in memory; otherwise it just streams to its files,
            // so an hour's session takes no more memory than a minute's.
            return try factory.makeRecordedRunner(sceneID: id, seed: seed, parameters: parameters, paths: paths,
                                                  keepingReplay: isFirst && recordScript != nil, withStates: isFirst && withStates)
        }

        /// Saves later sessions in the profile `name` (`ProfileName.guest`: a new throwaway one).
        func signIn(_ name: String) throws {
            if name == ProfileName.guest {
                let guest = try PlayerProfiles.guestStore()
                guestFolder = guest.directory
                factory.profile = guest
            } else {
                factory.profile = try profiles.store(for: name)
            }
            player = name
        }

        var parameters = try session.parsedParameters()
        if let next { parameters["next"] = next }
        let first = try start(scene, parameters, isFirst: true)
        var options = WindowHost.Options(screenshotDirectory: Display.screenshotDirectory(environment: environment, profile: session.profile))
        options.frameStore = WindowFrameStore(profile: factory.profile)
        options.warn = { log.warning("\($0)") }
        options.sessionEnded = { runner in
            guard let recorder = runner.recorder else { return }
            if let error = recorder.writeError { log.error("\(error)") }
            if let stopped = recorder.statesStopped { log.warning("\(stopped)") }
            if runner === first, let script = recordScript {
                do {
                    try recorder.replay.writeScript(to: script)
                } catch {
                    log.error("\(script): cannot write the script: \(error)")
                }
            }
            if runner === first, let copy = record, recorder.writeError == nil {
                log.info("recorded \(type(of: runner.scene).info.id) to \(copy)")
            }
        }
        let host = try WindowHost(runner: first, options: options, desktop: SDLDesktop.self, makeSession: { try start($0, $1) })
        try host.run()
    }
}
