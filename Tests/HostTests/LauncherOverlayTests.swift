import SceneTestSupport
import Testing
import Engine
@testable import Host

@Suite struct HostOverlayTests {
    @Test func theLaunchersCardsStayOutOfTheHostOverlayBand() throws {
        let runner = try makeRunner(LauncherScene.self)
        let launcher = try #require(runner.scene as? LauncherScene)
        for index in 0..<7 {
            #expect(launcher.card(index, canvas: runner.context.canvasSize).intersection(HostOverlay.band) == nil)
        }
    }

    @Test func theBandSpansTheCanvasWidth() throws {
        let runner = try makeRunner(LauncherScene.self)
        #expect(HostOverlay.band.minX == 0 && HostOverlay.band.maxX == runner.context.canvasSize.x)
    }
}
