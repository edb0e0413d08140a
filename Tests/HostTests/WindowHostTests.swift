import Engine
import Foundation
import SceneTestSupport
@testable import Host
import Testing


/// The window host's loop on a desktop with no window: host keys, scene switching and the
/// effects it serves.
@Suite struct WindowHostLoopTests {
    /// Plays the tick counter on a fake desktop titled `title` with `frames` of events, up to
    /// `frameLimit` frames; returns the desktop and the scene ids the host switched to.
    func play(_ title: String, _ frames: [[DesktopEvent]], frameLimit: Int = 40) throws -> (FakeDesktop, [String: [String: String]], SceneRunner) {
        FakeDesktop.script(title, frames)
        var options = WindowHost.Options(screenshotDirectory: "/nowhere")
        options.title = title
        options.frameLimit = frameLimit
        options.frameEnded = { _, _ in Thread.sleep(forTimeInterval: 0.005) }   // as vsync would: ticks come due
        var switches: [String: [String: String]] = [:]
        var last = try makeRunner()
        let host = try WindowHost(runner: last, options: options, desktop: FakeDesktop.self) { id, parameters in
            switches[id] = parameters
            last = try makeRunner(id == LauncherScene.info.id ? LauncherScene.self : TickCounterScene.self)
            return last
        }
        try host.run()
        return (try #require(FakeDesktop.desktop(title)), switches, last)
    }

    @Test func escInAsceneGoesBackToTheLauncherSayingWhereFrom() throws {
        let (desktop, switches, runner) = try play("esc", [[], [.key(.escape, isDown: true, isRepeat: false, input: .keyDown(.escape))]])
        #expect(switches[LauncherScene.info.id] == [LauncherScene.fromParameter: TickCounterScene.info.id])
        #expect(runner.scene is LauncherScene)
        #expect(desktop.presented == 40)
    }

    @Test func aFinishedRunLetsItsDevicesGoOnlyWhenAsked() throws {
        FakeDesktop.script("devices", [[]])
        var options = WindowHost.Options(screenshotDirectory: "/nowhere")
        options.title = "devices"
        options.frameLimit = 2
        let host = try WindowHost(runner: try makeRunner(), options: options, desktop: FakeDesktop.self) { _, _ in try makeRunner() }
        try host.run()
        let desktop = try #require(FakeDesktop.desktop("devices"))
        #expect(!desktop.devicesReleased, "a run's end leaves the devices to the window")
        host.releaseDevices()
        #expect(desktop.devicesReleased)
    }

    @Test func escInTheLauncherClosesTheWindow() throws {
        FakeDesktop.script("quit", [[.key(.escape, isDown: true, isRepeat: false, input: .keyDown(.escape))]])
        var options = WindowHost.Options(screenshotDirectory: "/nowhere")
        options.title = "quit"
        options.frameLimit = 1_000
        let host = try WindowHost(runner: try makeRunner(LauncherScene.self), options: options, desktop: FakeDesktop.self) { _, _ in
            try makeRunner()
        }
        try host.run()
        #expect(try #require(FakeDesktop.desktop("quit")).presented == 1)
    }

    @Test func aJobTheSceneStartsIsRunAndItsOutcomeArrivesAsInput() throws {
        let (_, _, runner) = try play("job", [[.key(.j, isDown: true, isRepeat: false, input: .keyDown(.j))]], frameLimit: 60)
        let scene = try #require(runner.scene as? TickCounterScene)
        #expect(scene.state.jobTotal > 0)
        #expect(scene.received.contains { if case .jobFinished = $0.event { true } else { false } })
    }

    @Test func aDroppedFileThatCannotBeReadIsNotSentToTheScene() throws {
        let (_, _, runner) = try play("drop", [[.fileDropped(path: "/no/such/file.png")]], frameLimit: 5)
        #expect(try #require(runner.scene as? TickCounterScene).received.isEmpty)
    }

    @Test func theOpenInspectorTakesInputButLetsReleasesThrough() throws {
        let f3 = DesktopEvent.key(.f3, isDown: true, isRepeat: false, input: .keyDown(.f3))
        let (_, _, runner) = try play("inspector", [[.input(.pointerDown(Vec2(10, 10), .primary))], [f3],
                                                    [.input(.text("walk")), .key(.space, isDown: true, isRepeat: false, input: .keyDown(.space))],
                                                    [.input(.pointerUp(Vec2(10, 10), .primary)), .key(.space, isDown: false, isRepeat: false, input: .keyUp(.space))]],
                                      frameLimit: 20)
        let received = try #require(runner.scene as? TickCounterScene).received.map(\.event)
        #expect(received == [.pointerDown(Vec2(10, 10), .primary), .pointerUp(Vec2(10, 10), .primary), .keyUp(.space)],
                "the text and the key press went to the inspector; the releases to the scene")
    }

    @Test func pausedTheSceneRunsNoTicksAndF6StepsOne() throws {
        let f5 = DesktopEvent.key(.f5, isDown: true, isRepeat: false, input: .keyDown(.f5))
        let f6 = DesktopEvent.key(.f6, isDown: true, isRepeat: false, input: .keyDown(.f6))
        let (_, _, runner) = try play("pause", [[f5], [f6], [f6]], frameLimit: 30)
        #expect(runner.nextTick == 2, "paused at once, then two steps")
    }
}
