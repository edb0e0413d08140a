import Engine

/// The files a command was told to write, checked before it does any work, so a run is not
/// spent only to find its report cannot be written, and a named pipe is refused instead of
/// holding the command until something reads it.
enum OutputPaths {
    /// Checks each output `path` given (`OutputTarget.check`), named in errors by its `option`.
    /// - Throws: `CommandError` naming the option and the path, and what is there.
    static func check(_ outputs: [(option: String, path: String?)]) throws {
        for case let (option, path?) in outputs {
            do throws(OutputTarget.Refusal) {
                _ = try OutputTarget.check(path)
            } catch {
                throw CommandError(CLIStrings.unwritableOutput(option: option, path: path, error))
            }
        }
    }
}
