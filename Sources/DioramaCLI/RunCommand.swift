import ArgumentParser
import Engine

/// `diorama run SCENE --ticks N`: simulate headless and print the state hash and probes.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Simulate a scene headless and print its state hash and probes.")

    @Argument(help: "The scene to run (see `diorama list`).")
    var scene: String

    // Unconditional: `--ticks -5` is a value out of range, not a missing value and an option `-5`.
    @Option(parsing: .unconditional, help: "How many ticks to run (60 a second).")
    var ticks = TickCount(600)

    @Option(help: ArgumentHelp("Also record the session as a replay in this file.", valueName: "file.replay"))
    var record: String?

    @Flag(help: ArgumentHelp("With --record: keep the whole simulated state at each checkpoint, so a replay that no longer "
                             + "matches says which fields differ and how (larger files)."))
    var withStates = false

    @OptionGroup var session: SessionOptions

    func validate() throws {
        try session.validate(sceneID: scene, ticks: ticks)
        if withStates && record == nil { throw ValidationError(CLIStrings.withStatesNeedsRecord) }
    }

    func run() throws {
        try OutputPaths.check([("--record", record)])
        let runner = try session.runHeadless(scene, ticks: try ticks.checked(), record: record, withStates: withStates)
        print("hash: \(runner.stateHash().hex16)")
        for probe in runner.probes() { print("\(probe.name): \(probe.value)") }
    }
}
