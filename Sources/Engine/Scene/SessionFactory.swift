import Foundation

/// A scene id that no registered scene has.
public struct UnknownSceneError: Error, CustomStringConvertible {
    /// The id asked for.
    public var id: String
    /// The ids of the registered scenes.
    public var known: [String]

    /// Makes the error for the scene id `id`, listing the `known` ids.
    public init(id: String, known: [String]) {
        self.id = id
        self.known = known
    }

    /// The message, naming the id and listing the known scenes.
    public var description: String {
        "unknown scene '\(id)'; the scenes are: \(known.joined(separator: ", "))"
    }
}

/// Starts scene sessions that share one catalog, asset store and profile; each session adds its
/// images to a store of its own (`AssetStore.session()`), released when it ends.
public struct SessionFactory {
    /// The scenes sessions are started from.
    public let catalog: SceneCatalog
    /// The shared asset store; each session adds its images to a store of its own made from it.
    public let assets: AssetStore
    /// The profile's root; each scene saves in its own folder below it. A window host changes it
    /// when someone signs in, for the sessions after.
    public var profile: SaveStore
    /// The user's pictures folder its sessions may export to (see `SceneContext.picturesFolder`);
    /// nil (the default) keeps every write in the profile.
    public var picturesFolder: String?
    /// Makes offscreen renderers its sessions may render pictures with at full resolution (see
    /// `SceneContext.makeRenderer`); nil (the default) for none.
    public var makeRenderer: FrameRendererFactory?

    /// Makes a factory over the catalog, the shared asset store and the profile's save root.
    public init(catalog: SceneCatalog, assets: AssetStore, profile: SaveStore) {
        self.catalog = catalog
        self.assets = assets
        self.profile = profile
    }

    /// The user's pictures folder from the XDG user-directory variable (`XDG_PICTURES_DIR`, when
    /// absolute) or `$HOME/Pictures`; nil without either.
    public static func userPicturesFolder(environment: [String: String]) -> String? {
        if let folder = environment["XDG_PICTURES_DIR"], folder.hasPrefix("/") { return folder }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/Pictures"
    }

    /// A new session of the scene `id`.
    /// - Throws: `UnknownSceneError`, `UnknownSceneParameterError` (before the scene starts), or
    ///   whatever the scene's set-up throws.
    public func makeRunner(sceneID id: String, seed: UInt64, parameters: [String: String] = [:]) throws -> SceneRunner {
        guard let type = catalog.scene(withID: id) else {
            throw UnknownSceneError(id: id, known: catalog.infos.map(\.id))
        }
        try type.info.checkParameters(parameters.keys)
        let context = SceneContext(seed: seed, assets: assets.session(), save: profile.scoped(to: id), parameters: parameters,
                                   catalog: catalog, windowHint: type.windowHint(parameters: parameters), picturesFolder: picturesFolder,
                                   makeRenderer: makeRenderer)
        return try SceneRunner(type, context: context)
    }
}
