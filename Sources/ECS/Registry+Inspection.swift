import Core

extension Registry {
    /// The digest of the entity slots alone (which entities are alive, and the ids handed out
    /// next): the part of `hash(into:)` that is not a component.
    public func entitySlotsDigest() -> UInt64 {
        var hasher = StateHasher()
        pool.hash(into: &hasher)
        return hasher.value
    }

    /// Each component type carried by some entity, by its stable name, with the digest
    /// `hash(into:)` mixes in for it, in the order it mixes them: a failed replay verification
    /// names the types whose components changed.
    public func componentDigests() -> [(typeName: String, digest: UInt64)] {
        storagesInHashOrder.filter { $0.count > 0 }.map { storage in
            var hasher = StateHasher()
            storage.hash(into: &hasher)
            return (storage.typeName, hasher.value)
        }
    }

    /// Each component type carried by some entity, by its stable name, with its entities and
    /// their components in dense order: what the inspector shows and a replay's recorded state
    /// keeps.
    /// - Precondition: no iteration is running.
    public func componentsByType() -> [(typeName: String, entries: [(entity: Entity, component: any Encodable & Sendable)])] {
        precondition(!isIterating, "components read during an iteration")
        return storagesInHashOrder.filter { $0.count > 0 }.map { ($0.typeName, $0.entries()) }
    }
}
