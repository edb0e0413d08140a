import Foundation
@testable import Engine
@testable import Replay
import Testing
import SceneTestSupport

/// Balls dropped on each Space into a box and nudged at random, so the world keeps changing and
/// growing; its counters are its saved state, so its replays get keyframes.
private final class BouncingBallsScene: Scene {
    static let info = SceneInfo(id: "bouncing-balls", title: "Bouncing balls", summary: "For tests.")
    struct State: Codable, Sendable, Equatable {
        var ticks = 0
        var balls: [BodyID] = []
    }
    var state = State()

    init(context: SceneContext) throws {
        let box = context.physics.createBody()
        try context.physics.addEdge(from: Vec2(-6, 0), to: Vec2(6, 0), to: box)
        try context.physics.addEdge(from: Vec2(-6, 0), to: Vec2(-6, 20), to: box)
        try context.physics.addEdge(from: Vec2(6, 0), to: Vec2(6, 20), to: box)
    }

    func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        state.ticks += 1
        for event in input where event == .keyDown(.space) {
            let ball = context.physics.createBody(BodyDef(type: .dynamic, position: Vec2(context.random.next(in: -5.0...5.0), 15)))
            _ = try? context.physics.addCircle(radius: 0.4, to: ball, ShapeDef())
            state.balls.append(ball)
        }
        if state.ticks % 20 == 0, !state.balls.isEmpty {
            let ball = state.balls[context.random.next(in: 0...(state.balls.count - 1))]
            context.physics.applyLinearImpulseToCenter(Vec2(context.random.next(in: -3.0...3.0), 6), to: ball)
        }
    }
    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {}
}

@Suite struct KeyframeIndexTests {
    /// A replay of `ticks` ticks, its inputs sent by a script: a ball every 25 ticks.
    private static func record(ticks: Int, factory: SessionFactory) throws -> Replay {
        let recording = try factory.makeRecordedRunner(sceneID: BouncingBallsScene.info.id, seed: 3)
        for tick in stride(from: 1, to: ticks, by: 25) { recording.send(.keyDown(.space), at: UInt64(tick)) }
        recording.run(ticks: ticks)
        let recorder = try #require(recording.recorder)
        recorder.finish(runner: recording)
        return recorder.replay
    }

    private static func factory(_ scratch: String, _ name: String = "profile") -> SessionFactory {
        SessionFactory(catalog: SceneCatalog([BouncingBallsScene.self]), assets: AssetStore(root: "/"),
                       profile: SaveStore(directory: scratch + "/" + name))
    }

    /// Every tick's state hash in a straight run.
    private static func straightHashes(of replay: Replay, factory: SessionFactory) throws -> [UInt64] {
        let player = try ReplayPlayer(replay, factory: factory)
        var hashes = [player.runner.stateHash()]
        while !player.isAtEnd {
            player.advance(1)
            hashes.append(player.runner.stateHash())
        }
        return hashes
    }

