import BuiltInScenes
import Engine
import FuzzSupport
import Replay

/// Replays of at most this many ticks are verified too; longer ones are only read, so that no
/// single input runs for long (libFuzzer's `-timeout` counts an input's whole run).
let verifiedTicks: UInt64 = 600

/// Diorama's scenes, which replays name, registered once.
let catalog = SceneCatalog(BuiltInScenes.all)

/// libFuzzer's entry: one input through the replay reader. A replay that reads must write back
/// out as text that reads the same (the reader and writer agree), and a short one is verified
/// with Diorama's scenes from a scratch profile; nothing may trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplay(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    guard let replay = try? Replay(jsonLines: text, file: "fuzz.replay") else { return 0 }
    guard let again = try? Replay(jsonLines: replay.jsonLines, file: "fuzz.replay"), again == replay else {
        fatalError("a replay that reads does not read back the same once written:\n\(replay.jsonLines)")
    }
    guard replay.lastTick <= verifiedTicks else { return 0 }
    withScratchProfile { profile in
        _ = try? ReplayVerifier.verify(replay, factory: fuzzFactory(catalog: catalog, profile: profile))
    }
    return 0
}

/// The program's entry (SwiftPM links `main` to it): libFuzzer over `fuzzReplay`.
@_cdecl("FuzzReplay_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(fuzzReplay, argc: argc, argv: argv)
}
