import Engine
import Host
@testable import RenderSDL
import Testing

@Suite("Host overlays")
struct HostOverlayTests {
    @Test("the PAUSED banner and the F2 graph lie in the host overlay band, side by side")
    func inTheBand() {
        let band = HostOverlay.band
        for rect in [WindowHost.pausedBanner, FrameTimeGraph.frame] {
            #expect(rect.minX >= band.minX && rect.maxX <= band.maxX && rect.minY >= band.minY && rect.maxY <= band.maxY)
        }
        #expect(WindowHost.pausedBanner.intersection(FrameTimeGraph.frame) == nil)
        #expect(WindowHost.pausedBanner.width >= 300, "room for PAUSED and a tick count at 30 px")
    }
}
