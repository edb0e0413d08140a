import ArgumentParser
import Engine
import Foundation
import Host
import ShearsIntroScene

/// `diorama-bench shears`: the shears intro's 3D drawing cost.
///
/// - `shears.mesh_frame`: the median time to describe one frame of the spinning scissors: every
///   corner posed and projected, each facing face lit, the faces sorted back to front and put in
///   one mesh (the scene's `draw`, whose text and buttons cost next to nothing beside it).
/// - `shears.window_frame_median`: the median frame of the scene in a real 1280 × 800 SDL window
///   (an Xvfb display of its own when none is set) while a drag keeps the scissors turning:
///   events, ticks, drawing and presenting, with vsync off so the figure is the work done.
struct ShearsSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shears", abstract: "Times the shears intro's mesh and its frames in a window.")

    @Option(help: "Frames to time for the mesh figure.")
    var meshFrames = 600

    @Option(help: "Frames to time in the window (0 skips the window figure).")
    var frames = 600

    func validate() throws {
        guard meshFrames > 0, frames >= 0 else { throw ValidationError("mesh-frames must be positive, frames not negative") }
    }

    func run() throws {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-bench-shears-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let factory = SessionFactory(catalog: SceneCatalog([LauncherScene.self, ShearsIntroScene.self]),
                                     assets: AssetStore(root: FileManager.default.currentDirectoryPath),
                                     profile: SaveStore(directory: profile))
        try measureMesh(factory: factory)
        if frames > 0 { try measureWindow(factory: factory) }
    }

    /// The pointer input of frame `frame`: a slow circling drag that never lets go, so every
    /// frame shows a new orientation.
    static func turning(_ frame: Int) -> [InputEvent] {
        let a = Double(frame) * 0.05
        let point = Vec2(360 + 150 * cos(a), 600 + 150 * sin(a))
        return frame == 0 ? [.pointerDown(point, .primary)] : [.pointerMove(point)]
    }

    private func measureMesh(factory: SessionFactory) throws {
        let runner = try factory.makeRunner(sceneID: ShearsIntroScene.info.id, seed: 1)
        var samples: [Double] = []
        var triangles = 0
        for frame in 0..<(meshFrames + 30) {
            for event in Self.turning(frame) { runner.send(event) }
            runner.runTick()
            var list = DrawList()
            let elapsed = Measure.nanoseconds { list = runner.draw(interpolation: 0.5) }
            if frame >= 30 { samples.append(elapsed) }
            for item in list.items { if case .mesh(let mesh) = item.command { triangles += mesh.indices.count / 3 } }
        }
        Measure.report("shears.mesh_frame", Measure.median(samples) / 1e6, "ms", decimals: 3)
        Measure.report("shears.mesh_frame_p95", Measure.percentile(samples, 95) / 1e6, "ms", decimals: 3)
        print("shears.triangles_drawn: \(triangles / (meshFrames + 30)) triangles")
    }

    private func measureWindow(factory: SessionFactory) throws {
        let runner = try factory.makeRunner(sceneID: ShearsIntroScene.info.id, seed: 1)
        // Without vsync, so a frame's time is its work, not the wait for the next (emulated)
        // vertical blank.
        let times = try WindowFrames.measure(runner, width: 1280, height: 800, frames: frames, vsync: false,
                                             input: Self.turning)
        Measure.report("shears.window_frame_median", Measure.median(times), "ms", decimals: 2)
        Measure.report("shears.window_frame_p95", Measure.percentile(times, 95), "ms", decimals: 2)
    }
}
