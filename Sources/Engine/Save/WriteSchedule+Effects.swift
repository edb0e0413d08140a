/// Writing a document kept in memory through the host: the request after a tick, and the
/// failure that comes back as input.
extension WriteSchedule {
    /// One tick of a document at `revision` that the host saves as `name`: a failed write of it
    /// reported in `input` is noted, and when the document is due its `bytes()` go to the host to
    /// write after the tick (nil: nothing to write, a document that refuses writes). Returns why
    /// a write failed, for the user; nil when none did.
    public mutating func step(revision: Int, name: String, input: [InputEvent], context: SceneContext,
                              bytes: () throws -> [UInt8]?) -> String? {
        var failure: String?
        for case .saveFailed(let failed) in input where failed.name == name {
            writeFailed()
            failure = failed.reason
        }
        guard isDue(revision: revision, tick: context.tick) else { return failure }
        return write(revision: revision, name: name, context: context, bytes: bytes) ?? failure
    }

    /// Hands the document's `bytes()` to the host to write as `name` (when there are any) and
    /// notes it; returns why they could not be made, nil when they could.
    public mutating func write(revision: Int, name: String, context: SceneContext, bytes: () throws -> [UInt8]?) -> String? {
        do {
            guard let bytes = try bytes() else { return nil }
            context.effects.save(bytes, as: name)
            written(revision)
            return nil
        } catch {
            writeFailed()
            return "\(error)"
        }
    }
}
