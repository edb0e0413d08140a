import Engine
import Testing
import UI

@Suite struct TextOverflowTests {
    let typesetter: Typesetter
    init() throws { typesetter = try Typesetter.shared() }

    func overflows(_ widgets: [Widget]) -> [TextOverflow] {
        UITree(widgets).textOverflows(theme: .standard, typesetter: typesetter)
    }

    @Test func aTitleThatFitsIsFineAndOneTooLongIsCut() {
        let frame = Rect(x: 40, y: 40, width: 240, height: 56)
        #expect(overflows([Widget("ok", frame: frame, kind: .button("Save", role: .primary))]).isEmpty)
        let long = overflows([Widget("ok", frame: frame, kind: .button("Save every change you made today", role: .primary))])
        #expect(long.map(\.problem) == [.cut] && long.first?.widget == "ok")
    }

    @Test func aLabelThatWrapsPastItsFrameSpills() {
        let frame = Rect(x: 40, y: 40, width: 200, height: 40)
        let found = overflows([Widget("badge", frame: frame, kind: .label("Văn phòng mở cửa lúc tám giờ", style: .headline, alignment: .left))])
        #expect(found.contains { $0.problem == .spills })
    }

    @Test func labelsWhoseTextMeetsOverlap() {
        let found = overflows([
            Widget("a", frame: Rect(x: 40, y: 40, width: 300, height: 40), kind: .label("First line here", style: .body, alignment: .left)),
            Widget("b", frame: Rect(x: 60, y: 50, width: 300, height: 40), kind: .label("Second line here", style: .body, alignment: .left)),
        ])
        #expect(found.contains { $0.widget == "b" && $0.problem == .overlaps("a") })
    }

    @Test func aLayerOverTextDoesNotCountAsOverlap() {
        let canvas = Rect(x: 0, y: 0, width: 720, height: 1280)
        var phase = LayerPhase()
        phase.open()
        for _ in 0..<LayerPhase.transitionTicks { phase.step() }
        var widgets = [Widget("under", frame: Rect(x: 40, y: 600, width: 640, height: 40), kind: .label("Under the dialog", style: .body, alignment: .center))]
        widgets += ConfirmationDialog(title: "Delete?", message: "It goes for good.", confirm: "Delete", cancel: "Keep")
            .widgets("ask", in: canvas, phase: phase, theme: .standard)
        #expect(!overflows(widgets).contains { if case .overlaps = $0.problem { true } else { false } })
    }

    @Test func thePseudoLocaleAccentsEveryLetterAndIsAboutFortyPercentLonger() {
        let english = "Continue as guest"
        let pseudo = PseudoLocale.translate(english)
        #expect(!pseudo.contains { $0.isASCII && $0.isLetter })
        #expect(Double(pseudo.count) >= 1.35 * Double(english.count) && Double(pseudo.count) <= 1.5 * Double(english.count))
        #expect(PseudoLocale.translate("") == "")
    }

    @Test func aButtonSizedForEnglishFailsInThePseudoLocale() {
        let title = "Sign in"
        let width = typesetter.layout(title, style: Theme.standard.button).size.x + 24
        let tree = UITree([Widget("in", frame: Rect(x: 0, y: 0, width: width, height: 56), kind: .button(title, role: .primary))])
        #expect(tree.textOverflows(theme: .standard, typesetter: typesetter).isEmpty)
        #expect(tree.pseudoLocalized().textOverflows(theme: .standard, typesetter: typesetter).map(\.problem) == [.cut])
    }
}
