import Foundation

/// How many times the kill-while-saving tests kill their writer: a short run in `swift test`,
/// and as many as `DIORAMA_KILL_ROUNDS` asks for (`tools/kill-saves` asks for 100).
public enum KillRounds {
    /// `DIORAMA_KILL_ROUNDS` when it is a count from 1 to 10,000, else `short`.
    public static func count(short: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment["DIORAMA_KILL_ROUNDS"], let n = Int(text),
              (1...10_000).contains(n) else { return short }
        return n
    }
}
