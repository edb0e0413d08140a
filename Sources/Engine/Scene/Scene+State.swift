import Core

/// What the engine derives from a scene's `state`: its part of the state hash, the keyframe
/// that saves it and the restore that puts it back. Scenes write none of these by hand.
extension Scene {
    /// The digest of every hashed field reachable from `state` (and of a store-backed scene's
    /// store summary), which `SceneRunner.stateHash()` mixes in after the engine's own parts.
    public func stateDigest() -> UInt64 {
        var hasher = StateHasher()
        hasher.combine(Self.digest(of: state))
        if let backed = self as? any StoreBackedScene { hasher.combine(backed.storeSummaryDigest()) }
        return hasher.value
    }

    /// The scene's state for a replay keyframe, or nil when a store-backed scene's store cannot
    /// be read (seeking then re-simulates from the start).
    public func savedState() -> SceneState? {
        if let backed = self as? any StoreBackedScene {
            guard let store = backed.storeContentForKeyframe() else { return nil }
            return SceneState(SavedWithStore(state: state, store: store))
        }
        return SceneState(state)
    }

    /// Puts back a state `savedState()` made, then lets the scene rebuild what it derives from it.
    public func restore(_ saved: SceneState, context: SceneContext) {
        if let backed = self as? any StoreBackedScene {
            let pair = saved.value(as: SavedWithStore<State>.self, for: Self.self)
            state = pair.state
            backed.restoreStoreFromKeyframe(pair.store)
        } else {
            state = saved.value(as: State.self, for: Self.self)
        }
        stateDidRestore(context: context)
    }

    /// The digest of `value`'s encoding. A state whose own `encode(to:)` throws is a programming
    /// error the perturbation test of every scene catches, so it traps naming the scene.
    static func digest<Value: Encodable>(of value: Value) -> UInt64 {
        do { return try StateHashingEncoder.digest(of: value) } catch {
            preconditionFailure("\(info.id)'s state cannot be encoded for its hash: \(error)")
        }
    }
}

/// A keyframe of a store-backed scene: its state and its store's content.
private struct SavedWithStore<State: Sendable>: Sendable {
    var state: State
    var store: any Sendable
}

extension StoreBackedScene {
    fileprivate func storeSummaryDigest() -> UInt64 { Self.digest(of: storeSummary) }

    fileprivate func storeContentForKeyframe() -> (any Sendable)? { storeContent() }

    fileprivate func restoreStoreFromKeyframe(_ content: any Sendable) {
        guard let content = content as? StoreContent else {
            preconditionFailure("\(Self.info.id) was given a store another scene type saved")
        }
        restoreStore(content)
    }
}

extension Scene {
    /// The scene's state as a tree of named fields, for the inspector and for replay diffs.
    /// - Throws: what the state's own `encode(to:)` throws.
    public func stateTree() throws -> StateTree { try StateTree(encoding: state) }
}
