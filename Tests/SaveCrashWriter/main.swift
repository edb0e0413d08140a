import Engine
import Foundation
import SceneTestSupport

// Saves numbered generations of a document through `SaveStore` until it is killed, printing
// "committed N" after each save: the kill-while-saving test kills it with SIGKILL mid-write and
// checks that the file is always one whole generation, never a mix or a torn one.
let arguments = CommandLine.arguments
guard arguments.count == 3, let kilobytes = Int(arguments[2]), (1...4096).contains(kilobytes) else {
    FileHandle.standardError.write(Data("usage: SaveCrashWriter FOLDER KILOBYTES\n".utf8))
    exit(2)
}
let store = SaveStore(directory: arguments[1])
let name = SaveCrashDocument.fileName
do {
    var generation = try store.read(name).flatMap(SaveCrashDocument.generation(of:)) ?? 0
    while true {
        generation += 1
        try store.write(SaveCrashDocument.bytes(generation: generation, kilobytes: kilobytes), to: name)
        // Written straight to the pipe (no buffer), so a kill never loses a reported save.
        FileHandle.standardOutput.write(Data("committed \(generation)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("SaveCrashWriter: \(error)\n".utf8))
    exit(1)
}
