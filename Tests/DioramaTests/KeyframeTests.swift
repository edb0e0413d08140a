import Replay
import Scripting
import BuiltInScenes
import SceneTestSupport
import Engine
import Foundation
import Testing

/// Replay keyframes reproduce every scene: for each scene's scripts, a session restored from a
/// keyframe (into a session with another history) must go on exactly as the straight run did:
/// the same state hash every tick, and the same probes and picture afterwards.
@Suite struct KeyframeTests {
    /// Every script under `scenes/*/tests`, as paths relative to the project root.
    static let scripts: [String] = {
        let root = projectRoot
        let scenes = (try? FileManager.default.contentsOfDirectory(atPath: root + "/scenes")) ?? []
        return scenes.sorted().flatMap { scene -> [String] in
            let folder = "scenes/\(scene)/tests"
            let files = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
            return files.filter { $0.hasSuffix(".yml") }.sorted().map { "\(folder)/\($0)" }
        }
    }()

    @Test func everySceneScriptIsFound() {
        #expect(Self.scripts.count >= 15)
        for scene in ["playground", "sticker-jar", "shears-intro"] {
            #expect(Self.scripts.contains { $0.hasPrefix("scenes/\(scene)/") })
        }
    }

    @Test(arguments: scripts)
    func aRestoredKeyframeGoesOnExactlyAsTheStraightRun(script path: String) throws {
        let root = projectRoot
        let factory = try Self.factory(root: root)
        let script = try SceneScript(contentsOf: root + "/" + path)
        let replay = try ScriptRunner(factory: factory).run(script).replay
        // About eight keyframes a script; a restored session runs 3/4 of an interval before its
        // probes and picture are compared. (A script of a tick or two has nothing to restore.)
        guard replay.lastTick >= 8 else { return }
        let interval = min(60, replay.lastTick / 8), after = interval * 3 / 4

        // The straight run: every tick's hash, and probes and picture where they are compared.
        let keyframes = KeyframeIndex(interval: interval)
        let straight = try ReplayPlayer(replay, factory: factory)
        var hashes: [UInt64] = [straight.runner.stateHash()]
        var seen: [UInt64: (probes: String, picture: [DrawItem])] = [:]
        while !straight.isAtEnd {
            if keyframes.wants(straight.tick) { keyframes.add(try straight.runner.snapshot()) }
            straight.advance(1)
            hashes.append(straight.runner.stateHash())
            if straight.tick % interval == after {
                seen[straight.tick] = (Self.describe(straight.runner.probes()), Self.picture(of: straight))
            }
        }
        #expect(keyframes.count == Int((replay.lastTick - 1) / interval) + 1, "the scene must be able to save its state")
        let ticks = stride(from: 0, to: replay.lastTick - after, by: Int(interval)).map { UInt64($0) }

        // Visit the keyframes backwards, then forwards: each seek restores one.
        let player = try ReplayPlayer(replay, factory: factory, keyframes: keyframes)
        player.advance(Int(replay.lastTick))
        for tick in ticks.reversed() + ticks.dropFirst() {
            let target = tick + after
            #expect(try player.jump(towards: target))
            #expect(player.tick == tick, "restored the keyframe of tick \(tick)")
            #expect(player.runner.stateHash() == hashes[Int(tick)])
            while player.tick < target {
                player.advance(1)
                #expect(player.runner.stateHash() == hashes[Int(player.tick)], "\(path): tick \(player.tick) after restoring \(tick)")
            }
            if let expected = seen[target] {
                #expect(Self.describe(player.runner.probes()) == expected.probes, "\(path): probes at tick \(target)")
                let picture = Self.picture(of: player)
                let differing = zip(picture, expected.picture).filter { $0 != $1 }.prefix(2).map { "\($0.0)\n  vs \($0.1)" }
                #expect(picture.count == expected.picture.count && differing.isEmpty,
                        "\(path): picture at tick \(target): \(differing.joined(separator: "\n"))")
            }
        }
        #expect(keyframes.distrustReason == nil, "\(path): no restore was distrusted (in this debug build, deep physics hashes included)")
        #expect(keyframes.count == Int((replay.lastTick - 1) / interval) + 1, "no restore was distrusted")
    }

    static func factory(root: String) throws -> SessionFactory {
        let profile = NSTemporaryDirectory() + "diorama-keyframes-\(UUID().uuidString)"
        return SessionFactory(catalog: SceneCatalog(BuiltInScenes.all), assets: AssetStore(root: root), profile: SaveStore(directory: profile))
    }

    /// The player's frame, each sprite's texture named by the first texture in the asset store
    /// with the same image: sessions sharing a store may add the same art under other ids.
    static func picture(of player: ReplayPlayer) -> [DrawItem] {
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

    static func describe(_ probes: Probes) -> String {
        probes.entries.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
    }
}
