import CFuzzDriver

/// A harness's one-input function, as libFuzzer calls it: the input's bytes and their count.
public typealias FuzzTest = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

/// Runs libFuzzer with the program's arguments over `test`; returns libFuzzer's exit status.
public func runFuzzer(_ test: FuzzTest, argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, test)
}
