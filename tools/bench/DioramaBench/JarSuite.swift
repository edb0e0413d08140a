import ArgumentParser
import CRawBox2DBench
import Engine
import Foundation
import StickerJarScene

/// `diorama-bench jar`: the sticker jar's speed and soak figures.
///
/// - `jar.tick_vs_raw_box2d_settled` / `_shaken`: a whole scene tick (input, the scene's
///   `fixedUpdate`, the physics step) against a raw Box2D step of the very same world. The raw
///   world mirrors the scene's at tick 0 (same bodies, fixtures and materials, created in the
///   same order, read back from the scene's world) and then gets the gravity the scene set each
///   tick and the same wake-ups; equal state hashes after every run prove the worlds stayed the
///   same. Shaking (tilt sways and jolts) reaches the stickers only through gravity, so it is
///   mirrored too. Chunks of 30 ticks are timed in pairs (the scene's, then the raw world's).
/// - `jar.window_frame_median`: frames of the scene with the stickers being shaken in a real SDL
///   window (an Xvfb display of its own when none is set).
/// - `jar.sticker_make_2048`: `StickerMaker` on a 2048 × 2048 photo.
/// - `jar.soak_escapes`: stickers that left the jar during a long, hard shake.
/// - `jar.recognition_top1`, `jar.recognition_confident_wrong`…: the food recogniser on generated
///   photos (`JarRecognition`); `--recognition-only` measures these alone.
struct JarSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jar", abstract: "Times the sticker jar against raw Box2D, in a window, soaks it, and scores its food recogniser.")

    @Option(help: "Stickers in the jar.")
    var stickers = 300

    @Option(help: "Ticks in each timed run (60 a second).")
    var ticks = 600

    @Option(help: "Timed runs of each side, after one untimed warm-up run.")
    var runs = 5

    @Option(help: "Frames to time in the window (0 skips the window figure).")
    var frames = 600

    @Option(help: "Ticks of hard shaking in the soak (0 skips it).")
    var soakTicks = 100_000

    @Flag(help: "Measure the food recogniser alone.")
    var recognitionOnly = false

    func validate() throws {
        guard stickers > 0, ticks > 0, runs > 0, frames >= 0, soakTicks >= 0 else {
            throw ValidationError("stickers, ticks and runs must be positive; frames and soak-ticks not negative")
        }
    }

    func run() throws {
        let root = try Self.projectRoot()
        try JarRecognition.measure(root: root)
        if recognitionOnly { return }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-bench-jar-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let factory = SessionFactory(catalog: SceneCatalog([StickerJarScene.self]), assets: AssetStore(root: root),
                                     profile: SaveStore(directory: profile))

        for shaken in [false, true] {
            let name = shaken ? "shaken" : "settled"
            let figures = try compareWithRaw(factory: factory, shaken: shaken)
            Measure.report("jar.tick_vs_raw_box2d_\(name)", figures.ratio, "x", decimals: 3)
            Measure.report("jar.tick_\(name)", figures.tick / 1e6, "ms", decimals: 4)
            Measure.report("jar.raw_box2d_step_\(name)", figures.raw / 1e6, "ms", decimals: 4)
            print("jar.awake_\(name): \(figures.awake) bodies")
        }
        try measureStickerMake(root: root)
        if frames > 0 { try measureWindow(factory: factory) }
        if soakTicks > 0 { try soak(factory: factory) }
        print("jar.stickers: \(stickers) stickers")
    }

    // MARK: - Scene tick against raw Box2D

    /// Median scene tick and raw step times (ns), their median paired ratio and the awake bodies.
    private func compareWithRaw(factory: SessionFactory, shaken: Bool) throws
        -> (ratio: Double, tick: Double, raw: Double, awake: Int) {
        let runner = try factory.makeRunner(sceneID: StickerJarScene.info.id, seed: 1,
                                            parameters: ["stickers": String(stickers)])
        let scene = runner.scene as! StickerJarScene
        let mirror = try RawMirror(runner.context.physics, chain: scene.jarOutline.vertices)
        defer { mirror.destroy() }
        let settle = 900
        for tick in 0..<settle { mirror.follow(runner, input: shaken ? Self.shaking(tick) : []) }
        try mirror.check(runner, after: "settling")

        let chunk = 30
        var tickTimes: [Double] = [], rawTimes: [Double] = [], ratios: [Double] = []
        var tick = settle
        for run in 0...runs {
            for start in stride(from: 0, to: ticks, by: chunk) {
                let count = min(chunk, ticks - start)
                let inputs = (0..<count).map { shaken ? Self.shaking(tick + $0) : [] }
                // The raw world needs the gravity the scene chose, so the scene's ticks run (timed)
                // first and the raw world then steps the same ticks (timed).
                var gravities: [(gravity: Vec2, wake: Bool)] = []
                let sceneTime = Measure.nanoseconds {
                    for input in inputs { gravities.append(mirror.sceneTick(runner, input: input)) }
                }
                let rawTime = Measure.nanoseconds { for step in gravities { mirror.rawStep(gravity: step.gravity, wake: step.wake) } }
                tick += count
                guard run > 0 else { continue }
                tickTimes.append(sceneTime / Double(count))
                rawTimes.append(rawTime / Double(count))
                ratios.append(sceneTime / rawTime)
            }
            try mirror.check(runner, after: "run \(run)")
        }
        let awake = runner.context.physics.bodies.filter { runner.context.physics.isAwake($0) }.count
        return (Measure.median(ratios), Measure.median(tickTimes), Measure.median(rawTimes), awake)
    }

    /// The input of tick `tick` while shaking: the jar sways ±0.6 rad about once a second and
    /// gets a full jolt every 40 ticks.
    static func shaking(_ tick: Int) -> [InputEvent] {
        let angle = 0.6 * sin(2 * .pi * Double(tick) / 70)
        var events: [InputEvent] = [.tilt(Vec2(sin(angle), cos(angle)))]
        if tick % 40 == 0 { events.append(.shake(1)) }
        return events
    }

    // MARK: - Sticker making

    private func measureStickerMake(root: String) throws {
        let art = try Image(contentsOfPNG: root + "/assets/photos/banana-plain.png")
        let photo = art.scaled(width: 2048, height: 2048)
        let nanoseconds = Measure.medianNanoseconds(runs: 5) {
            _ = try? StickerMaker.makeSticker(from: photo)
        }
        _ = try StickerMaker.makeSticker(from: photo)  // fails loudly if the photo has no subject
        Measure.report("jar.sticker_make_2048", nanoseconds / 1e6, "ms", decimals: 1)
    }

    // MARK: - Window

    private func measureWindow(factory: SessionFactory) throws {
        let runner = try factory.makeRunner(sceneID: StickerJarScene.info.id, seed: 1,
                                            parameters: ["stickers": String(stickers)])
        // With vsync, as a user plays: without it most frames would run no tick and hide the
        // physics, which is most of this scene's work.
        let times = try WindowFrames.measure(runner, frames: frames, vsync: true, input: Self.shaking)
        let awake = runner.context.physics.bodies.filter { runner.context.physics.isAwake($0) }.count
        Measure.report("jar.window_frame_median", Measure.median(times), "ms", decimals: 2)
        Measure.report("jar.window_frame_p95", Measure.percentile(times, 95), "ms", decimals: 2)
        print("jar.window_awake_at_end: \(awake) bodies")
    }

    // MARK: - Soak

    /// Ticks the soak runs before it takes its memory baseline (start-up, caches, the first drops).
    private static let soakWarmUpTicks = 10_000

    private func soak(factory: SessionFactory) throws {
        let runner = try factory.makeRunner(sceneID: StickerJarScene.info.id, seed: 1,
                                            parameters: ["stickers": String(stickers)])
        var baseline: Int?, peak = 0, nonFinite = 0, firstNonFinite: String?
        for tick in 0..<soakTicks {
            // Hard shaking: the sway, a full jolt every 20 ticks, and a held tilt now and then.
            let angle = 0.7 * sin(2 * .pi * Double(tick) / 50)
            runner.send(.tilt(Vec2(sin(angle), cos(angle))))
            if tick % 20 == 0 { runner.send(.shake(1)) }
            runner.runTick()
            if tick % 100 == 99 {
                for (name, value) in runner.probes() where !Self.isFinite(value) {
                    nonFinite += 1
                    firstNonFinite = firstNonFinite ?? "\(name) = \(value) at tick \(tick + 1)"
                }
            }
            if tick + 1 == Self.soakWarmUpTicks { baseline = ResidentMemory.bytes() }
            if tick + 1 > Self.soakWarmUpTicks, tick % 1_000 == 999 { peak = max(peak, ResidentMemory.bytes()) }
        }
        let probes = runner.probes()
        print("jar.soak_ticks: \(soakTicks) ticks")
        print("jar.soak_escapes: \(probes["escaped"]?.number.map { Int($0) } ?? -1) stickers")
        print("jar.soak_stickers_left: \(probes["stickers"]?.number.map { Int($0) } ?? -1) stickers")
        print("jar.soak_nan_probes: \(nonFinite) values\(firstNonFinite.map { " (first: \($0))" } ?? "")")
        if let baseline, baseline > 0, peak > 0 {
            Measure.report("jar.soak_rss_growth", 100 * Double(peak - baseline) / Double(baseline), "%", decimals: 2)
            print("jar.soak_rss_at_warm_up: \(baseline / 1024) KiB")
            print("jar.soak_rss_peak: \(peak / 1024) KiB")
        } else {
            print("jar.soak_rss_growth: not measured (the soak needs more than \(Self.soakWarmUpTicks + 1_000) ticks)")
        }
    }

    /// Whether every number in `value` is finite (probes of other kinds always are).
    private static func isFinite(_ value: ProbeValue) -> Bool {
        switch value {
        case .double(let v): return v.isFinite
        case .vec2(let v): return v.x.isFinite && v.y.isFinite
        default: return true
        }
    }

    // MARK: - Helpers

    /// The checkout this benchmark was built from (`tools/bench/DioramaBench/`), for its sample photos.
    static func projectRoot() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: root + "/assets/photos") else {
            throw ValidationError("\(root): the checkout this benchmark was built from is gone; build it again from a checkout")
        }
        return root
    }
}
