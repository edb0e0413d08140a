import Engine
import Testing
@testable import RoastRevealScene

/// The crimson theme's colours are the design's table.
@Suite struct RoastThemeTests {
    @Test func theColoursMatchTheTable() {
        func rgb(_ c: Color) -> [UInt8] { [c.r, c.g, c.b] }
        #expect(rgb(RoastTheme.primary) == [230, 57, 70])
        #expect(rgb(RoastTheme.secondary) == [29, 53, 87])
        #expect(rgb(RoastTheme.accent) == [244, 162, 97])
        #expect(rgb(RoastTheme.gradientStart) == [230, 57, 70])
        #expect(rgb(RoastTheme.gradientEnd) == [157, 2, 8])
    }
}
