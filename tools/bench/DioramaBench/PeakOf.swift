import ArgumentParser

/// `diorama-bench peak-of -- PROGRAM ARGUMENT…`, run by the suites themselves: runs the program
/// and prints its exit status and its peak resident memory in bytes, "STATUS BYTES". A fresh
/// process holds little, so the program's peak is its own (see `ResidentMemory.peak`).
struct PeakOf: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "peak-of", abstract: "Prints a program's exit status and peak resident bytes.", shouldDisplay: false)

    @Argument(parsing: .postTerminator, help: "The program and its arguments, after --.")
    var command: [String]

    func validate() throws {
        guard let program = command.first, program.hasPrefix("/") else { throw ValidationError("peak-of needs a program's absolute path") }
    }

    func run() throws {
        let run = try ResidentMemory.spawnedPeak(ofRunning: command[0], Array(command.dropFirst()))
        print("\(run.status) \(run.peakBytes)")
    }
}
