/// The one place scene plugins are registered, by id, in the order the launcher lists them.
public struct SceneCatalog: Sendable {
    /// The registered scene types, in registration order.
    public private(set) var scenes: [any Scene.Type] = []

    /// Makes a catalog registering `scenes` in order; two with one id is a programmer error.
    public init(_ scenes: [any Scene.Type] = []) {
        for scene in scenes { register(scene) }
    }

    /// Adds a scene; two scenes with one id is a programmer error.
    public mutating func register(_ scene: any Scene.Type) {
        precondition(self.scene(withID: scene.info.id) == nil, "scene id \(scene.info.id) registered twice")
        scenes.append(scene)
    }

    /// The scene registered under `id`.
    public func scene(withID id: String) -> (any Scene.Type)? {
        scenes.first { $0.info.id == id }
    }

    /// Every scene's info, in registration order.
    public var infos: [SceneInfo] { scenes.map { $0.info } }
}
