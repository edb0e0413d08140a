import Foundation

/// The keyframes of one replay in tick order: session snapshots every `interval` ticks, so a
/// seek restores the nearest one before its target and re-simulates at most an interval.
///
/// An indexer adds keyframes from its own thread while a player reads them. Their physics
/// copies stay within `budget` bytes of memory: past it, the held ones farthest from the
/// playhead (the tick last sought) move to a cache file (`KeyframeCache`, when the index has a
/// folder for it), so a replay of any length keeps a keyframe every interval in bounded memory
/// and seeks near where the user is need no disk. One read back from the file stays in memory,
/// and leaves it again without another write. Without a folder, or once the file is full or
/// fails, every other keyframe is dropped and the interval doubles instead. A copy read back
/// damaged (its checksum) is left out, and `rebuild(_:)` puts a fresh one in its place.
public final class KeyframeIndex: @unchecked Sendable {
    /// Ticks between keyframes to begin with: half a second at 60 Hz, so a seek re-simulates
    /// at most 29 ticks (about 120 ms in a busy 300-body jar).
    public static let defaultInterval: UInt64 = 30
    /// The most memory the keyframes may take, in bytes: 256 MiB, a few hundred busy keyframes;
    /// the rest go to the cache file.
    public static let defaultBudget = 256 << 20
    /// The most a cache file may grow to, in bytes: 16 GiB, a keyframe every half second
    /// through some three hours of a 300-sticker jar shaken nonstop.
    public static let defaultCacheLimit = 16 << 30

    /// One keyframe: the snapshot (its Box2D part moved out unless `isHeld`), and where in
    /// the cache file a copy of that part lies, once it has been written there.
    private struct Entry {
        var snapshot: SessionSnapshot
        var spilled: KeyframeCache.Location?
        /// Whether the Box2D part is in memory.
        var isHeld = true
        /// Read back damaged: skipped until rebuilt.
        var damaged = false
    }

    private let lock = NSLock()
    private let budget: Int
    private let cacheDirectory: String?
    private let cacheLimit: Int
    private var cache: KeyframeCache?
    /// Why keyframes no longer go to the cache file, once one could not be made or written.
    private var cacheFailure: String?
    private var keyframes: [Entry] = []
    private var bytes = 0
    /// Every keyframe's physics copy added, in bytes, and how many were added.
    private var addedBytes = 0, added = 0
    /// Entries whose Box2D part is only in the cache file.
    private var outOfMemory = 0
    /// The tick last sought: keyframes far from it leave memory first.
    private var playhead: UInt64 = 0
    private var currentInterval: UInt64
    private var reached: UInt64 = 0
    private var finished = false
    private var distrustedBecause: String?

    /// An empty index that keeps a keyframe every `interval` ticks within `budget` bytes of
    /// memory, moving the rest to a cache file in `cacheDirectory` (at most `cacheLimit` bytes)
    /// when given one, else thinning.
    public init(interval: UInt64 = KeyframeIndex.defaultInterval, budget: Int = KeyframeIndex.defaultBudget,
                cacheDirectory: String? = nil, cacheLimit: Int = KeyframeIndex.defaultCacheLimit) {
        precondition(interval > 0, "KeyframeIndex: the interval must be positive")
        currentInterval = interval
        self.budget = budget
        self.cacheDirectory = cacheDirectory
        self.cacheLimit = cacheLimit
    }

    deinit { cache?.close() }

    /// Where a viewer's index keeps its cache file: `$XDG_CACHE_HOME/diorama`, or
    /// `~/.cache/diorama` when that is unset.
    public static func cacheDirectory(environment: [String: String]) -> String {
        KeyframeCache.directory(environment: environment)
    }

