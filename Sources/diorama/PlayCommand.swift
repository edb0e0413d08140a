import ArgumentParser
import Engine
import Foundation
import RenderSDL

/// `diorama play [SCENE]`: plays a scene in a window (the launcher by default).
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "play", abstract: "Play a scene in a window.")

    @Argument(help: "The scene to play (see `diorama list`).")
    var scene: String = LauncherScene.info.id

    @OptionGroup var session: SessionOptions

    func validate() throws {
        try session.validate(sceneID: scene)
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        guard Display.isAvailable(environment: environment) else {
            throw CommandError("""
                no display: DISPLAY and WAYLAND_DISPLAY are unset, so there is no window to play in.
                Render a frame headless instead: diorama render \(scene == LauncherScene.info.id ? "playground" : scene) --ticks 120 --out frame.png
                """)
        }
        let seed = session.seed ?? UInt64.random(in: 1...UInt64(UInt32.max))
        let factory = try session.makeFactory()
        let runner = try factory.makeRunner(sceneID: scene, seed: seed, parameters: try session.parsedParameters())
        let options = WindowHost.Options(screenshotDirectory: Display.screenshotDirectory(environment: environment))
        let host = try WindowHost(runner: runner, factory: factory, seed: seed, options: options)
        try host.run()
    }
}