    /// Under a budget of a few keyframes, the rest go to the cache file, none is dropped, and
    /// seeks anywhere (back and forth, every seventh tick and each side of every keyframe) land
    /// on the straight run's state; each restore checks its deep physics hash in debug builds.
    @Test func aLongReplayUnderATinyBudgetSeeksToEveryTickExactly() throws {
        let scratch = ScratchFolders.path("diorama-keyframe-index")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let factory = Self.factory(scratch)
        let replay = try Self.record(ticks: 2_400, factory: factory)
        let hashes = try Self.straightHashes(of: replay, factory: factory)

        // Room for some 10 of its keyframes whole (about 15 KB each by the end); the rest keep
        // only their poses in memory.
        let budget = 256 << 10
        let keyframes = KeyframeIndex(interval: 30, budget: budget, cacheDirectory: scratch + "/cache")
        ReplayIndexer(replay: replay, factory: Self.factory(scratch, "indexer"), index: keyframes).run()
        #expect(keyframes.count == 81 && keyframes.interval == 30, "none dropped: \(keyframes.count)")
        #expect(keyframes.spilledCount > 40 && keyframes.byteCount <= budget, "\(keyframes.spilledCount) spilled")
        #expect(keyframes.cacheByteCount > 0 && keyframes.cacheProblem == nil)

        var targets = Array(stride(from: UInt64(0), through: 2_400, by: 7))
        targets += stride(from: UInt64(30), to: 2_400, by: 30).flatMap { [$0 - 1, $0, $0 + 1] }
        var random = RandomGenerator(seed: 4)
        for index in targets.indices.reversed() { targets.swapAt(index, random.next(in: 0...index)) }
        let player = try ReplayPlayer(replay, factory: factory, keyframes: keyframes)
        for target in targets {
            try player.seek(to: target)
            #expect(player.tick == target && player.runner.stateHash() == hashes[Int(target)], "tick \(target)")
        }
        #expect(player.keyframeWarning == nil)
        let path = try #require(keyframes.cachePath)
        #expect(FileManager.default.fileExists(atPath: path))
        keyframes.close()
        #expect(!FileManager.default.fileExists(atPath: path), "closing removes the cache file")
    }

    /// A byte flipped in the cache file fails its keyframe's checksum: the seek restores the
    /// keyframe before it instead, lands exactly, and takes the damaged one again on the way, so
    /// the next seek there restores it.
    @Test func aKeyframeDamagedOnDiskIsDetectedAndRebuilt() throws {
        let scratch = ScratchFolders.path("diorama-keyframe-index")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let factory = Self.factory(scratch)
        let replay = try Self.record(ticks: 600, factory: factory)
        let hashes = try Self.straightHashes(of: replay, factory: factory)
        let keyframes = KeyframeIndex(interval: 30, budget: 40 << 10, cacheDirectory: scratch + "/cache")
        ReplayIndexer(replay: replay, factory: Self.factory(scratch, "indexer"), index: keyframes).run()
        #expect(keyframes.spilledCount > 10 && keyframes.count == 21, "\(keyframes.spilledCount) spilled")

        // With the playhead at the start, the latest keyframes leave memory, written in tick
        // order: the middle of the file lies in one of the second half.
        let path = try #require(keyframes.cachePath)
        let file = try #require(FileHandle(forUpdatingAtPath: path))
        let middle = UInt64(keyframes.cacheByteCount / 2)
        try file.seek(toOffset: middle)
        let byte = try #require(try file.read(upToCount: 1))
        try file.seek(toOffset: middle)
        try file.write(contentsOf: [byte[0] ^ 0x5A])
        try file.close()

        let player = try ReplayPlayer(replay, factory: factory, keyframes: keyframes)
        var damaged: UInt64?
        for keyframe in stride(from: UInt64(570), through: 30, by: -30) {
            try player.seek(to: 599)
            try player.jump(towards: keyframe + 10)
            #expect(player.runner.stateHash() == hashes[Int(player.tick)], "tick \(player.tick)")
            if player.tick != keyframe {
                #expect(player.tick == keyframe - 30 && keyframes.needsRebuild(keyframe), "the one before restored instead")
                damaged = keyframe
                break
            }
        }
        let tick = try #require(damaged, "the damaged keyframe was found")
        #expect(tick > 300 && tick < 600)
        try player.seek(to: tick + 20)
        #expect(player.runner.stateHash() == hashes[Int(tick) + 20])
        #expect(!keyframes.needsRebuild(tick) && !keyframes.hasDamage, "re-simulating through it took it again")
        try player.seek(to: 0)
        #expect(try player.jump(towards: tick + 5) && player.tick == tick, "the rebuilt keyframe restores")
        #expect(player.runner.stateHash() == hashes[Int(tick)])
        #expect(player.keyframeWarning == nil)
    }

