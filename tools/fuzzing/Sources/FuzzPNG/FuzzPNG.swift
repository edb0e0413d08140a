import FuzzSupport
import Imaging

/// libFuzzer's entry: one input through the PNG decoder, which must decode it or refuse it with
/// an `ImageError`, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = try? Image(pngData: fuzzBytes(data, size), name: "fuzz.png")
    return 0
}

/// The program's entry (SwiftPM links `main` to it): libFuzzer over `fuzzPNG`.
@_cdecl("FuzzPNG_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(fuzzPNG, argc: argc, argv: argv)
}
