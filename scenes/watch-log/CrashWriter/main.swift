import Foundation
import WatchLogScene

// Writes batches of entries to the watch log in `profile` until it is killed, printing
// "committed N" after each transaction: the crash-safety test kills it with SIGKILL mid-write.
let arguments = CommandLine.arguments
guard arguments.count == 3, let batchSize = Int(arguments[2]), batchSize > 0 else {
    FileHandle.standardError.write(Data("usage: WatchLogCrashWriter PROFILE BATCH_SIZE\n".utf8))
    exit(2)
}
do {
    let store = try WatchLogStore(profile: URL(fileURLWithPath: arguments[1], isDirectory: true))
    var committed = try store.count()
    while true {
        let start = Date(timeIntervalSince1970: 1_700_000_000 + Double(committed) * 60)
        let batch = (0..<batchSize).map { i in
            WatchedEntry(title: "Crash test \(committed + i) Phở đẹp", type: .movie, rating: 1 + (committed + i) % 3,
                         notes: String(repeating: "a note ", count: 20), createdAt: start + Double(i))
        }
        try store.add(contentsOf: batch)
        committed += batchSize
        // Written straight to the pipe (no buffer), so a kill never loses a reported commit.
        FileHandle.standardOutput.write(Data("committed \(committed)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("WatchLogCrashWriter: \(error)\n".utf8))
    exit(1)
}