    /// Keyframes read back from the cache file for seeks stay in memory, near the playhead,
    /// while the latest ones (far from it) leave: with every byte of the file gone bad, jumps
    /// there still restore their own keyframe, and seeks stay exact within the budget.
    @Test func keyframesNearThePlayheadStayInMemory() throws {
        let scratch = ScratchFolders.path("diorama-keyframe-index")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let factory = Self.factory(scratch)
        let replay = try Self.record(ticks: 900, factory: factory)
        let hashes = try Self.straightHashes(of: replay, factory: factory)
        let keyframes = KeyframeIndex(interval: 30, budget: 40 << 10, cacheDirectory: scratch + "/cache")
        ReplayIndexer(replay: replay, factory: Self.factory(scratch, "indexer"), index: keyframes).run()
        let player = try ReplayPlayer(replay, factory: factory, keyframes: keyframes)
        // Watch the start of a replay of growing keyframes, after indexing all of it.
        for target in [UInt64(130), 40, 100, 70] { try player.seek(to: target) }

        let path = try #require(keyframes.cachePath)
        let file = try #require(FileHandle(forUpdatingAtPath: path))
        try file.write(contentsOf: Data(repeating: 0x5A, count: keyframes.cacheByteCount))
        try file.close()
        for keyframe in [UInt64(120), 30, 90, 60] {
            try player.jump(towards: keyframe + 5)
            #expect(player.tick == keyframe && !keyframes.needsRebuild(keyframe), "the keyframe of tick \(keyframe) came from memory")
            try player.seek(to: keyframe + 5)
            #expect(player.runner.stateHash() == hashes[Int(keyframe) + 5])
        }
        #expect(!keyframes.hasDamage && keyframes.byteCount <= 40 << 10)
        try player.seek(to: 875)
        #expect(player.tick == 875 && player.runner.stateHash() == hashes[875])
    }

    /// Two viewers of one replay index it at once with the same cache folder: each has a file of
    /// its own, each seeks exactly, and a file a process that died left behind is removed.
    @Test func twoViewersOfOneReplayKeepCacheFilesApart() throws {
        let scratch = ScratchFolders.path("diorama-keyframe-index")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let factory = Self.factory(scratch)
        let replay = try Self.record(ticks: 900, factory: factory)
        let hashes = try Self.straightHashes(of: replay, factory: factory)
        let cache = scratch + "/cache"
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        // No process has this id (above the kernel's largest).
        let stale = cache + "/\(KeyframeCache.namePrefix)2147483646-AbCdEf"
        #expect(FileManager.default.createFile(atPath: stale, contents: Data([1, 2, 3])))
        let kept = cache + "/notes.txt"
        #expect(FileManager.default.createFile(atPath: kept, contents: Data([1])))

        let indexes = (0..<2).map { _ in KeyframeIndex(interval: 30, budget: 48 << 10, cacheDirectory: cache) }
        DispatchQueue.concurrentPerform(iterations: 2) { viewer in
            ReplayIndexer(replay: replay, factory: Self.factory(scratch, "indexer\(viewer)"), index: indexes[viewer]).run()
        }
        let players = try (0..<2).map { viewer in
            try ReplayPlayer(replay, factory: Self.factory(scratch, "viewer\(viewer)"), keyframes: indexes[viewer])
        }
        #expect(indexes.allSatisfy { $0.count == 31 && $0.spilledCount > 15 }, "\(indexes.map(\.spilledCount)) spilled")
        let paths = players.compactMap(\.keyframes.cachePath)
        #expect(paths.count == 2 && paths[0] != paths[1])
        #expect(!FileManager.default.fileExists(atPath: stale) && FileManager.default.fileExists(atPath: kept))
        for target in stride(from: UInt64(880), through: 0, by: -61) {
            for player in players {
                try player.seek(to: target)
                #expect(player.runner.stateHash() == hashes[Int(target)], "tick \(target)")
            }
        }
        for player in players {
            #expect(player.keyframeWarning == nil && !player.keyframes.hasDamage)
            player.keyframes.close()
        }
        #expect(paths.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
    }
}
