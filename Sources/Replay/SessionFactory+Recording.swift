import Engine
import Foundation

extension SessionFactory {
    /// The scene `id`'s saved files, base64-encoded, as a replay header keeps them.
    public func savedFiles(sceneID id: String) throws -> [String: String] {
        try profile.scoped(to: id).files().mapValues { Data($0).base64EncodedString() }
    }

    /// Makes the scene `id`'s save folder hold exactly `files` (from a replay header).
    /// - Throws: `SaveError` naming the file.
    public func resetSavedFiles(to files: [String: String], sceneID id: String) throws {
        let store = profile.scoped(to: id)
        for name in try store.files().keys.sorted() where files[name] == nil { try store.remove(name) }
        for name in files.keys.sorted() {
            guard let data = Data(base64Encoded: files[name]!) else {
                throw SaveError(path: store.path(of: name), reason: "the replay's copy is not valid base64")
            }
            try store.write(Array(data), to: name)
        }
    }

    /// A new session of the scene `id` that records itself as a replay, written to each of
    /// `paths` as it runs, and kept in memory too unless `keepingReplay` is false (a session
    /// that only streams to its files, for any length in flat memory); each checkpoint keeps the
    /// whole state too when `withStates`. The scene's saved files are captured before its set-up
    /// reads them.
    public func makeRecordedRunner(sceneID id: String, seed: UInt64, parameters: [String: String] = [:],
                                   paths: [String] = [], keepingReplay: Bool = true, withStates: Bool = false) throws -> SceneRunner {
        let saves = try savedFiles(sceneID: id)
        let runner = try makeRunner(sceneID: id, seed: seed, parameters: parameters)
        let header = ReplayHeader(scene: id, parameters: parameters, seed: seed, saves: saves,
                                  tickRate: runner.clock.ticksPerSecond)
        runner.observer = try ReplayRecorder(header: header, paths: paths, keepsReplay: keepingReplay, withStates: withStates)
        return runner
    }
}
