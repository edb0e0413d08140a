import Engine
import Foundation

/// What a replay file may hold. Replays are attached to bug reports, so a file is checked against
/// these before anything in it runs or is written.
public enum ReplayLimits {
    /// The most ticks a replay may span: a day at 60 ticks a second.
    public static let maxTick: UInt64 = 60 * 60 * 60 * 24
    /// The tick rates a replay may give, in ticks a second.
    public static let tickRates = 1...1_000
    /// The checkpoint intervals a replay may give, in ticks.
    public static let checkpointIntervals = 1...3_600
    /// The most saved files a header may carry.
    public static let maxSaves = 64
    /// The most bytes all saved files of a header may hold together (each is also limited by
    /// `SaveStore.maxFileBytes`).
    public static let maxSavesBytes = 64 << 20
    /// The most scene parameters a header may carry, and the longest name or value, in bytes.
    public static let maxParameters = 64, maxParameterBytes = 1_024
    /// The most probes a checkpoint may list.
    public static let maxProbes = 1_024
    /// The most state digests a checkpoint may list, and the longest path one names, in bytes.
    public static let maxDigests = 256, maxDigestPathBytes = 512
    /// The longest checkpoint line that carries a recorded state, in bytes (8 MiB), and the most
    /// bytes such lines may take together (64 MiB): a replay's states are read into memory.
    public static let maxStateLineBytes = 8 << 20, maxStatesBytes = 64 << 20
    /// The largest replay file read, in bytes (512 MiB).
    public static let maxFileBytes = 512 << 20
}

extension ReplayHeader {
    /// What is wrong with this header, or nil when it is within `ReplayLimits`: a scene id and
    /// save names that are plain names, rates and counts in range, saves that decode.
    public var problem: String? {
        guard SaveStore.isPlainName(scene) else { return "the scene id '\(scene)' is not a plain name" }
        guard build == "debug" || build == "release" else { return "build '\(build.prefix(40))' is neither debug nor release" }
        guard !engine.isEmpty, engine.count <= 32, engine.allSatisfy({ $0.isNumber || $0 == "." }) else {
            return "engine '\(engine.prefix(40))' is not a version such as \(EngineVersion.string)"
        }
        guard ReplayLimits.tickRates.contains(tickRate) else {
            return "tickRate \(tickRate) is out of range (\(ReplayLimits.tickRates.lowerBound)...\(ReplayLimits.tickRates.upperBound))"
        }
        guard ReplayLimits.checkpointIntervals.contains(checkpointInterval) else {
            return "checkpointInterval \(checkpointInterval) is out of range "
                + "(\(ReplayLimits.checkpointIntervals.lowerBound)...\(ReplayLimits.checkpointIntervals.upperBound))"
        }
        guard parameters.count <= ReplayLimits.maxParameters else {
            return "\(parameters.count) scene parameters; at most \(ReplayLimits.maxParameters)"
        }
        if let long = parameters.first(where: { $0.key.utf8.count > ReplayLimits.maxParameterBytes || $0.value.utf8.count > ReplayLimits.maxParameterBytes }) {
            return "scene parameter '\(long.key.prefix(40))' is longer than \(ReplayLimits.maxParameterBytes) bytes"
        }
        guard saves.count <= ReplayLimits.maxSaves else { return "\(saves.count) saved files; at most \(ReplayLimits.maxSaves)" }
        var total = 0
        for name in saves.keys.sorted() {
            guard SaveStore.isPlainName(name) else {
                return "saved file '\(name.prefix(80))' is not a plain file name (no folders, '..' or control characters)"
            }
            guard let data = Data(base64Encoded: saves[name]!) else { return "saved file '\(name)' is not valid base64" }
            guard data.count <= SaveStore.maxFileBytes else {
                return "saved file '\(name)' holds \(data.count) bytes; at most \(SaveStore.maxFileBytes)"
            }
            total += data.count
        }
        guard total <= ReplayLimits.maxSavesBytes else {
            return "the saved files hold \(total) bytes together; at most \(ReplayLimits.maxSavesBytes)"
        }
        return nil
    }
}
