import ArgumentParser
import Engine
import RenderSDL

/// `diorama render SCENE --ticks N --out FILE.png`: one frame, headless.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Run a scene headless for some ticks and save the frame as a PNG.")

    @Argument(help: "The scene to render (see `diorama list`).")
    var scene: String

    // Unconditional: `--ticks -5` is a value out of range, not a missing value and an option `-5`.
    @Option(parsing: .unconditional, help: "How many ticks to run first (60 a second).")
    var ticks = TickCount(120)

    @Option(help: ArgumentHelp("Where to write the PNG.", valueName: "file.png"))
    var out: String

    @OptionGroup var session: SessionOptions

    func validate() throws {
        try session.validate(sceneID: scene, ticks: ticks)
    }

    func run() throws {
        try OutputPaths.check([("--out", out)])
        let runner = try session.runHeadless(scene, ticks: try ticks.checked())
        let backend = try OffscreenBackend(size: runner.context.canvasSize)
        let image = try backend.render(runner.draw(interpolation: 1), images: runner.context.assets)
        try image.writePNG(to: out)
        print("wrote \(out) (\(image.width)×\(image.height)) at tick \(runner.nextTick), state \(runner.stateHash().hex16)")
    }
}
