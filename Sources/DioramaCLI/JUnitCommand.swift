import ArgumentParser
import Engine
import Foundation
import Scripting

/// `diorama junit merge OUT IN…`: joins the JUnit reports of shards run on several machines.
struct JUnitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "junit",
        abstract: "Work with JUnit reports of scene tests.",
        subcommands: [Merge.self])

    /// Joins JUnit reports into one.
    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Join the JUnit reports of test shards into one report.",
            discussion: """
                Reads each IN report (as `diorama test --junit` writes them, or any JUnit XML of testcase \
                elements) and writes one report of all their cases to OUT, sorted by file, with the counts \
                summed and every failure kept. A file run by more than one shard is an error: the shards \
                overlap. Prints "N tests, N failed" and exits 1 when any case failed.
                """)

        @Argument(help: ArgumentHelp("The merged report to write.", valueName: "out.xml"))
        var output: String

        @Argument(help: ArgumentHelp("The reports to join.", valueName: "in.xml"))
        var inputs: [String]

        /// The largest report read, in bytes (64 MiB).
        static let maxReportBytes = 64 << 20

        func validate() throws {
            guard !inputs.isEmpty else { throw ValidationError("name at least one report to merge") }
        }

        func run() throws {
            try OutputPaths.check([("the merged report", output)])
            var cases: [JUnitReport.Case] = []
            for input in inputs {
                let bytes: [UInt8]
                do throws(BoundedFile.Failure) {
                    bytes = try BoundedFile.read(input, maxBytes: Self.maxReportBytes)
                } catch {
                    throw CommandError("\(input): \(error)")
                }
                cases += try JUnitReport(xml: Data(bytes), name: "", file: input).cases
            }
            var seen: Set<String> = []
            if let twice = cases.map(\.file).first(where: { !seen.insert($0).inserted }) {
                throw CommandError("\(twice) is in more than one report: the shards overlap")
            }
            let merged = JUnitReport(name: "diorama test", cases: cases.sorted { $0.file < $1.file })
            do {
                try OutputFile.writeFileOrDevice(merged.xml, to: output)
            } catch {
                throw CommandError("\(output): cannot write the merged report: \(error.reason)")
            }
            let failed = cases.filter { $0.failure != nil }.count
            print("\(cases.count) tests, \(failed) failed")
            if failed > 0 { throw ExitCode.failure }
        }
    }
}
