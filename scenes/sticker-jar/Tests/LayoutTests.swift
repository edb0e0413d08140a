import Testing
@testable import Engine
@testable import StickerJarScene

@Suite struct LayoutTests {
    @Test func theButtonsStayOutOfTheHostOverlayBand() {
        var buttons = [Layout.addButton, Layout.shakeButton, Layout.clearButton, Layout.pickerCancel, Layout.cancelButton,
                       Layout.confirmButton]
        buttons += (0..<Layout.pickerColumns * Layout.pickerRows).map(Layout.pickerCellRect)
        for button in buttons { #expect(button.intersection(HostOverlay.band) == nil, "\(button)") }
    }
}
