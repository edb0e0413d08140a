import ArgumentParser
import Engine
import Foundation
import Logging
import Replay

/// Options every command that starts a scene shares.
struct SessionOptions: ParsableArguments {
    // Unconditional: `--seed -1` is an invalid value, not a missing one.
    @Option(parsing: .unconditional, help: "The seed of the scene's random numbers (default: 1 headless, random in a window).")
    var seed: UInt64?

    @Option(help: ArgumentHelp("The profile folder for saves (default: $XDG_DATA_HOME/diorama).", valueName: "dir"))
    var profile: String?

    @Option(name: .customLong("param"), help: ArgumentHelp("A scene parameter, e.g. bodies=100; repeatable.", valueName: "key=value"))
    var parameters: [String] = []

    func validate() throws {
        if profile == "" { throw ValidationError(CLIStrings.emptyProfile) }
    }

    /// The parameters as a dictionary.
    func parsedParameters() throws -> [String: String] {
        var result: [String: String] = [:]
        for item in parameters {
            guard let eq = item.firstIndex(of: "="), eq != item.startIndex else {
                throw ValidationError("--param '\(item)' is not of the form key=value")
            }
            result[String(item[..<eq])] = String(item[item.index(after: eq)...])
        }
        return result
    }

    /// The factory for this command's sessions: the hosted scenes (which find their own
    /// resources), an asset store and the profile.
    func makeFactory() throws -> SessionFactory {
        let environment = ProcessInfo.processInfo.environment
        // Without HOME or an absolute XDG_DATA_HOME there is no folder of the user's to save in;
        // a shared fallback such as /tmp would let other users read and change the saves.
        let hasDataHome = environment["XDG_DATA_HOME"]?.hasPrefix("/") == true || environment["HOME"]?.hasPrefix("/") == true
        guard profile != nil || hasDataHome else { throw CommandError(CLIStrings.noHome) }
        let profileDirectory = profile ?? SaveStore.defaultDirectory(environment: environment)
        return SessionFactory(catalog: .hosted, assets: AssetStore(root: FileManager.default.currentDirectoryPath),
                              profile: SaveStore(directory: profileDirectory))
    }

    /// A headless session of the scene `id` (seed 1 unless given) after `ticks` ticks, its saves
    /// made in the profile and its jobs run as it goes (`HeadlessEffects`); recorded as a replay
    /// to `record` when given, each checkpoint keeping the whole state when `withStates`.
    /// - Throws: what making the session throws, and `ReplayError` when the replay cannot be
    ///   written.
    func runHeadless(_ id: String, ticks: UInt, record: String? = nil, withStates: Bool = false) throws -> SceneRunner {
        let factory = try makeFactory()
        let runner = if let record {
            try factory.makeRecordedRunner(sceneID: id, seed: seed ?? 1, parameters: try parsedParameters(), paths: [record],
                                           keepingReplay: false, withStates: withStates)
        } else {
            try factory.makeRunner(sceneID: id, seed: seed ?? 1, parameters: try parsedParameters())
        }
        runner.server = HeadlessEffects()
        runner.run(ticks: Int(ticks))
        if let recorder = runner.recorder {
            recorder.finish(runner: runner)
            if let stopped = recorder.statesStopped { log.warning("\(stopped)") }
            if let error = recorder.writeError { throw error }
        }
        return runner
    }

    /// The catalog's scene `id`.
    /// - Throws: `ValidationError` listing the scenes when there is none by that id.
    static func scene(withID id: String) throws -> any Scene.Type {
        guard let scene = SceneCatalog.hosted.scene(withID: id) else {
            throw ValidationError(UnknownSceneError(id: id, known: SceneCatalog.hosted.infos.map(\.id)).description)
        }
        return scene
    }

    /// Checks that `id` is a scene and takes the `--param` names (and `also`) before any work
    /// starts.
    func validate(sceneID id: String, ticks: TickCount, also names: [String] = []) throws {
        _ = try ticks.checked()
        try validate(sceneID: id, also: names)
    }

    /// Checks that `id` is a scene and takes the `--param` names (and `also`) before any work
    /// starts.
    func validate(sceneID id: String, also names: [String] = []) throws {
        let scene = try Self.scene(withID: id)
        let given = try parsedParameters().keys + names
        do { try scene.info.checkParameters(given) } catch {
            throw ValidationError(error.description)
        }
    }
}

/// The command-line tool's log, on standard error as `diorama: message`.
let log = Logger(label: "diorama", factory: CommandLogHandler.init)
