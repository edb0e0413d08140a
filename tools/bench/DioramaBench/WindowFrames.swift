import Engine
import Foundation
import Host
import RenderSDL

/// Frame times of a scene in a real SDL window, for the window figures of the suites.
enum WindowFrames {
    /// Plays `runner` in a `width` × `height` window (on an Xvfb of its own when no display is
    /// set) for 60 warm-up frames and then `frames` timed ones, sending `input(frame)` after each
    /// frame. Returns the timed frames' durations in milliseconds.
    ///
    /// With `vsync` the frames are paced by the display (Xvfb's GL swaps at 60 Hz, so a frame
    /// that fits shows as about 16 ms); without it a frame's time is its work.
    static func measure(_ runner: SceneRunner, width: Int32 = 450, height: Int32 = 800, frames: Int, vsync: Bool,
                        input: @escaping (Int) -> [InputEvent]) throws -> [Double] {
        let display = try BenchDisplay.ensure()
        defer { display.stop() }
        if !vsync { setenv("SDL_RENDER_VSYNC", "0", 1) }
        defer { if !vsync { unsetenv("SDL_RENDER_VSYNC") } }
        var options = WindowHost.Options(screenshotDirectory: FileManager.default.temporaryDirectory.path)
        options.initialFrame = WindowFrame(x: 0, y: 0, width: Int(width), height: Int(height))
        let warmup = 60
        var times: [Double] = []
        var frame = 0
        options.frameLimit = warmup + frames
        options.frameEnded = { milliseconds, runner in
            if frame >= warmup { times.append(milliseconds) }
            for event in input(frame) { runner.send(event) }
            frame += 1
        }
        let host = try WindowHost(runner: runner, options: options, desktop: SDLDesktop.self) { _, _ in runner }
        try host.run()
        return times
    }

    /// Milliseconds from calling `start` (which starts a session) to the end of the first frame
    /// drawn and presented in a `width` × `height` window, vsync off: the session's set-up, the
    /// window's opening and the first frame's events, ticks, drawing and presenting. Needs a
    /// display (`BenchDisplay.ensure()`).
    static func firstFrame(width: Int32 = 450, height: Int32 = 800, start: () throws -> SceneRunner) throws -> Double {
        setenv("SDL_RENDER_VSYNC", "0", 1)
        defer { unsetenv("SDL_RENDER_VSYNC") }
        var options = WindowHost.Options(screenshotDirectory: FileManager.default.temporaryDirectory.path)
        options.initialFrame = WindowFrame(x: 0, y: 0, width: Int(width), height: Int(height))
        options.frameLimit = 1
        var drawn: UInt64 = 0
        options.frameEnded = { _, _ in drawn = RealTimeDriver.nowNanoseconds() }
        let started = RealTimeDriver.nowNanoseconds()
        let runner = try start()
        let host = try WindowHost(runner: runner, options: options, desktop: SDLDesktop.self) { _, _ in runner }
        try host.run()
        return Double(drawn - started) / 1e6
    }
}
