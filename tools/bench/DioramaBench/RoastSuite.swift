import ArgumentParser
import Engine
import Foundation
import RoastRevealScene

/// `diorama-bench roast`: the roast reveal's generator.
///
/// - `roast.generate`: the median time for one roast as the user gets it (`SafeRoaster`: the
///   offline grammar writes it, the safety filter checks it, and it must differ from the user's
///   last 50), cycling through every category, spice level, language and mood; target ≤ 20 µs
///   in a release build. `roast.generate_p95` is the 95th percentile.
/// - `roast.grammar` and `roast.filter`: its two parts, the median of the grammar alone writing
///   a roast and of the filter alone checking one (over the roasts just written).
/// - `roast.reveal_frame`: the median frame of the scene in a real 450 × 800 SDL window (an Xvfb
///   display of its own when none is set) while cards keep dropping, turning over in perspective
///   and typing their roasts in (Roast again as soon as one is shown): events, ticks, drawing and
///   presenting, with vsync off so the figure is the work done; target ≤ 4 ms.
///   `roast.reveal_frame_p95` is the 95th percentile.
struct RoastSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "roast", abstract: "Times writing a safe, fresh roast, and the reveal's frames in a window.")

    @Option(help: "Roasts to time.")
    var roasts = 200_000

    @Option(help: "Frames to time in the window (0 skips the window figure); about 3 ms each, so the default spans two reveals.")
    var frames = 2_400

    func validate() throws {
        guard roasts > 0, frames >= 0 else { throw ValidationError("roasts must be positive, frames not negative") }
    }

    func run() throws {
        try measureGenerate()
        if frames > 0 { try measureReveal() }
    }

    /// Roast me! on the generator, and Roast again under a card that is all shown, in canvas pixels.
    static let roastMe = Vec2(360, 768), again = Vec2(200, 976)

    private func measureReveal() throws {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-bench-roast-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let factory = SessionFactory(catalog: SceneCatalog([RoastRevealScene.self]),
                                     assets: AssetStore(root: FileManager.default.currentDirectoryPath),
                                     profile: SaveStore(directory: profile))
        let runner = try factory.makeRunner(sceneID: RoastRevealScene.info.id, seed: 1)
        func click(_ point: Vec2) -> [InputEvent] { [.pointerDown(point, .primary), .pointerUp(point, .primary)] }
        // Without vsync, so a frame's time is its work, not the wait for the next (emulated)
        // vertical blank. The input is worked out after each frame's time is taken.
        // Several frames run between two ticks: one click a tick, so each reveal is one roast.
        var clickedBefore: UInt64?
        let times = try WindowFrames.measure(runner, frames: frames, vsync: false) { frame in
            if frame == 0 { return click(Self.roastMe) }
            guard runner.nextTick != clickedBefore, runner.probes()["card_phase"] == .string("shown") else { return [] }
            clickedBefore = runner.nextTick
            return click(Self.again)
        }
        Measure.report("roast.reveal_frame", Measure.median(times), "ms", decimals: 2)
        Measure.report("roast.reveal_frame_p95", Measure.percentile(times, 95), "ms", decimals: 2)
        print("roast.reveals: \(runner.probes()["history"]?.description ?? "0") cards dropped and turned over")
    }

    private func measureGenerate() throws {
        let resources = RoastResources.bundled
        let generator = try OfflineRoastGenerator(resources: resources)
        let filter = try SafetyFilter(path: resources.path("data/safety.yml"))
        let roaster = SafeRoaster(provider: generator, filter: filter, strings: try RoastStrings(resources: resources))
        var random = RandomGenerator(seed: 1)
        var recent: [String] = [], recentSet: Set<String> = []
        var samples: [Double] = [], grammarSamples: [Double] = [], filterSamples: [Double] = []
        samples.reserveCapacity(roasts)
        let moods = [nil] + RoastMood.allCases
        for i in 0..<(roasts + 1_000) {
            var request = RoastRequest(category: RoastCategory.allCases[i % RoastCategory.allCases.count], spice: 1 + i / 10 % 5,
                                       mood: moods[i / 50 % moods.count], language: i % 2 == 0 ? .en : .vi, recent: recentSet)
            var roast: Roast?
            let elapsed = Measure.nanoseconds { roast = roaster.roast(for: request, random: &random) }
            let text = roast!.text
            request.recent = []
            var written: String?
            let grammar = Measure.nanoseconds { written = generator.roastText(for: request, random: &random) }
            var allowed = false
            let filtering = Measure.nanoseconds { allowed = filter.allows(written!) }
            guard allowed else { throw RoastBenchError(description: "the safety filter refused a roast of the grammar: \(written!)") }
            if i >= 1_000 {   // the first thousand warm up
                samples.append(elapsed)
                grammarSamples.append(grammar)
                filterSamples.append(filtering)
            }
            recent.append(text)
            recentSet.insert(text)
            if recent.count > RoastSave.noRepeatWindow { recentSet.remove(recent.removeFirst()) }
        }
        Measure.report("roast.generate", Measure.median(samples) / 1e3, "µs")
        Measure.report("roast.generate_p95", Measure.percentile(samples, 95) / 1e3, "µs")
        Measure.report("roast.grammar", Measure.median(grammarSamples) / 1e3, "µs")
        Measure.report("roast.filter", Measure.median(filterSamples) / 1e3, "µs")
    }
}

/// A roast the bench's grammar wrote that the filter refused: the grammar files need fixing.
struct RoastBenchError: Error, CustomStringConvertible {
    var description: String
}
