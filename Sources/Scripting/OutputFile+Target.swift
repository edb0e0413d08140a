import Engine

extension OutputFile {
    /// Writes `bytes` to `path` as `write(_:to:)` does, once `OutputTarget` has found a regular
    /// file, a character device or nothing there, without waiting on what it found: a named
    /// pipe, a folder or a socket is refused.
    /// - Throws: `OutputFileError` naming `path` and why.
    public static func writeFileOrDevice(_ bytes: [UInt8], to path: String) throws(OutputFileError) {
        try refuseUnwritable(path)
        try write(bytes, to: path)
    }

    /// Writes `text` as UTF-8, as `writeFileOrDevice(_:to:)` writes bytes.
    public static func writeFileOrDevice(_ text: String, to path: String) throws(OutputFileError) {
        try writeFileOrDevice(Array(text.utf8), to: path)
    }

    /// Throws unless `path` holds a regular file, a character device or nothing.
    public static func refuseUnwritable(_ path: String) throws(OutputFileError) {
        do throws(OutputTarget.Refusal) {
            _ = try OutputTarget.check(path)
        } catch {
            throw OutputFileError(path: path, reason: error.description)
        }
    }
}
