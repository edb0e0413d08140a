import FuzzSupport
import Scripting

/// libFuzzer's entry: one input through the scene-script reader (YAML, then the steps), which
/// must read it or refuse it with an error, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = try? SceneScript(yaml: String(decoding: fuzzBytes(data, size), as: UTF8.self), file: "fuzz.yml")
    return 0
}

/// The program's entry (SwiftPM links `main` to it): libFuzzer over `fuzzScript`.
@_cdecl("FuzzScript_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(fuzzScript, argc: argc, argv: argv)
}
