import Foundation

/// Kill-while-saving tests: how many times they kill their writer, and one kill.
public enum KillRounds {
    /// `DIORAMA_KILL_ROUNDS` when it is a count from 1 to 10,000, else `short`: a short run in
    /// `swift test`, and as many as `tools/kill-saves` asks for (100).
    public static func count(short: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment["DIORAMA_KILL_ROUNDS"], let n = Int(text),
              (1...10_000).contains(n) else { return short }
        return n
    }

    /// What a killed writer left: whether it was still running when killed (it must not stop by
    /// itself), and the highest number it reported as done ("committed N" lines; 0 for none).
    public struct Kill {
        public var processIdentifier: Int32
        public var wasRunning: Bool
        public var reported: Int
    }

    /// Starts `writer arguments…`, lets it run for a random number of microseconds in `delay`,
    /// kills it with SIGKILL and reads what it reported. It waits on `BlockingExecutor.shared`, so
    /// the cooperative pool runs other tests meanwhile.
    public static func kill(_ writer: URL, _ arguments: [String], after delay: ClosedRange<UInt32>,
                            using random: inout some RandomNumberGenerator) async throws -> Kill {
        let microseconds = UInt32.random(in: delay, using: &random)
        return try await withTaskExecutorPreference(BlockingExecutor.shared) {
            let process = Process()
            process.executableURL = writer
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            usleep(microseconds)
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let reported = printed.split(separator: "\n").compactMap { Int($0.split(separator: " ").last ?? "") }.max() ?? 0
            return Kill(processIdentifier: process.processIdentifier, wasRunning: process.terminationReason == .uncaughtSignal,
                        reported: reported)
        }
    }
}
