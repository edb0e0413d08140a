/// A file of the scene's save folder as the host read it for `Effect.readSave`, as a `saveRead`
/// event carries it: the tag the scene asked with, the file's name and what was found.
public struct SaveRead: Hashable, Sendable {
    /// What the host found under the name.
    public enum Outcome: Hashable, Sendable {
        /// The file's bytes.
        case bytes([UInt8])
        /// No file of that name.
        case missing
        /// A file the host could not read (too large, not a regular file, an I/O error), and why.
        case unreadable(String)
    }

    /// The tag the scene asked with, so it can tell its reads apart.
    public let tag: String
    /// The file's name in the scene's save folder.
    public let name: String
    /// What was found.
    public let outcome: Outcome

    /// Makes the answer to the read tagged `tag` of `name`.
    public init(tag: String, name: String, outcome: Outcome) {
        self.tag = tag
        self.name = name
        self.outcome = outcome
    }

    /// What is wrong with the answer as a recording states it, nil when nothing is: a tag as
    /// plain as a job's, a plain file name, at most `SaveStore.maxFileBytes` bytes and a reason
    /// of at most `SaveFailure.maxReasonLength` characters.
    public var problem: String? {
        if !JobResult.isTag(tag) {
            return "a save read's tag must be 1 to \(JobResult.maxTagLength) letters, digits, '-' or '_', not \"\(tag.prefix(80))\""
        }
        if !SaveStore.isPlainName(name) { return "a save read's name must be a plain file name, not \"\(name.prefix(80))\"" }
        switch outcome {
        case .bytes(let bytes) where bytes.count > SaveStore.maxFileBytes:
            return "a save read holds at most \(SaveStore.maxFileBytes) bytes, not \(bytes.count)"
        case .unreadable(let reason) where reason.count > SaveFailure.maxReasonLength:
            return "a save read's reason holds at most \(SaveFailure.maxReasonLength) characters"
        default:
            return nil
        }
    }
}
