import ArgumentParser
import Foundation

/// `diorama-bench`: Diorama's speed and memory figures, one `name: value unit` line each.
///
/// Run it in a release build (`swift run -c release diorama-bench SUITE`). Every figure that
/// has a target is a ratio against a baseline measured in the same run, because the machine is
/// shared and noisy. With `--json FILE`, given to any suite, the run is also appended to FILE as
/// one line of JSON (see `BenchRun`), which `tools/perf-report` renders as docs/performance.md.
struct DioramaBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diorama-bench",
        abstract: "Measures Diorama's speed against baselines taken in the same run.",
        discussion: """
        Every suite also takes --json FILE: besides its `name: value unit` lines, the run (suite, \
        machine, start date, figures with their targets) is appended to FILE as one line of JSON, \
        for tools/perf-report.
        """,
        subcommands: [ECSSuite.self, PhysicsSuite.self, JarSuite.self, ShearsSuite.self, ReplaySuite.self, TextSuite.self,
                      UISuite.self, EditorSuite.self, ImagingSuite.self, RoastSuite.self, WatchLogSuite.self, DevSuite.self,
                      PeakOf.self]
    )

    /// `arguments` without `--json FILE` (or `--json=FILE`), and that FILE.
    static func splitJSONOption(_ arguments: [String]) throws -> (arguments: [String], json: String?) {
        var rest: [String] = []
        var json: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                rest += arguments[index...]
                break
            } else if argument == "--json" {
                guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else {
                    throw ValidationError("--json needs a file to append the run to")
                }
                json = arguments[index + 1]
                index += 2
                continue
            } else if argument.hasPrefix("--json=") {
                json = String(argument.dropFirst("--json=".count))
            } else {
                rest.append(argument)
            }
            index += 1
        }
        return (rest, json)
    }
}

let started = Date()
do {
    let (arguments, json) = try DioramaBench.splitJSONOption(Array(CommandLine.arguments.dropFirst()))
    var command = try DioramaBench.parseAsRoot(arguments)
    guard let json, let suite = type(of: command).configuration.commandName, !(command is DioramaBench) else {
        try command.run()
        exit(0)
    }
    let tap = try FigureTap()
    var failure: Error?
    do { try command.run() } catch { failure = error }
    let figures = tap.stop()
    #if DEBUG
    let build = "debug"
    #else
    let build = "release"
    #endif
    let date = ISO8601DateFormatter().string(from: started)  // UTC, with a Z
    let run = BenchRun(suite: suite, arguments: Array(arguments.drop { $0 != suite }.dropFirst()), date: date,
                       machine: .current(), build: build, figures: figures,
                       failure: failure.map { DioramaBench.message(for: $0) })
    try run.append(to: json)
    if let failure { DioramaBench.exit(withError: failure) }
} catch {
    DioramaBench.exit(withError: error)
}
