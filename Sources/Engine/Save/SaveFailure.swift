/// A save the host could not make for a scene: the file's name in the scene's save folder and
/// why, as a `saveFailed` event carries it.
public struct SaveFailure: Hashable, Sendable {
    /// The longest reason a recording may hold, in characters.
    public static let maxReasonLength = 1_000

    /// The file's name as the scene gave it (shown, never opened: a failure may be for a name
    /// that was not plain).
    public let name: String
    /// Why it failed, as the user should read it (it may name this machine's folders).
    public let reason: String

    /// Makes the failure of the save of `name`, for `reason`.
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// What is wrong with the failure as a recording states it, nil when nothing is.
    public var problem: String? {
        if name.count > 255 { return "a failed save's file name holds at most 255 characters, not \(name.count)" }
        if reason.count > Self.maxReasonLength { return "a failed save's reason holds at most \(Self.maxReasonLength) characters" }
        return nil
    }
}
