import Foundation

/// A scene id that no registered scene has.
public struct UnknownSceneError: Error, CustomStringConvertible {
    public var id: String
    public var known: [String]

    public init(id: String, known: [String]) {
        self.id = id
        self.known = known
    }

    public var description: String {
        "unknown scene '\(id)'; the scenes are: \(known.joined(separator: ", "))"
    }
}

/// Starts scene sessions that share one catalog, asset store and profile; each session adds its
/// images to a store of its own (`AssetStore.session()`), released when it ends.
public struct SessionFactory {
    public let catalog: SceneCatalog
    public let assets: AssetStore
    /// The profile's root; each scene saves in its own folder below it.
    public let profile: SaveStore

    public init(catalog: SceneCatalog, assets: AssetStore, profile: SaveStore) {
        self.catalog = catalog
        self.assets = assets
        self.profile = profile
    }

    /// A new session of the scene `id`.
    /// - Throws: `UnknownSceneError`, `UnknownSceneParameterError` (before the scene starts), or
    ///   whatever the scene's set-up throws.
    public func makeRunner(sceneID id: String, seed: UInt64, parameters: [String: String] = [:]) throws -> SceneRunner {
        guard let type = catalog.scene(withID: id) else {
            throw UnknownSceneError(id: id, known: catalog.infos.map(\.id))
        }
        try type.info.checkParameters(parameters.keys)
        let context = SceneContext(seed: seed, assets: assets.session(), save: profile.scoped(to: id),
                                   parameters: parameters, catalog: catalog)
        return try SceneRunner(type, context: context)
    }

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

    /// A new session of the scene `id` that records itself as a replay, written to `path` as it
    /// runs when given. The scene's saved files are captured before its set-up reads them.
    public func makeRecordedRunner(sceneID id: String, seed: UInt64, parameters: [String: String] = [:],
                                   path: String? = nil) throws -> SceneRunner {
        let saves = try savedFiles(sceneID: id)
        let runner = try makeRunner(sceneID: id, seed: seed, parameters: parameters)
        let header = ReplayHeader(scene: id, parameters: parameters, seed: seed, saves: saves,
                                  tickRate: runner.clock.ticksPerSecond)
        runner.recorder = try ReplayRecorder(header: header, path: path)
        return runner
    }
}
