import ArgumentParser
import Engine
import Foundation
import Host
import PlaygroundScene
import Replay
import StickerJarScene

/// `diorama-bench dev`: how long `diorama dev` takes to go on after a rebuild.
///
/// - `dev.resume_ms.playground` / `.sticker_jar`: from starting the built `diorama` (beside this
///   bench) as a dev session's player going on from `--minutes` of recorded input to its first
///   frame on screen at the recorded tick (the process starting, the recording read, every tick
///   re-simulated headless, the window opened and a frame drawn, vsync off).
/// - `dev.resimulate_ms.playground` / `.sticker_jar`: of that, the re-simulation, as the player
///   logs it (headless, nothing hashed: the input is all a dev session keeps).
/// - `dev.fresh_start_ms.playground` / `.sticker_jar`, the baseline: the same player starting the
///   scene afresh, to its first frame.
/// - `dev.rebuild_s` (with `--rebuild`, which takes minutes): `swift build` of a package made by
///   `diorama new-scene` after a one-line change to its scene, the build already warm; and
///   `dev.null_build_s`, the baseline: the same build with nothing changed. Both are the Swift
///   tool chain's time, not Diorama's.
///
/// The recorded input is what a person might do in ten minutes: a click every few seconds, a
/// drag now and then, a Space (the jar's jolt) every half minute.
struct DevSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev", abstract: "Times diorama dev going on after a rebuild, and optionally the rebuild.")

    @Option(help: "Minutes of recorded input to go on from (60 ticks a second).")
    var minutes = 10

    @Flag(help: "Also time the rebuild of a new scene package after a one-line change (builds the engine once: minutes).")
    var rebuild = false

    func validate() throws {
        guard minutes > 0 else { throw ValidationError("--minutes must be positive") }
    }

    func run() throws {
        let diorama = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path + "/diorama"
        guard FileManager.default.isExecutableFile(atPath: diorama) else {
            throw ValidationError("\(diorama) is missing: build it beside the bench (swift build -c release --product diorama)")
        }
        let scratch = NSTemporaryDirectory() + "diorama-bench-dev-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let display = try BenchDisplay.ensure()
        defer { display.stop() }
        for (scene, name) in [(PlaygroundScene.self as any Scene.Type, "playground"), (StickerJarScene.self, "sticker_jar")] {
            let folder = scratch + "/" + name
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let handOver = try record(scene, ticks: UInt64(minutes * 60 * 60), in: folder)
            let fresh = try timePlayer(diorama, scene: scene.info.id, handOver: nil, in: folder)
            let resumed = try timePlayer(diorama, scene: scene.info.id, handOver: handOver, in: folder)
            guard resumed.tick == handOver.tick else {
                throw ValidationError("the player went on at tick \(resumed.tick), not \(handOver.tick): \(resumed.log)")
            }
            Measure.report("dev.fresh_start_ms.\(name)", fresh.milliseconds, "ms", decimals: 0)
            Measure.report("dev.resume_ms.\(name)", resumed.milliseconds, "ms", decimals: 0)
            if let resimulated = resumed.log.firstMatch(of: /re-simulated \d+ ticks of recorded input in (\d+) ms/) {
                Measure.report("dev.resimulate_ms.\(name)", Double(resimulated.1) ?? .nan, "ms", decimals: 0)
            }
        }
        if rebuild { try timeRebuild(diorama, in: scratch) }
    }

    /// Records `ticks` ticks of `scene` with made-up input, as a dev session's player keeps it,
    /// and returns the hand-over to go on from its end.
    private func record(_ scene: any Scene.Type, ticks: UInt64, in folder: String) throws -> DevHandOver {
        let factory = SessionFactory(catalog: SceneCatalog([scene]), assets: AssetStore(root: FileManager.default.currentDirectoryPath),
                                     profile: SaveStore(directory: folder + "/profile"))
        let runner = try factory.makeInputRecordedRunner(sceneID: scene.info.id, seed: 7)
        for tick in 0..<ticks {
            for event in Self.input(at: tick) { runner.send(event) }
            runner.runTick()
        }
        runner.end()
        return DevHandOver(session: (runner.observer as? InputRecorder)?.recording, tick: ticks,
                           frame: WindowFrame(x: 0, y: 0, width: 450, height: 800),
                           declaredParameters: scene.info.parameters.map(\.name), isRewind: false)
    }

    /// The made-up input of tick `tick`: a click every 4 s, a 30-tick drag and a Space every 30 s,
    /// at places spread over the canvas.
    static func input(at tick: UInt64) -> [InputEvent] {
        func point(_ k: UInt64) -> Vec2 { Vec2(Double(80 + k * 397 % 560), Double(300 + k * 211 % 700)) }
        let click = point(tick / 240), drag = point(tick / 1_800 + 1_000)
        switch (tick % 240, tick % 1_800) {
        case (120, _): return [.pointerDown(click, .primary)]
        case (126, _): return [.pointerUp(click, .primary)]
        case (_, 900): return [.pointerDown(drag, .primary)]
        case (_, 901...930): return [.pointerMove(drag + Vec2(Double(tick % 1_800 - 900) * 4, 0))]
        case (_, 931): return [.pointerUp(drag + Vec2(124, 0), .primary)]
        case (_, 1_500): return [.keyDown(.space)]
        default: return []
        }
    }

    /// Starts `diorama` as a dev session's player of `scene` (going on from `handOver`, or
    /// afresh) and times it to its first frame; then closes its input, which ends it.
    private func timePlayer(_ diorama: String, scene: String, handOver: DevHandOver?,
                            in folder: String) throws -> (milliseconds: Double, tick: UInt64, log: String) {
        var arguments = ["play", scene, "--dev-session", "--seed", "7", "--profile", folder + "/profile"]
        if let handOver {
            let file = folder + "/hand-over.json"
            try JSONEncoder().encode(handOver).write(to: URL(fileURLWithPath: file))
            arguments += ["--resume", file]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: diorama)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_RENDER_VSYNC"] = "0"
        process.environment = environment
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let started = RealTimeDriver.nowNanoseconds()
        try process.run()
        var shown: (milliseconds: Double, tick: UInt64)?
        var pending = Data()
        while shown == nil {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")), shown == nil {
                let line = pending[pending.startIndex..<newline]
                pending.removeSubrange(pending.startIndex...newline)
                if case .shown(let tick, _) = try? JSONDecoder().decode(DevReport.self, from: line) {
                    shown = (Double(RealTimeDriver.nowNanoseconds() - started) / 1e6, tick)
                }
            }
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard let shown else { throw ValidationError("the player of \(scene) ended without showing a frame: \(log)") }
        return (shown.milliseconds, shown.tick, log)
    }

    /// Makes a scene package, builds it, and times `swift build` after a one-line change, and
    /// with nothing changed.
    private func timeRebuild(_ diorama: String, in scratch: String) throws {
        let folder = scratch + "/bench-race"
        try run(diorama, ["new-scene", "bench-race", "--in", folder], in: scratch)
        let build = ["swift", "build", "--product", "bench-race"]
        try run("/usr/bin/env", build, in: folder)
        let source = folder + "/scenes/bench-race/Sources/BenchRaceScene.swift"
        let text = try String(contentsOfFile: source, encoding: .utf8)
        try text.replacingOccurrences(of: "static let gravity = 10.0", with: "static let gravity = 9.0")
            .write(toFile: source, atomically: true, encoding: .utf8)
        let changed = try Measure.nanoseconds { try run("/usr/bin/env", build, in: folder) }
        let unchanged = try Measure.nanoseconds { try run("/usr/bin/env", build, in: folder) }
        Measure.report("dev.null_build_s", unchanged / 1e9, "s", decimals: 1)
        Measure.report("dev.rebuild_s", changed / 1e9, "s", decimals: 1)
    }

    /// Runs `executable arguments…` in `folder` to its end, its output thrown away.
    /// - Throws: `ValidationError` when it fails.
    private func run(_ executable: String, _ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValidationError("\(arguments.joined(separator: " ")) failed in \(folder) (status \(process.terminationStatus))")
        }
    }
}
