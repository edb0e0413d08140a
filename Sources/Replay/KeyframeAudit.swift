import Engine

/// Proves a scene's saved state whole: sessions restored from keyframes of a replay must go on
/// exactly as the straight run did, with the same state hash every tick and the same probes and
/// picture afterwards. What a scene author runs (`diorama test --keyframes`) after changing
/// what the scene keeps outside its `state` value or rebuilds in `stateDidRestore`.
public struct KeyframeAudit {
    /// Starts the straight run and the restored sessions.
    public var factory: SessionFactory
    /// The most differences reported; the audit stops looking after them.
    public var limit = 8

    /// Makes an audit whose sessions `factory` starts, reporting at most 8 differences.
    public init(factory: SessionFactory) {
        self.factory = factory
    }

    /// What differs from the straight run of `replay`, in words (empty when every restore
    /// matched). About eight keyframes are taken; each is restored once, half of them by seeking
    /// back and half by seeking forward, and run 3/4 of an interval before probes and picture are
    /// compared. A replay of fewer than 8 ticks has nothing to restore.
    /// - Throws: when a session cannot start or a restore fails outright.
    public func differences(in replay: Replay) throws -> [String] {
        guard replay.lastTick >= 8 else { return [] }
        let interval = min(60, replay.lastTick / 8), after = interval * 3 / 4
        let straight = try straightRun(of: replay, interval: interval, comparingAt: after)
        var found: [String] = []
        func note(_ difference: String) { if found.count < limit { found.append(difference) } }

        let ticks = stride(from: 0, to: replay.lastTick - after, by: Int(interval)).map { UInt64($0) }
        let back = ticks.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).reversed()
        let forward = ticks.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let player = try ReplayPlayer(replay, factory: factory, keyframes: straight.keyframes)
        player.advance(Int(replay.lastTick))
        for tick in back + forward where found.count < limit {
            let target = tick + after
            guard try player.jump(towards: target), player.tick == tick else {
                note("seeking to tick \(target) did not restore the keyframe of tick \(tick)"
                     + (player.keyframeWarning.map { " (\($0))" } ?? ""))
                continue
            }
            if player.runner.stateHash() != straight.hashes[Int(tick)] {
                note("tick \(tick): the restored state hashes differently from the straight run")
                continue
            }
            while player.tick < target, player.runner.stateHash() == straight.hashes[Int(player.tick)] {
                player.advance(1)
            }
            if player.runner.stateHash() != straight.hashes[Int(player.tick)] {
                note("tick \(player.tick): the state differs from the straight run after restoring tick \(tick)")
                continue
            }
            guard let expected = straight.seen[target] else { continue }
            let probes = Self.describe(player.runner.probes())
            if probes != expected.probes { note("tick \(target): probes \(probes)\n  straight run: \(expected.probes)") }
            let picture = Self.picture(of: player)
            if let (restored, original) = zip(picture, expected.picture).first(where: { $0 != $1 }) {
                note("tick \(target): the picture differs: \(restored)\n  straight run: \(original)")
            } else if picture.count != expected.picture.count {
                note("tick \(target): \(picture.count) draw items, the straight run \(expected.picture.count)")
            }
        }
        if let reason = straight.keyframes.distrustReason { note("a restore was distrusted: \(reason)") }
        let expectedCount = Int((replay.lastTick - 1) / interval) + 1
        if straight.keyframes.count != expectedCount {
            note("\(straight.keyframes.count) keyframes were kept of \(expectedCount): the scene could not save its state")
        }
        return found
    }

    /// The straight run: its keyframes, every tick's hash, and the probes and picture 3/4 of an
    /// interval after each keyframe.
    private func straightRun(of replay: Replay, interval: UInt64, comparingAt after: UInt64) throws
        -> (keyframes: KeyframeIndex, hashes: [UInt64], seen: [UInt64: (probes: String, picture: [DrawItem])]) {
        let keyframes = KeyframeIndex(interval: interval)
        let player = try ReplayPlayer(replay, factory: factory)
        var hashes = [player.runner.stateHash()]
        var seen: [UInt64: (probes: String, picture: [DrawItem])] = [:]
        while !player.isAtEnd {
            if keyframes.wants(player.tick) { keyframes.add(try player.runner.snapshot()) }
            player.advance(1)
            hashes.append(player.runner.stateHash())
            if player.tick % interval == after {
                seen[player.tick] = (Self.describe(player.runner.probes()), Self.picture(of: player))
            }
        }
        return (keyframes, hashes, seen)
    }

    /// The player's frame, each sprite's texture named by the first texture in the asset store
    /// with the same image: sessions sharing a store may add the same art under other ids.
    private static func picture(of player: ReplayPlayer) -> [DrawItem] {
        let assets = player.runner.context.assets
        return player.runner.draw(interpolation: 1).sortedItems.map { item in
            guard case .sprite(var sprite) = item.command, let image = assets.image(for: sprite.texture) else { return item }
            var first: UInt32 = 0
            while assets.image(for: TextureID(raw: first)) != image { first += 1 }
            sprite.texture = TextureID(raw: first)
            var item = item
            item.command = .sprite(sprite)
            return item
        }
    }

    private static func describe(_ probes: Probes) -> String {
        probes.entries.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
    }
}
