import Engine
@testable import Host
import SceneTestSupport
import Testing

@Suite struct OverlayPlacementTests {
    let canvas = Vec2(720, 1280)

    @Test func theBannerAndTheGraphLieSideBySideInTheBand() {
        let band = OverlayPlacement.band(canvas: canvas, occupied: [])
        #expect(band == Rect(x: 0, y: 0, width: 720, height: OverlayPlacement.height))
        let banner = OverlayPlacement.pausedBanner(in: band), graph = OverlayPlacement.graph(in: band)
        for rect in [banner, graph] { #expect(rect.intersection(band) == rect) }
        #expect(banner.intersection(graph) == nil)
        #expect(banner.width >= 300, "room for PAUSED and a tick count at 30 px")
    }

    @Test func theBandGoesUnderTheFirstControlsWhereItFits() {
        let occupied = [Rect(x: 40, y: 20, width: 200, height: 60), Rect(x: 300, y: 100, width: 100, height: 40),
                        Rect(x: 0, y: 300, width: 720, height: 900)]
        let band = OverlayPlacement.band(canvas: canvas, occupied: occupied)
        #expect(band.minY == 140)
        #expect(occupied.allSatisfy { $0.intersection(band) == nil })
    }

    @Test func aCanvasWithNoRoomPutsTheBandAtTheTopAndHostileRectanglesAreIgnored() {
        #expect(OverlayPlacement.band(canvas: canvas, occupied: [Rect(x: 0, y: 0, width: 720, height: 1280)]).minY == 0)
        let hostile = [Rect(x: .nan, y: .nan, width: 10, height: 10), Rect(x: 0, y: -1e300, width: 1e300, height: .infinity)]
        #expect(OverlayPlacement.band(canvas: canvas, occupied: hostile).minY == 0)
    }

    @Test func theLaunchersHeaderAndCardsLeaveTheBandFree() throws {
        let runner = try makeRunner(LauncherScene.self)
        let occupied = runner.scene.occupiedRegions(context: runner.context)
        let band = OverlayPlacement.band(canvas: runner.context.canvasSize, occupied: occupied)
        #expect(band.minY > 0 && band.maxY <= LauncherScene.listArea(canvas: runner.context.canvasSize).minY)
        #expect(occupied.allSatisfy { $0.intersection(band) == nil })
    }
}
