import Engine
import Testing
import UI

@Suite struct StackTests {
    let typesetter: Typesetter
    let theme = Theme.standard
    init() throws { typesetter = try Typesetter.shared() }

    func place(_ stack: Stack, in frame: Rect = Rect(x: 40, y: 100, width: 640, height: 1000)) -> [WidgetID: Rect] {
        Dictionary(uniqueKeysWithValues: stack.widgets(in: frame, theme: theme, typesetter: typesetter).map { ($0.id, $0.frame) })
    }

    func titleWidth(_ text: String, style: TextStyle = TypeScale.button) -> Double {
        typesetter.layout(text, style: style).size.x
    }

    @Test func flexibleChildrenShareARowsWidthAndFillItsHeight() {
        let frames = place(.column {
            Stack.row(spacing: 16) {
                Widget("save", kind: .button("Save", role: .primary)).flexible()
                Widget("cancel", kind: .button("Cancel", role: .secondary)).flexible(2)
            }
        })
        #expect(frames["save"] == Rect(x: 40, y: 100, width: 208, height: 56))
        #expect(frames["cancel"] == Rect(x: 264, y: 100, width: 416, height: 56))
    }

    @Test func aFitButtonIsAsWideAsItsTitleSoALongerTitleGrowsIt() {
        let short = place(.column(alignment: .start) { Widget("b", kind: .button("Add", role: .primary)) })["b"]!
        let long = place(.column(alignment: .start) { Widget("b", kind: .button("Add another sticker", role: .primary)) })["b"]!
        #expect(short.width == titleWidth("Add").rounded(.up) + 48 && short.height == 56)
        #expect(long.width == titleWidth("Add another sticker").rounded(.up) + 48 && long.width > short.width + 100)
    }

    @Test func aRowTooNarrowForItsTextNarrowsItsChildrenAndWrapsThemOntoMoreLines() {
        let words = "Every note and photo goes for good"
        let stack = Stack.row(spacing: 8) {
            Widget("a", kind: .label(words, style: .body, alignment: .left))
            Widget("b", kind: .label(words, style: .body, alignment: .left))
        }
        let frames = place(stack, in: Rect(x: 0, y: 0, width: 400, height: 40))
        #expect(frames["a"]!.width == 196 && frames["b"]!.minX == 204 && frames["b"]!.maxX == 400)
        #expect(frames["a"]!.height >= 3 * TypeScale.body.lineHeight && frames["a"]!.height == frames["b"]!.height)
        #expect(stack.size(width: 400, theme: theme, typesetter: typesetter) == Vec2(400, frames["a"]!.height))
    }

    @Test func aColumnStacksItsChildrenOnTheGridAndItsFlexibleChildTakesTheRest() {
        let frames = place(.column(spacing: 8) {
            Widget("heading", kind: .label("BUTTONS", style: .section, alignment: .left))
            Widget("name", kind: .textField(TextEditingState(), placeholder: "Name", message: nil)).height(56)
            Widget("list", kind: .content("the list")).flexible()
            Widget("done", kind: .button("Done", role: .primary))
        }, in: Rect(x: 40, y: 100, width: 640, height: 600))
        #expect(frames["heading"] == Rect(x: 40, y: 100, width: 640, height: 32))
        #expect(frames["name"] == Rect(x: 40, y: 140, width: 640, height: 56))
        #expect(frames["list"] == Rect(x: 40, y: 204, width: 640, height: 432))
        #expect(frames["done"] == Rect(x: 40, y: 644, width: 640, height: 56))
    }

    @Test func aColumnAlignsChildrenThatDoNotFillIt() {
        let button = Widget("b", kind: .button("Done", role: .primary))
        let width = titleWidth("Done").rounded(.up) + 48
        #expect(place(.column(alignment: .start) { button })["b"]!.minX == 40)
        #expect(place(.column(alignment: .center) { button })["b"]!.minX == (40 + (640 - width) / 2).rounded())
        #expect(place(.column(alignment: .end) { button })["b"]!.maxX == 680)
    }

    @Test func aFixedHeightGrowsWhenTheTitleWrapsAndAnIfOrForBuildsChildren() {
        let long = "Delete every sticker in the jar for good"
        let frames = place(.column(spacing: 8) {
            Widget("wide", kind: .button(long, role: .destructive)).height(56)
            Widget("narrow", kind: .button(long, role: .destructive)).width(240).height(56)
            for index in 0..<3 {
                if index.isMultiple(of: 2) { Widget(WidgetID("n\(index)"), kind: .label("\(index)", style: .body, alignment: .left)) }
            }
        })
        #expect(frames["wide"]!.height == 56)
        #expect(frames["narrow"]!.width == 240 && frames["narrow"]!.height >= 2 * TypeScale.button.lineHeight + 22)
        #expect(frames["n0"] != nil && frames["n1"] == nil && frames["n2"] != nil)
    }

    @Test func segmentsAndSwitchesGrowHigherWhenTheirTextWraps() {
        let options = ["Breakfast", "Lunch and dinner", "Snacks between"]
        let frames = place(.column(spacing: 8) {
            Widget("meals", kind: .segmented(options, selected: 0))
            Widget("switch", kind: .toggle("Remind me about every meal of the day", isOn: true))
        }, in: Rect(x: 0, y: 0, width: 420, height: 1000))
        #expect(frames["meals"]!.height > 56)
        #expect(frames["switch"]!.height > 48)
        let tree = UITree(place(.column { Widget("meals", kind: .segmented(options, selected: 0)) }, in: Rect(x: 0, y: 0, width: 420, height: 1000))
            .map { Widget($0.key, frame: $0.value, kind: .segmented(options, selected: 0)) })
        #expect(tree.textOverflows(theme: theme, typesetter: typesetter).isEmpty)
    }

    @Test func aStackBuiltInThePseudoLocaleMeasuresItsLongerTextSoItFits() {
        let build = {
            UITree(Stack.row(spacing: 16, alignment: .center) {
                Widget("in", kind: .button("Sign in", role: .primary))
                Widget("out", kind: .button("Sign out", role: .secondary))
                Widget("note", kind: .label("Two profiles on this machine", style: .caption, alignment: .left)).flexible()
            }.widgets(in: Rect(x: 40, y: 0, width: 640, height: 56), theme: self.theme, typesetter: self.typesetter))
        }
        let english = build(), pseudo = PseudoLocale.tree(build)
        #expect(english.textOverflows(theme: theme, typesetter: typesetter).isEmpty)
        #expect(pseudo.textOverflows(theme: theme, typesetter: typesetter).isEmpty)
        #expect(pseudo["in"]!.frame.width > english["in"]!.frame.width + 20)
        #expect(pseudo.widgets.map(\.kind) == english.pseudoLocalized().widgets.map(\.kind))
        // The test of the test: the English layout shown in the pseudo-locale does not fit.
        #expect(english.pseudoLocalized().textOverflows(theme: theme, typesetter: typesetter).contains { $0.widget == "in" })
    }
}
