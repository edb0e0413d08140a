import Testing
@testable import Engine
@testable import ShearsIntroScene

@Suite struct AuthButtonsTests {
    @Test func theButtonsStayOutOfTheHostOverlayBand() {
        for choice in AuthChoice.allCases {
            #expect(AuthButtons.frame(of: choice).intersection(HostOverlay.band) == nil)
        }
    }
}