    /// Ticks between keyframes now.
    public var interval: UInt64 { lock.withLock { currentInterval } }
    /// Keyframes held, in memory or in the cache file.
    public var count: Int { lock.withLock { keyframes.count } }
    /// The memory the keyframes hold, in bytes (their physics copies), never above the budget
    /// once a keyframe has been added.
    public var byteCount: Int { lock.withLock { bytes } }
    /// The mean size of a keyframe's physics copy as added (its arena compressed), in bytes.
    public var meanKeyframeByteCount: Int { lock.withLock { added == 0 ? 0 : addedBytes / added } }
    /// Keyframes whose Box2D part is in the cache file.
    public var spilledCount: Int { lock.withLock { outOfMemory } }
    /// The cache file's size, in bytes (0 without one).
    public var cacheByteCount: Int { lock.withLock { cache?.size ?? 0 } }
    /// The cache file's path, once one was made.
    public var cachePath: String? { lock.withLock { cache?.path } }
    /// Why keyframes stopped going to the cache file, if they did.
    public var cacheProblem: String? { lock.withLock { cacheFailure } }
    /// How far into the replay the indexer has got, in ticks.
    public var reach: UInt64 { lock.withLock { reached } }
    /// Whether the indexer has gone through the whole replay (or stopped for good).
    public var isFinished: Bool { lock.withLock { finished } }

    /// Whether the indexer should keep a snapshot of tick `tick`.
    public func wants(_ tick: UInt64) -> Bool { lock.withLock { tick % currentInterval == 0 } }

    /// Adds the keyframe of the next tick on the indexer's path, moving older ones to the cache
    /// file (or thinning the index) when the keyframes outgrow the budget.
    public func add(_ keyframe: SessionSnapshot) {
        lock.withLock {
            guard distrustedBecause == nil else { return }
            precondition(keyframes.last.map { $0.snapshot.tick < keyframe.tick } ?? true, "keyframes must be added in tick order")
            keyframes.append(Entry(snapshot: keyframe))
            bytes += keyframe.physicsByteCount
            addedBytes += keyframe.physicsByteCount
            added += 1
            keepWithinBudget()
        }
    }

    /// Whether the keyframe of `tick` was read back damaged and awaits `rebuild(_:)`.
    public func needsRebuild(_ tick: UInt64) -> Bool {
        lock.withLock { position(of: tick).map { keyframes[$0].damaged } ?? false }
    }

    /// Whether any keyframe awaits `rebuild(_:)`.
    public var hasDamage: Bool { lock.withLock { keyframes.contains { $0.damaged } } }

    /// Puts `keyframe` (taken again by re-simulating) in place of the damaged one of its tick.
    public func rebuild(_ keyframe: SessionSnapshot) {
        lock.withLock {
            guard let index = position(of: keyframe.tick), keyframes[index].damaged else { return }
            if !keyframes[index].isHeld { outOfMemory -= 1 }
            bytes += keyframe.physicsByteCount - keyframes[index].snapshot.physicsByteCount
            keyframes[index] = Entry(snapshot: keyframe)
            keepWithinBudget()
        }
    }

    /// Notes that the indexer has run `tick` ticks.
    public func noteReach(_ tick: UInt64) { lock.withLock { reached = max(reached, tick) } }

    /// Drops every keyframe and takes no more: one restored to a state that hashes differently
    /// from the one it was taken from; `reason` says how.
    public func distrust(because reason: String) {
        lock.withLock {
            keyframes.removeAll()
            bytes = 0
            outOfMemory = 0
            cache?.removeAll()
            distrustedBecause = distrustedBecause ?? reason
        }
    }

    /// Why the keyframes were dropped (see `distrust(because:)`), or nil while they are trusted.
    public var distrustReason: String? { lock.withLock { distrustedBecause } }

    /// Notes that no more keyframes will come.
    public func finish() { lock.withLock { finished = true } }

    /// Removes the cache file, dropping the keyframes in it: for a viewer closing.
    public func close() {
        lock.withLock {
            keyframes.removeAll { !$0.isHeld }
            for index in keyframes.indices { keyframes[index].spilled = nil }
            outOfMemory = 0
            bytes = keyframes.reduce(0) { $0 + $1.snapshot.physicsByteCount }
            cache?.close()
            cacheFailure = cacheFailure ?? "the index was closed"
        }
    }

