import Testing
@testable import Engine
@testable import ShearsIntroScene
import UI

@Suite struct AuthTreeTests {
    @Test func theButtonsAreInFocusOrderTopToBottom() {
        #expect(AuthTree.widgets.map(\.id) == AuthChoice.allCases.map(\.id))
        #expect(AuthTree.widgets.allSatisfy { $0.isFocusable })
        #expect(AuthTree.frame(of: .guest).maxY < AuthTree.frame(of: .signIn).minY)
        #expect(AuthChoice.allCases.map { AuthChoice($0.id) } == AuthChoice.allCases)
    }

    @Test func theButtonsArePillsWithinTheCanvas() {
        #expect(Theme.shearsIntro.cornerRadius * 2 == AuthTree.buttonSize.y)
        for choice in AuthChoice.allCases {
            let frame = AuthTree.frame(of: choice)
            #expect(frame.minX >= 0 && frame.maxX <= 720 && frame.maxY <= 1280)
            #expect(frame.height >= Theme.shearsIntro.minimumTarget)
        }
    }

    @Test func fadingScalesEveryColoursAlphaAndKeepsTheLayout() {
        let theme = Theme.shearsIntro.fading(to: 0.5)
        #expect(theme.palette.primary == Theme.shearsIntro.palette.primary.withAlpha(0.5))
        #expect(theme.palette.focusRing.a == 128 && theme.palette.text.a == 128)
        #expect(Theme.shearsIntro.fading(to: 0).palette.outline.a == 0)
        var same = theme
        same.palette = Theme.shearsIntro.palette
        #expect(same == Theme.shearsIntro)
    }
}
