import FuzzSupport
import Imaging

/// libFuzzer's entry: one input through the JPEG decoder (with its EXIF orientation), which must
/// decode it or refuse it with an `ImageError`, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = try? Image(jpegData: fuzzBytes(data, size), name: "fuzz.jpg")
    return 0
}

/// The program's entry (SwiftPM links `main` to it): libFuzzer over `fuzzJPEG`.
@_cdecl("FuzzJPEG_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(fuzzJPEG, argc: argc, argv: argv)
}