    /// The latest intact keyframe at or before `tick`, read back from the cache file if it is
    /// there (and kept in memory, as the one nearest the playhead, now `tick`), or nil. One read
    /// back damaged is marked for `rebuild(_:)` and an earlier one given.
    public func keyframe(atOrBefore tick: UInt64) -> SessionSnapshot? {
        lock.withLock {
            playhead = tick
            var low = 0, high = keyframes.count
            while low < high {
                let middle = (low + high) / 2
                if keyframes[middle].snapshot.tick <= tick { low = middle + 1 } else { high = middle }
            }
            for index in stride(from: low - 1, through: 0, by: -1) where !keyframes[index].damaged {
                let entry = keyframes[index]
                guard !entry.isHeld else { return entry.snapshot }
                if let location = entry.spilled, let encoded = cache?.read(location),
                   let physics = entry.snapshot.physics.withWorld(decoding: encoded) {
                    let snapshot = entry.snapshot.replacingPhysics(physics)
                    bytes += snapshot.physicsByteCount - entry.snapshot.physicsByteCount
                    keyframes[index].snapshot = snapshot
                    keyframes[index].isHeld = true
                    outOfMemory -= 1
                    keepWithinBudget()
                    return snapshot
                }
                keyframes[index].damaged = true
            }
            return nil
        }
    }

    /// The position of the keyframe of `tick`, if there is one.
    private func position(of tick: UInt64) -> Int? {
        var low = 0, high = keyframes.count
        while low < high {
            let middle = (low + high) / 2
            if keyframes[middle].snapshot.tick < tick { low = middle + 1 } else { high = middle }
        }
        return low < keyframes.count && keyframes[low].snapshot.tick == tick ? low : nil
    }

    /// Moves the Box2D parts of the held keyframes farthest from the playhead to the cache
    /// file (written once: one already there just leaves memory) until the keyframes fit the
    /// budget; thins the index when they cannot go there. Called with the lock held.
    private func keepWithinBudget() {
        while bytes > budget, let index = farthestHeld() {
            let entry = keyframes[index]
            guard let location = entry.spilled ?? store(entry.snapshot) else { break }
            let stub = entry.snapshot.replacingPhysics(entry.snapshot.physics.withoutWorld())
            bytes += stub.physicsByteCount - entry.snapshot.physicsByteCount
            keyframes[index] = Entry(snapshot: stub, spilled: location, isHeld: false)
            outOfMemory += 1
        }
        while bytes > budget && keyframes.count > 2 {
            currentInterval *= 2
            keyframes.removeAll { $0.snapshot.tick % currentInterval != 0 }
            outOfMemory = keyframes.count(where: { !$0.isHeld })
            bytes = keyframes.reduce(0) { $0 + $1.snapshot.physicsByteCount }
        }
    }

    /// The held keyframe farthest from the playhead (the later of two as far), if any.
    private func farthestHeld() -> Int? {
        var best: Int?, bestDistance: UInt64 = 0
        for (index, entry) in keyframes.enumerated() where entry.isHeld && !entry.damaged {
            let tick = entry.snapshot.tick
            let distance = tick > playhead ? tick - playhead : playhead - tick
            if best == nil || distance >= bestDistance { best = index; bestDistance = distance }
        }
        return best
    }

    /// Writes `keyframe`'s Box2D part to the cache file (made on first use) and says where, or
    /// nil when there is no file for it: no folder given, or it failed (`cacheProblem`).
    /// Called with the lock held.
    private func store(_ keyframe: SessionSnapshot) -> KeyframeCache.Location? {
        guard let cacheDirectory, cacheFailure == nil, let encoded = keyframe.physics.encodedWorld() else { return nil }
        do {
            if cache == nil { cache = try KeyframeCache(directory: cacheDirectory, limit: cacheLimit) }
            return try cache!.append(encoded)
        } catch {
            cacheFailure = "\(error)"
            return nil
        }
    }
}
