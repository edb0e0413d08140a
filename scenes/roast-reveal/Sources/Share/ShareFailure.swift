/// A share image that could not be written: its file's name, why, and the tick that was learnt.
struct ShareFailure: Hashable, Codable, Sendable {
    /// The share image's file name.
    var file: String
    /// Why it could not be written, naming this machine's folders.
    var reason: String
    /// The tick the failure was learnt at.
    var tick: UInt64
}
