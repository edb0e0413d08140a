import Core
import ECS
import Physics

extension SceneRunner {
    /// The session's simulated state as one tree, every part the state hash covers by name:
    /// `components` (by type, then entity as `index#generation`), `physics` (each body's motion,
    /// by body as `index#generation`), `random`, `scene` (the scene's `state`), `store` (a
    /// store-backed scene's summary) and `tick`. A replay recorded with states keeps it at each
    /// checkpoint, and a failed verification lists where it differs.
    /// - Throws: what a component's or the state's own `encode(to:)` throws.
    public func sessionStateTree() throws -> StateTree {
        var fields: [StateTree.Field] = []
        // Each component type and the bodies are encoded in one go: one round trip through JSON
        // for hundreds of values rather than one each.
        let components = try context.registry.componentsByType().map { type in
            StateTree.Field(name: type.typeName, value: try StateTree(encoding: NamedValues(type.entries.map {
                ("\($0.entity.index)#\($0.entity.generation)", $0.component)
            })))
        }
        fields.append(.init(name: "components", value: .sortedObject(components)))
        let bodies = NamedValues(context.physics.bodyStates().map { ("\($0.body.index)#\($0.body.generation)", BodyMotion($0)) })
        fields.append(.init(name: "physics", value: try StateTree(encoding: bodies)))
        fields.append(.init(name: "random", value: try StateTree(encoding: context.random)))
        fields.append(.init(name: "scene", value: try scene.stateTree()))
        if let backed = scene as? any StoreBackedScene { fields.append(.init(name: "store", value: try backed.storeSummaryTree())) }
        fields.append(.init(name: "tick", value: .number(String(nextTick))))
        return .sortedObject(fields)
    }

    /// Digests of the parts of the session's state, by the paths `sessionStateTree()` names
    /// them with, sorted by path: `entities` (the entity slots), each component type, `physics`,
    /// `random`, `store`, each top-level field of the scene's state and, as far as `limit`
    /// allows, the fields and elements inside those. Cheap enough for every checkpoint of a
    /// recording: a failed verification names the parts whose digest changed without the
    /// recording having kept the state itself.
    public func stateDigests(limit: Int) -> [(path: String, digest: UInt64)] {
        var random = StateHasher()
        context.random.hash(into: &random)
        var digests: [(path: String, digest: UInt64)] = [("entities", context.registry.entitySlotsDigest()),
                                                         ("physics", context.physics.stateHash()), ("random", random.value)]
        digests += context.registry.componentDigests().map { ("components.\($0.typeName)", $0.digest) }
        if let backed = scene as? any StoreBackedScene, let summary = try? backed.storeSummaryTree() {
            digests.append(("store", summary.digest))
        }
        // A state that cannot be encoded has already stopped the session in its hash.
        if let state = try? scene.stateTree() {
            let fields = state.children
            digests += fields.map { ("scene.\($0.name)", $0.value.digest) }
            for field in fields {
                for child in field.value.children {
                    guard digests.count < limit else { break }
                    let separator = child.name.hasPrefix("[") ? "" : "."
                    digests.append(("scene.\(field.name)\(separator)\(child.name)", child.value.digest))
                }
            }
        }
        return Array(digests.prefix(max(0, limit))).sorted { $0.path < $1.path }
    }
}

extension StateTree {
    /// An object of `fields` sorted by name, as the decoder makes them, so `differences(from:)`
    /// can merge two.
    static func sortedObject(_ fields: [Field]) -> StateTree { .object(fields.sorted { $0.name < $1.name }) }
}

/// Values under names, encoded as one object.
private struct NamedValues: Encodable {
    var entries: [(name: String, value: any Encodable)]

    init(_ entries: [(name: String, value: any Encodable)]) { self.entries = entries }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Name.self)
        for entry in entries { try container.encode(entry.value, forKey: Name(stringValue: entry.name)) }
    }

    private struct Name: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// A body's motion as the state hash covers it, named for people to read.
private struct BodyMotion: Encodable {
    var position: Vec2, angle: Double, linearVelocity: Vec2, angularVelocity: Double, awake: Bool

    init(_ body: BodyState) {
        position = body.position; angle = body.angle; linearVelocity = body.linearVelocity
        angularVelocity = body.angularVelocity; awake = body.isAwake
    }
}

extension StoreBackedScene {
    /// The store's summary as a tree.
    fileprivate func storeSummaryTree() throws -> StateTree { try StateTree(encoding: storeSummary) }
}
