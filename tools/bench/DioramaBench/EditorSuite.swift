import ArgumentParser
import EditorCanvasScene
import Engine
import Foundation
import Host

/// `diorama-bench editor`: the photo editor's blur, export and history.
///
/// `editor.export_censored_12mp` (s, target ≤ 1.5): a share's whole export of a 4032 × 3024
/// JPEG: decode, 30 stickers and a filter composed, the censored copy blurred and watermarked,
/// both encoded as PNG. `editor.undo_1000` (ms, target ≤ 50): 500 undos then 500 redos of a
/// 30-sticker document. `engine.state_hash_editor` (µs): the editor's state hash, derived from its
/// whole state, with 40 stickers and 100 undo steps, beside `engine.state_hash_editor_hand_written`,
/// the partial hand-written hash it replaced, in the same run. `editor.window_frame` (ms, target ≤ 4): the median frame of the editor in
/// a real SDL window (an Xvfb of its own when no display is set) with 40 stickers on the photo
/// while a drag circles the topmost: events, ticks, drawing and presenting, vsync off so the
/// figure is the work done; `_p95` its 95th percentile. The window is the size `diorama play`
/// opens the editor at on a 1280 × 800 screen (414 × 736, the canvas's shape);
/// `editor.window_frame_1280x800` is the same drag in a window filling that screen, where
/// the canvas is letterboxed and the bars are cleared and sent every frame too.
/// `editor.window_empty_frame` (ms) is the median frame of a scene that draws nothing in the
/// opening-size window, half measured before the editor's frames and half after, and
/// `editor.window_frame_vs_empty` the ratio of the two: what the editor adds to what any frame
/// costs on this machine at that moment.
///
/// Figures: `editor.blur_2048` (the engine's Gaussian blur, σ = 16, of a 2048 × 2048 RGBA
/// picture on one thread, median ms, target ≤ 80; `editor.blur_2048_cpu` the thread's CPU time
/// for it) and `editor.blur_vs_imagemagick` (that time
/// against ImageMagick's `convert IN.png -blur 0x16 OUT.png` on the same picture written as a
/// PNG, same run, target ≤ 0.03), with ImageMagick's own time as `editor.imagemagick_blur_2048`.
struct EditorSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "editor",
        abstract: "Times the engine's Gaussian blur of a 2048² picture, and against ImageMagick's."
    )

    @Option(help: "The picture's side, px.")
    var side = 2048

    @Option(help: "The blur's standard deviation, px.")
    var sigma = 16.0

    @Option(help: "Timed blurs (the median is reported).")
    var runs = 11

    @Option(help: "Timed runs of each ImageMagick command (the median is reported).")
    var magickRuns = 3

    @Option(help: "Frames to time in the window (0 skips the window figure).")
    var frames = 600

    @Option(help: "Stickers on the photo in the window.")
    var stickers = 40

    func validate() throws {
        guard runs > 0, magickRuns > 0, frames >= 0, (1...1_000).contains(stickers) else {
            throw ValidationError("runs and magick-runs must be positive, frames not negative, stickers from 1 to 1000")
        }
    }

    func run() throws {
        try exportAndHistory()
        if frames > 0 { try measureWindow() }
        let picture = Self.photo(side: side)
        var blurred = try picture.gaussianBlurred(sigma: sigma)   // refuses a σ out of range, once
        var cpu: [Double] = []
        let ours = Measure.medianNanoseconds(runs: runs) {
            let start = Self.threadCPUNanoseconds()
            blurred = (try? picture.gaussianBlurred(sigma: sigma)) ?? picture
            cpu.append(Self.threadCPUNanoseconds() - start)
        }
        cpu.removeFirst()   // the warm-up's
        Measure.report("editor.blur_\(side)", ours / 1e6, "ms")
        // The thread's own CPU time (page faults included), which other work on this shared
        // machine inflates much less than the wall-clock figure above.
        Measure.report("editor.blur_\(side)_cpu", Measure.median(cpu) / 1e6, "ms")
        guard blurred.width == side else { throw ValidationError("the blur changed the picture's size") }

        guard let convert = Self.executable(named: "convert") else {
            print("editor.blur_vs_imagemagick: skipped (ImageMagick's convert is not on the PATH; tools/setup installs it)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-bench-editor-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.png").path, output = folder.appendingPathComponent("out.png").path
        try picture.writePNG(to: input)
        // ImageMagick's time includes decoding and encoding the PNG, which the engine's figure
        // does not: a plain `convert IN.png OUT.png` (the same load and save, no blur) is timed
        // alike and taken off, leaving the blur's share. The two alternate, so that load on this
        // shared machine falls on both. ImageMagick keeps its default threads.
        var withBlur: [Double] = [], plain: [Double] = []
        for _ in 0..<magickRuns {
            withBlur.append(try Self.time(convert, [input, "-blur", "0x\(Self.decimal(sigma))", output]))
            plain.append(try Self.time(convert, [input, output]))
        }
        let magick = Measure.median(withBlur) - Measure.median(plain)
        Measure.report("editor.imagemagick_blur_\(side)", magick / 1e6, "ms")
        Measure.report("editor.imagemagick_png_round_trip_\(side)", Measure.median(plain) / 1e6, "ms")
        Measure.report("editor.blur_vs_imagemagick", ours / magick, "x", decimals: 4)
    }

    /// Times a share's export of a 12-megapixel JPEG and 1,000 undo/redo steps.
    func exportAndHistory() throws {
        let jpeg = try Self.photo(side: 1024).scaled(width: 4032, height: 3024).jpegData(quality: 90)
        var sizes = (width: 0, height: 0, cleanBytes: 0, censoredBytes: 0)
        let export = Measure.medianNanoseconds(runs: 3, warmup: 0) {
            sizes = (try? EditorWorkloads.exportCensored(jpeg: jpeg, stickers: 30)) ?? sizes
        }
        guard sizes.width == 4032, sizes.height == 3024 else { throw ValidationError("the export is \(sizes.width)×\(sizes.height), not 4032×3024") }
        Measure.report("editor.export_censored_12mp", export / 1e9, "s")
        let steps = EditorWorkloads.undoRedo(steps: 500)
        var taken = 0
        let history = Measure.medianNanoseconds(runs: 11) { taken = steps() }
        guard taken == 1000 else { throw ValidationError("\(taken) undo/redo steps, not 1000") }
        Measure.report("editor.undo_1000", history / 1e6, "ms")
        try stateHash()
    }

    /// Times the editor's state hash with 40 stickers and 100 undo steps: the engine's, derived
    /// from the whole state value, against the hand-written one it replaced, in the same run.
    private func stateHash() throws {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-bench-hash-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let factory = SessionFactory(catalog: SceneCatalog([EditorCanvasScene.self]),
                                     assets: AssetStore(root: FileManager.default.currentDirectoryPath),
                                     profile: SaveStore(directory: profile))
        let runner = try factory.makeRunner(sceneID: EditorCanvasScene.info.id, seed: 1, parameters: ["sample": "1"])
        guard let hashes = EditorWorkloads.stateHashes(runner, stickers: 40, undoSteps: 100) else {
            throw ValidationError("no editor to hash")
        }
        var sink: UInt64 = 0
        let derived = Measure.medianNanoseconds(runs: 51) { sink ^= hashes.derived() }
        let handWritten = Measure.medianNanoseconds(runs: 51) { sink ^= hashes.handWritten() }
        Measure.report("engine.state_hash_editor", derived / 1e3, "µs")
        Measure.report("engine.state_hash_editor_hand_written", handWritten / 1e3, "µs")
        Measure.report("engine.state_hash_editor_vs_hand_written", derived / handWritten, "x", decimals: 2)
        withExtendedLifetime(sink) {}   // the hashes are used, so neither is optimised away
    }

    /// The pointer input of frame `frame` of the window figure: a drag that picks up the sticker
    /// at `start` and circles with it, never letting go.
    static func dragging(from start: Vec2, frame: Int) -> [InputEvent] {
        guard frame > 0 else { return [.pointerDown(start, .primary)] }
        let a = Double(frame) * 0.05
        return [.pointerMove(start + Vec2(60 * cos(a) - 60, 60 * sin(a)))]
    }

    /// Times the editor's frames in a window while a drag moves one of 40 stickers.
    private func measureWindow() throws {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-bench-editor-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let factory = SessionFactory(catalog: SceneCatalog([EditorCanvasScene.self, EmptyCanvasScene.self]),
                                     assets: AssetStore(root: FileManager.default.currentDirectoryPath),
                                     profile: SaveStore(directory: profile))
        let screen = WindowFrame(x: 0, y: 0, width: 1280, height: 800)
        let opening = WindowFrame.fitting(aspect: EditorCanvasScene.windowHint(parameters: [:]).canvasSize, in: screen)
        // The empty window's frames, half before and half after the editor's, so that load on
        // this shared machine falls on the baseline as on the figure.
        var empty = try emptyFrames(factory, in: opening, frames: max(frames / 2, 1))
        let times = try dragFrames(factory, in: opening)
        empty += try emptyFrames(factory, in: opening, frames: max(frames / 2, 1))
        let filling = try dragFrames(factory, in: screen)
        Measure.report("editor.window_frame", Measure.median(times), "ms", decimals: 2)
        Measure.report("editor.window_frame_p95", Measure.percentile(times, 95), "ms", decimals: 2)
        Measure.report("editor.window_empty_frame", Measure.median(empty), "ms", decimals: 2)
        Measure.report("editor.window_frame_vs_empty", Measure.median(times) / Measure.median(empty), "x", decimals: 2)
        Measure.report("editor.window_frame_1280x800", Measure.median(filling), "ms", decimals: 2)
    }

    /// The durations (ms) of `frames` frames of the decorated editor in a window of `frame`'s
    /// size while a drag circles its topmost sticker.
    private func dragFrames(_ factory: SessionFactory, in frame: WindowFrame) throws -> [Double] {
        let runner = try factory.makeRunner(sceneID: EditorCanvasScene.info.id, seed: 1, parameters: ["sample": "1"])
        guard let top = EditorWorkloads.decorate(runner, stickers: stickers) else { throw ValidationError("no editor to decorate") }
        return try WindowFrames.measure(runner, width: Int32(frame.width), height: Int32(frame.height), frames: frames,
                                        vsync: false) { index in Self.dragging(from: top, frame: index) }
    }

    /// The durations (ms) of `frames` frames of `EmptyCanvasScene` in a window of `frame`'s size.
    private func emptyFrames(_ factory: SessionFactory, in frame: WindowFrame, frames: Int) throws -> [Double] {
        let runner = try factory.makeRunner(sceneID: EmptyCanvasScene.info.id, seed: 1)
        return try WindowFrames.measure(runner, width: Int32(frame.width), height: Int32(frame.height), frames: frames,
                                        vsync: false) { _ in [] }
    }

    /// A photo-like opaque picture: smooth gradients, hard-edged discs and bars, and grain.
    static func photo(side: Int) -> Image {
        var pixels = [UInt8](repeating: 255, count: side * side * 4)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let s = Double(side)
        for y in 0..<side {
            for x in 0..<side {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let grain = Double(Int(state >> 59)) - 16
                let u = Double(x) / s, v = Double(y) / s
                let inDisc = (u - 0.4) * (u - 0.4) + (v - 0.5) * (v - 0.5) < 0.06
                let onBar = Int(u * 24) % 5 == 0
                let base = inDisc ? (230.0, 120.0, 60.0) : onBar ? (30.0, 40.0, 60.0) : (80 + 150 * u, 60 + 160 * v, 200 - 120 * u)
                let i = (y * side + x) * 4
                pixels[i] = UInt8(max(0, min(255, base.0 + grain)))
                pixels[i + 1] = UInt8(max(0, min(255, base.1 + grain)))
                pixels[i + 2] = UInt8(max(0, min(255, base.2 + grain)))
            }
        }
        return Image(width: side, height: side, pixels: pixels)
    }

    /// The first executable file called `name` in the PATH's folders.
    static func executable(named name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Nanoseconds `program arguments` takes to run; throws when it fails.
    static func time(_ program: String, _ arguments: [String]) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let nanoseconds = try Measure.nanoseconds {
            try process.run()
            process.waitUntilExit()
        }
        guard process.terminationStatus == 0 else {
            throw ValidationError("\(program) \(arguments.joined(separator: " ")) failed with status \(process.terminationStatus)")
        }
        return nanoseconds
    }

    /// The CPU time the calling thread has used, in nanoseconds.
    static func threadCPUNanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }

    /// `value` without a needless ".0".
    static func decimal(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
