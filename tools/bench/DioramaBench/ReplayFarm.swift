import ArgumentParser
import Engine
import Foundation
import Replay
import StickerJarScene

/// `diorama-bench replay --farm`: a regression farm's speed-up from verifying in parallel.
///
/// `replays` copies of a shaken sticker-jar replay (`stickers` stickers, `ticks` ticks) are
/// verified by the built `diorama replay FOLDER --headless --verify`, once with `--jobs 1` and
/// once with `--jobs 2`, in the same run.
/// - `replay.farm_jobs1_s` / `replay.farm_jobs2_s`: the two runs' wall times.
/// - `replay.farm_speedup`: the first over the second (target ≥ 1.8 on 2 cores).
///
/// With `--slurm`, the same folder is also verified by `tools/farm-slurm --replays-only` as an
/// array job of two tasks on a single-node Slurm cluster it starts on this machine:
/// - `replay.farm_slurm_s`: the array job's time, from its submission to the last task's end
///   (the cluster's start-up left out: a farm's cluster is already up).
/// - `replay.farm_speedup_slurm`: `replay.farm_jobs1_s` over it (target ≥ 1.6 on 2 cores: the
///   scheduler's own work and its start of each task cost a little of `--jobs 2`'s speed-up).
struct ReplayFarm {
    var replays: Int
    /// Whether to time the Slurm farm too.
    var slurm = false
    var stickers = 30
    var ticks = 120

    func run(root: String) throws {
        let diorama = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("diorama")
        guard FileManager.default.isExecutableFile(atPath: diorama.path) else {
            throw ValidationError("\(diorama.path) is missing: build it first (swift build -c release --product diorama)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-bench-farm-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/replays", withIntermediateDirectories: true)
        let text = try record(root: root, profile: folder + "/profile")
        for number in 0..<replays {
            try text.write(toFile: String(format: "%@/replays/%05d.replay", folder, number), atomically: false, encoding: .utf8)
        }
        let one = try verify(folder + "/replays", jobs: 1, with: diorama, in: root)
        let two = try verify(folder + "/replays", jobs: 2, with: diorama, in: root)
        let scheduled = slurm ? try verifyOnSlurm(folder + "/replays", with: diorama, in: root) : nil
        Measure.report("replay.farm_jobs1_s", one, "s")
        Measure.report("replay.farm_jobs2_s", two, "s")
        Measure.report("replay.farm_speedup", one / two, "x")
        if let scheduled {
            Measure.report("replay.farm_slurm_s", scheduled, "s")
            Measure.report("replay.farm_speedup_slurm", one / scheduled, "x")
        }
        print("replay.farm_replays: \(replays) replays of \(ticks) ticks, \(stickers) stickers")
    }

    /// A recorded session of the jar, shaken now and then, as JSON Lines.
    private func record(root: String, profile: String) throws -> String {
        let factory = SessionFactory(catalog: SceneCatalog([StickerJarScene.self]), assets: AssetStore(root: root),
                                     profile: SaveStore(directory: profile))
        let runner = try factory.makeRecordedRunner(sceneID: StickerJarScene.info.id, seed: 5,
                                                    parameters: ["stickers": String(stickers)])
        for tick in stride(from: 10, to: ticks, by: 40) { runner.send(.shake(1), at: UInt64(tick)) }
        runner.run(ticks: ticks)
        guard let recorder = runner.recorder else { throw ValidationError("the session was not recorded") }
        recorder.finish(runner: runner)
        return recorder.replay.jsonLines
    }

    /// Seconds `diorama replay FOLDER --headless --verify --jobs N` takes; every replay must verify.
    private func verify(_ folder: String, jobs: Int, with diorama: URL, in root: String) throws -> Double {
        let process = Process()
        process.executableURL = diorama
        process.arguments = ["replay", folder, "--headless", "--verify", "--jobs", String(jobs)]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.standardOutput = FileHandle.nullDevice
        let clock = ContinuousClock(), started = clock.now
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValidationError("diorama replay --verify --jobs \(jobs) failed (status \(process.terminationStatus))")
        }
        return (clock.now - started) / .seconds(1)
    }

    /// Seconds the array job of `tools/farm-slurm --replays-only` takes over `folder` in two
    /// tasks, as the script reports it; every replay must verify.
    private func verifyOnSlurm(_ folder: String, with diorama: URL, in root: String) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: root + "/tools/farm-slurm")
        process.arguments = ["--shards", "2", "--replays", folder, "--replays-only", "--diorama", diorama.path,
                             "--out", folder + "/../farm.xml"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValidationError("tools/farm-slurm --replays-only failed (status \(process.terminationStatus)): \(text)")
        }
        // "farm-slurm: 2 tasks of job 1 ran in 12.34 s; merged report: …"
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("farm-slurm: ") }),
              let range = line.range(of: " ran in "),
              let seconds = Double(line[range.upperBound...].prefix { $0 != " " }) else {
            throw ValidationError("tools/farm-slurm did not say how long its job ran: \(text)")
        }
        return seconds
    }
}
