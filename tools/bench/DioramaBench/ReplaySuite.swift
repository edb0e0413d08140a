import ArgumentParser
import Core
import Engine
import Foundation
import Replay
import StickerJarScene

/// `diorama-bench replay`: seeking in a long, busy replay.
///
/// The replay: the sticker jar with `stickers` stickers, swayed and jolted all along (as the jar
/// suite shakes it) for `minutes` minutes, so every body stays awake.
/// - `replay.index_seconds`: the indexer going through it, keeping a keyframe every interval.
/// - `replay.index_vs_plain_run`: that against simply running the replay: what keyframes cost.
/// - `replay.seek_median_ms` / `_p95_ms` / `_max_ms`: seeks to ticks spread over the replay
///   and random ones, once indexed (restore the keyframe, check its hash, re-simulate the rest).
/// - `replay.seek_from_start_ms`: the spread seeks by re-simulating from the start, the way seeks
///   went before keyframes (a few only: each takes seconds to minutes).
/// - `replay.seek_speedup`: the baseline's median over the keyframed median for the same targets.
/// - `replay.keyframes_mb`: the memory the keyframes hold (within `--keyframe-memory`; the rest
///   go to the viewer's cache file, `replay.keyframe_cache_mb`).
/// - `replay.keyframe_bytes`: a keyframe's mean size (its physics copy, compressed).
/// - `replay.keyframe_restore_ms`: the median restore of a keyframe (read back from the cache
///   file when it is there, decompressed, hash checked), with nothing to re-simulate.
/// - `replay.checkpoint_digests_ms` / `replay.checkpoint_state_ms`: what a recording adds at
///   each checkpoint, on the jar at the replay's end: the state's digests (always), and the whole
///   state as a tree (`--with-states`).
/// - `replay.record_rss_growth`: resident memory growth while a window-style session (a small
///   jar, swayed) records `--record-ticks` ticks to a file, from a tenth of the way to the end.
/// A 10-minute run takes some 15 to 35 minutes on 2 cores, with the load; `--minutes 60` about
/// six times that (recording, the plain run, indexing and the seeks from the start each
/// simulate the replay at 4 to 8 ms a tick; `--baseline-seeks 1` and `--record-ticks 0` spare
/// some of it).
/// With `--farm`, only the farm's figures instead (see `ReplayFarm`; `--slurm` adds a Slurm farm's).
struct ReplaySuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay", abstract: "Times seeking in a long, busy sticker-jar replay.")

    @Option(help: "Stickers in the jar.")
    var stickers = 300

    @Option(help: "Minutes of replay (60 ticks a second): 10 takes some 15-35 minutes on 2 cores, 60 about six times that.")
    var minutes = 10

    @Option(help: "Random seeks to time once indexed.")
    var seeks = 40

    @Option(help: "Of those, how many (spread evenly) also to time by re-simulating from the start.")
    var baselineSeeks = 3

    @Option(help: "The most memory the keyframes may take, in MB (as the viewer's --keyframe-memory).")
    var keyframeMemory = KeyframeIndex.defaultBudget >> 20

    @Option(help: "Ticks of a recorded session for replay.record_rss_growth (0 skips it).")
    var recordTicks = 1_000_000

    @Flag(help: "Time a farm instead: many short replays verified by the built diorama with --jobs 2 against --jobs 1.")
    var farm = false

    @Option(help: "With --farm: how many replays.")
    var farmReplays = 1_000

    @Flag(help: "With --farm: also verify them as a Slurm array job of two tasks (tools/farm-slurm; needs root).")
    var slurm = false

    func validate() throws {
        guard stickers > 0, minutes > 0, seeks > 0, baselineSeeks >= 1, baselineSeeks <= seeks else {
            throw ValidationError("stickers, minutes and seeks must be positive; 1 ≤ baseline-seeks ≤ seeks")
        }
        guard (16...1_048_576).contains(keyframeMemory), recordTicks >= 0 else {
            throw ValidationError("--keyframe-memory must be from 16 to 1048576 MB; --record-ticks at least 0")
        }
        guard (1...100_000).contains(farmReplays) else { throw ValidationError("--farm-replays must be from 1 to 100000") }
    }

    func run() throws {
        let root = try JarSuite.projectRoot()
        if farm { return try ReplayFarm(replays: farmReplays, slurm: slurm).run(root: root) }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-bench-replay-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let factory = SessionFactory(catalog: SceneCatalog([StickerJarScene.self]), assets: AssetStore(root: root),
                                     profile: SaveStore(directory: profile))
        let replay = try record(factory: factory)

        let plain = try ReplayPlayer(replay, factory: factory)
        let plainRun = Measure.nanoseconds { plain.advance(Int(replay.lastTick)) }
        let digests = Measure.medianNanoseconds(runs: 20) { _ = plain.runner.stateDigests(limit: ReplayRecorder.digestsPerCheckpoint) }
        let state = Measure.medianNanoseconds(runs: 20) { _ = try? plain.runner.sessionStateTree() }
        Measure.report("replay.checkpoint_digests_ms", digests / 1e6, "ms", decimals: 3)
        Measure.report("replay.checkpoint_state_ms", state / 1e6, "ms", decimals: 3)

        let keyframes = KeyframeIndex(budget: keyframeMemory << 20,
                                      cacheDirectory: KeyframeIndex.cacheDirectory(environment: ProcessInfo.processInfo.environment))
        defer { keyframes.close() }
        let indexer = ReplayIndexer(replay: replay, factory: factory, index: keyframes)
        let indexing = Measure.nanoseconds { indexer.run() }
        if let error = indexer.error { throw error }
        Measure.report("replay.index_seconds", indexing / 1e9, "s")
        Measure.report("replay.index_vs_plain_run", indexing / plainRun, "x", decimals: 3)

        // The baseline's targets come first: evenly spread (25 %, 50 %, 75 % for three), each 37
        // ticks on so it does not fall on a keyframe.
        let spread = (1...baselineSeeks).map { replay.lastTick * UInt64($0) / UInt64(baselineSeeks + 1) + 37 }
        var random = RandomGenerator(seed: 9)
        let targets = spread + (spread.count..<seeks).map { _ in UInt64(random.next(in: 0...Int(replay.lastTick))) }
        let player = try ReplayPlayer(replay, factory: factory, keyframes: keyframes)
        let seekTimes = try targets.map { target in try Measure.nanoseconds { try player.seek(to: target) } }
        guard keyframes.count > 0 else { throw ValidationError("the keyframes were dropped: a restore hashed differently") }
        Measure.report("replay.seek_median_ms", Measure.median(seekTimes) / 1e6, "ms")
        Measure.report("replay.seek_p95_ms", Measure.percentile(seekTimes, 95) / 1e6, "ms")
        Measure.report("replay.seek_max_ms", seekTimes.max()! / 1e6, "ms")
        let restoreTimes = try targets.map { target in
            try Measure.nanoseconds { try player.seek(to: target - target % keyframes.interval) }
        }
        Measure.report("replay.keyframe_restore_ms", Measure.median(restoreTimes) / 1e6, "ms")

        let baseline = try ReplayPlayer(replay, factory: factory)
        let baselineTimes = try spread.map { target in
            try Measure.nanoseconds {
                try baseline.seek(to: 0)   // no keyframes: back to a fresh session
                try baseline.seek(to: target)
            }
        }
        Measure.report("replay.seek_from_start_ms", Measure.median(baselineTimes) / 1e6, "ms")
        Measure.report("replay.seek_speedup", Measure.median(baselineTimes) / Measure.median(Array(seekTimes.prefix(baselineSeeks))), "x", decimals: 1)
        Measure.report("replay.keyframes_mb", Double(keyframes.byteCount) / 1_048_576, "MB", decimals: 1)
        Measure.report("replay.keyframe_bytes", Double(keyframes.meanKeyframeByteCount), "B", decimals: 0)
        Measure.report("replay.keyframe_cache_mb", Double(keyframes.cacheByteCount) / 1_048_576, "MB", decimals: 1)
        print("replay.keyframes: \(keyframes.count) keyframes, every \(keyframes.interval) ticks, "
              + "\(keyframes.spilledCount) in the cache file" + (keyframes.cacheProblem.map { " (\($0))" } ?? ""))
        print("replay.ticks: \(replay.lastTick) ticks")
        if recordTicks > 0 { try measureRecording(factory: factory, profile: profile) }
    }

    /// `replay.record_rss_growth`: a 30-sticker jar swayed and jolted while it records to a
    /// file only, as a window session records `last.replay`.
    private func measureRecording(factory: SessionFactory, profile: String) throws {
        try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
        let runner = try factory.makeRecordedRunner(sceneID: StickerJarScene.info.id, seed: 2, parameters: ["stickers": "30"],
                                                    paths: [profile + "/recorded.replay"], keepingReplay: false)
        var baseline = 0
        for tick in 0..<recordTicks {
            if tick == recordTicks / 10 { baseline = ResidentMemory.bytes() }
            for event in JarSuite.shaking(tick) { runner.send(event) }
            runner.runTick()
        }
        let growth = Double(ResidentMemory.bytes() - baseline) / Double(max(baseline, 1)) * 100
        runner.end()
        Measure.report("replay.record_rss_growth", growth, "%", decimals: 2)
    }

    /// A recorded session of the jar being shaken for `minutes` minutes.
    private func record(factory: SessionFactory) throws -> Replay {
        let runner = try factory.makeRecordedRunner(sceneID: StickerJarScene.info.id, seed: 1,
                                                    parameters: ["stickers": String(stickers)])
        for tick in 0..<(minutes * 3600) {
            for event in JarSuite.shaking(tick) { runner.send(event) }
            runner.runTick()
        }
        let recorder = runner.recorder!   // makeRecordedRunner sets it
        recorder.finish(runner: runner)
        return recorder.replay
    }
}
