import ArgumentParser

/// `diorama-bench`: Diorama's speed and memory figures, one `name: value unit` line each.
///
/// Run it in a release build (`swift run -c release diorama-bench SUITE`). Every figure that
/// has a target is a ratio against a baseline measured in the same run, because the machine is
/// shared and noisy.
struct DioramaBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diorama-bench",
        abstract: "Measures Diorama's speed against baselines taken in the same run.",
        subcommands: [ECSSuite.self, PhysicsSuite.self, JarSuite.self, ShearsSuite.self, ReplaySuite.self, TextSuite.self,
                      UISuite.self, EditorSuite.self, ImagingSuite.self, RoastSuite.self, WatchLogSuite.self]
    )
}

DioramaBench.main()
