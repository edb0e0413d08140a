import ArgumentParser
import Engine
import Foundation
import RenderSDL
import RoastRevealScene
import UI

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
/// - `roast.share_story`: the median time for a share image in the story template, 1080 × 1920,
///   as a share or `diorama roast share` makes it: the draw list built with the roast fitted to
///   its box, a new offscreen backend, the render at full size and the PNG encoded; target
///   ≤ 250 ms. `roast.share_story_layout`, `_render` and `_encode` are its parts (the render
///   with the backend's start), and `roast.share_blank_1080x1920` the baseline in the same run:
///   the same backend, render and encode of a picture with nothing drawn on it, the floor any
///   template stands on (`roast.share_story_vs_blank` the ratio).
struct RoastSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "roast", abstract: "Times writing a safe, fresh roast, rendering a share image, and the reveal's frames in a window.")

    @Option(help: "Roasts to time.")
    var roasts = 200_000

    @Option(help: "Frames to time in the window (0 skips the window figure); about 3 ms each, so the default spans two reveals.")
    var frames = 2_400

    @Option(help: "Share images to time (the median is reported).")
    var shares = 15

    func validate() throws {
        guard roasts > 0, shares > 0, frames >= 0 else {
            throw ValidationError("roasts and shares must be positive, frames not negative")
        }
    }

    func run() throws {
        try generate()
        try shareStory()
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

    /// Times rendering and encoding the story template, against a blank picture of its size.
    func shareStory() throws {
        let strings = try RoastStrings(resources: RoastResources.bundled)
        let typesetter = try Typesetter.shared()
        let content = ShareContent(text: "Fun fact: your talent for panic-powered productivity is a cautionary tale new hires hear on "
                                       + "day one. Points for style, at least.", category: .deadlines, spice: 4, language: .en)
        var layout: [Double] = [], render: [Double] = [], encode: [Double] = [], whole: [Double] = [], blank: [Double] = []
        var bytes = 0
        for run in 0...shares {   // the first warms up
            var image: ShareImage?
            var pixels: Image?
            let built = Measure.nanoseconds { image = ShareImage(.story, content: content, strings: strings, typesetter: typesetter) }
            let rendered = try Measure.nanoseconds { pixels = try image!.rendered(with: { try OffscreenBackend(size: $0) }) }
            let encoded = try Measure.nanoseconds { bytes = try pixels!.pngData().count }
            var empty = DrawList(canvasSize: ShareTemplate.story.size)
            empty.clearColor = Color(hex: 0x9D0208)
            let floor = try Measure.nanoseconds {
                _ = try OffscreenBackend(size: empty.canvasSize).render(empty, images: AssetStore(root: "/")).pngData()
            }
            guard pixels!.width == 1080, pixels!.height == 1920 else { throw RoastBenchError(description: "the story is not 1080 × 1920") }
            guard run > 0 else { continue }
            layout.append(built); render.append(rendered); encode.append(encoded); whole.append(built + rendered + encoded)
            blank.append(floor)
        }
        Measure.report("roast.share_story", Measure.median(whole) / 1e6, "ms")
        Measure.report("roast.share_story_layout", Measure.median(layout) / 1e6, "ms")
        Measure.report("roast.share_story_render", Measure.median(render) / 1e6, "ms")
        Measure.report("roast.share_story_encode", Measure.median(encode) / 1e6, "ms")
        Measure.report("roast.share_story_png", Double(bytes) / 1024, "KiB", decimals: 0)
        Measure.report("roast.share_blank_1080x1920", Measure.median(blank) / 1e6, "ms")
        Measure.report("roast.share_story_vs_blank", Measure.median(whole) / Measure.median(blank), "x")
    }

    /// Times writing roasts.
    func generate() throws {
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
