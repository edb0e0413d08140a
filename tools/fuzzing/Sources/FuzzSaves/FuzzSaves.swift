import BuiltInScenes
import Engine
import FuzzSupport

/// Every save file a scene reads at start: the input's first byte picks one, the rest is its
/// contents. The seed corpus's files start with the byte of the save they hold.
let saves: [(scene: String, file: String)] = [
    ("sticker-jar", "jar.json"), ("editor-canvas", "draft.json"), ("editor-canvas", "purchases.json"),
    ("editor-canvas", "shares.json"), ("roast-reveal", "roast.json"), ("watch-log", "watchlog.sqlite"),
]

/// The scenes that save, built once.
let catalog = SceneCatalog(BuiltInScenes.all)

/// libFuzzer's entry: one input as a scene's save in a scratch profile; the scene starts from it,
/// runs a few ticks and ends (saving again). A save it cannot use is set aside or refused with an
/// error; nothing may trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSaves(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    guard let selector = bytes.first else { return 0 }
    let save = saves[Int(selector) % saves.count]
    withScratchProfile { profile in
        guard (try? profile.scoped(to: save.scene).write(Array(bytes.dropFirst()), to: save.file)) != nil,
              let runner = try? fuzzFactory(catalog: catalog, profile: profile).makeRunner(sceneID: save.scene, seed: 1)
        else { return }
        runner.run(ticks: 3)
        runner.end()
    }
    return 0
}

/// The program's entry (SwiftPM links `main` to it): libFuzzer over `fuzzSaves`.
@_cdecl("FuzzSaves_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(fuzzSaves, argc: argc, argv: argv)
}
