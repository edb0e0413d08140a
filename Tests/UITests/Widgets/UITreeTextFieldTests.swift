import Engine
import Testing
@testable import UI

/// A name field at (40, 100) 640 × 56, a notes editor below it, a disabled field and a button.
func textTree(name: TextEditingState = TextEditingState(maxLength: 10), message: String? = nil,
              notes: TextEditingState = TextEditingState(isMultiline: true), defaultButton: WidgetID? = nil) -> UITree {
    UITree([
        Widget("name", frame: Rect(x: 40, y: 100, width: 640, height: 56),
               kind: .textField(name, placeholder: "Your name", message: message)),
        Widget("notes", frame: Rect(x: 40, y: 200, width: 640, height: 120), kind: .textEditor(notes, placeholder: "Notes")),
        Widget("locked", frame: Rect(x: 40, y: 400, width: 640, height: 56),
               kind: .textField(TextEditingState(text: "guest"), placeholder: "", message: nil), isEnabled: false),
        Widget("ok", frame: Rect(x: 40, y: 500, width: 200, height: 56), kind: .button("OK", role: .primary)),
    ], defaultButton: defaultButton)
}

@Suite struct UITreeTextFieldTests {
    let theme = Theme.standard

    /// Runs `input` as one tick through `tree`, then rebuilds the tree from the edits.
    func run(_ input: [InputEvent], _ tree: inout UITree, _ state: inout UIState) -> UIResponse {
        let response = tree.handle(input, state: &state, theme: theme)
        for action in response.actions { tree.apply(action) }
        return response
    }

    func editing(_ tree: UITree, _ id: WidgetID) -> TextEditingState? { tree[id]?.editing }

    @Test func aFocusedFieldTakesTypedTextAndAsksForTextInputAtItsCaret() throws {
        var tree = textTree(), state = UIState(focused: "name")
        let response = run([.text("Phở"), .text(" bò")], &tree, &state)
        #expect(editing(tree, "name")?.text == "Phở bò")
        #expect(response.actions.count == 2)
        let caret = try #require(response.textInput?.caret)
        #expect(tree["name"]!.frame.contains(caret.center))
        #expect(caret.minX > 60 && caret.minX < 200)
    }

    @Test func withoutFocusTextIsNotTakenAndTextInputStops() {
        var tree = textTree(), state = UIState(focused: "ok")
        let response = run([.text("a")], &tree, &state)
        #expect(response.unhandled == [.text("a")])
        #expect(response.textInput == nil)
        #expect(editing(tree, "name")?.text == "")
    }

    @Test func tabLeavesTheFieldAndEscLetsGoOfIt() {
        var tree = textTree(), state = UIState(focused: "name")
        _ = run([.keyDown(.tab)], &tree, &state)
        #expect(state.focused == "notes")
        let response = run([.keyDown(.escape)], &tree, &state)
        #expect(state.focused == nil)
        #expect(response.textInput == nil)
        #expect(response.unhandled.isEmpty)
    }

    @Test func enterSubmitsAFieldOrTapsTheDefaultButtonAndMakesALineInAnEditor() {
        var tree = textTree(), state = UIState(focused: "name")
        #expect(run([.keyDown(.enter)], &tree, &state).actions == [.submitted("name")])
        tree = textTree(defaultButton: "ok")
        #expect(run([.keyDown(.enter)], &tree, &state).actions == [.tapped("ok")])
        state.focused = "notes"
        _ = run([.text("a"), .keyDown(.enter), .text("b")], &tree, &state)
        #expect(editing(tree, "notes")?.text == "a\nb")
    }

    @Test func enterInAFieldOfASheetTapsTheSheetsDefaultButtonNotTheTreesBelow() {
        var phase = LayerPhase()
        phase.open()
        for _ in 0..<LayerPhase.transitionTicks { phase.step() }
        let canvas = Rect(x: 0, y: 0, width: 720, height: 1280)
        var tree = UITree(textTree().widgets + Sheet(title: "Sign in", height: 400)
            .widgets("sheet", in: canvas, phase: phase, theme: theme, defaultButton: "play") { stack in
                [Widget("who", frame: stack.row(height: 56), kind: .textField(TextEditingState(), placeholder: "Name", message: nil)),
                 Widget("play", frame: stack.row(height: 56), kind: .button("Play", role: .primary))]
            }, defaultButton: "ok")
        var state = UIState(focused: "who")
        #expect(run([.keyDown(.enter)], &tree, &state).actions == [.tapped("play")])
    }

    @Test func spaceTypesInsteadOfTappingAndTheMaximumLengthHolds() {
        var tree = textTree(), state = UIState(focused: "name")
        let response = run([.keyDown(.space), .text("Một hai ba bốn")], &tree, &state)
        #expect(!response.actions.contains(.tapped("ok")))
        #expect(editing(tree, "name")?.text == "Một hai ba")
    }

    @Test func cutAndCopyGoToTheClipboardAndPasteIsAskedForThenTaken() {
        var tree = textTree(name: TextEditingState(text: "Phở bò")), state = UIState(focused: "name")
        var response = run([.keyDown(.left, [.control, .shift]), .keyDown(.x, .control)], &tree, &state)
        #expect(response.copiedText == "bò")
        #expect(editing(tree, "name")?.text == "Phở ")
        response = run([.keyDown(.v, .control)], &tree, &state)
        #expect(response.wantsPaste)
        _ = run([.paste("bò tái")], &tree, &state)
        #expect(editing(tree, "name")?.text == "Phở bò tái")
    }

    @Test func aClickPlacesTheCaretAndShiftClickExtends() {
        var tree = textTree(name: TextEditingState(text: "Phở bò tái")), state = UIState()
        _ = run(click(Vec2(50, 128)), &tree, &state)
        #expect(state.focused == "name")
        #expect(editing(tree, "name")?.selection == TextSelection(caret: 0))
        for _ in 0..<40 { _ = run([], &tree, &state) }
        _ = run([.keyDown(.leftShift)] + click(Vec2(660, 128)) + [.keyUp(.leftShift)], &tree, &state)
        #expect(editing(tree, "name")?.selection == TextSelection(anchor: 0, caret: 10))
    }

    @Test func aDragSelectsAndADoubleClickSelectsAWord() throws {
        var tree = textTree(name: TextEditingState(text: "Phở bò tái")), state = UIState()
        let end = try #require(tree["name"]).frame.maxX - 20
        _ = run([.pointerDown(Vec2(50, 128), .primary), .pointerMove(Vec2(end, 130)), .pointerUp(Vec2(end, 130), .primary)],
                &tree, &state)
        #expect(editing(tree, "name")?.selectedText == "Phở bò tái")
        for _ in 0..<40 { _ = run([], &tree, &state) }
        _ = run(click(Vec2(64, 128)), &tree, &state)
        #expect(editing(tree, "name")?.selection.isEmpty == true)
        _ = run(click(Vec2(65, 129)), &tree, &state)
        #expect(editing(tree, "name")?.selectedText == "Phở")
    }

    @Test func twoClicksFarApartInTimeAreNoDoubleClick() {
        var tree = textTree(name: TextEditingState(text: "Phở bò tái")), state = UIState()
        _ = run(click(Vec2(64, 128)), &tree, &state)
        for _ in 0..<TextClick.maxInterval { _ = run([], &tree, &state) }
        _ = run(click(Vec2(64, 128)), &tree, &state)
        #expect(editing(tree, "name")?.selection.isEmpty == true)
    }

    @Test func aDisabledFieldTakesNoFocusNorClicks() {
        var tree = textTree(), state = UIState()
        _ = run(click(Vec2(300, 428)), &tree, &state)
        #expect(state.focused == nil)
        state.focused = "notes"
        _ = run([.keyDown(.tab)], &tree, &state)
        #expect(state.focused == "ok")
    }

    @Test func theEditorKeepsItsCaretInView() throws {
        var tree = textTree(), state = UIState(focused: "notes")
        var response = UIResponse()
        for line in 1...8 { response = run([.text("Line \(line)"), .keyDown(.enter)], &tree, &state) }
        let caret = try #require(response.textInput?.caret)
        let frame = try #require(tree["notes"]).frame
        #expect(caret.minY >= frame.minY && caret.maxY <= frame.maxY)
    }

    @Test func compositionShowsInPlaceUntilCommitted() {
        var tree = textTree(), state = UIState(focused: "name")
        _ = run([.composition("phở", cursor: 3, length: 0)], &tree, &state)
        #expect(editing(tree, "name")?.displayText == "phở")
        #expect(editing(tree, "name")?.text == "")
        _ = run([.composition("", cursor: 0, length: 0), .text("phở")], &tree, &state)
        #expect(editing(tree, "name")?.text == "phở")
    }
}

@Suite struct TextFieldDrawingTests {
    let typesetter: Typesetter
    init() throws { typesetter = try Typesetter.shared() }

    func runs(_ tree: UITree, _ state: UIState = UIState()) -> [TextRun] {
        var list = DrawList()
        tree.draw(into: &list, state: state, theme: .standard, typesetter: typesetter)
        return list.items.compactMap { if case .textRun(let run) = $0.command { run } else { nil } }
    }

    /// The text drawn in `color`, its runs joined.
    func text(_ runs: [TextRun], in color: Color) -> String {
        String(runs.filter { $0.color == color }.flatMap(\.clusters))
    }

    @Test func anEmptyFieldShowsItsPlaceholderMutedAndAFilledOneItsText() {
        #expect(text(runs(textTree()), in: Palette.dark.mutedText).hasPrefix("Your"))
        let filled = runs(textTree(name: TextEditingState(text: "Phở")))
        #expect(!text(filled, in: Palette.dark.mutedText).hasPrefix("Your"))
        #expect(text(filled, in: Palette.dark.text).hasPrefix("Phở"))
    }

    @Test func aValidationMessageShowsUnderTheFieldInTheDestructiveColour() {
        let drawn = runs(textTree(message: "Too short")).filter { $0.color == Palette.dark.destructive }
        #expect(String(drawn.flatMap(\.clusters)).hasPrefix("Too"))
        #expect(drawn.allSatisfy { $0.origin.y > 156 })
    }

    @Test func theCaretBlinksButIsSolidRightAfterAnEdit() {
        var tree = textTree(), state = UIState(focused: "name")
        tree.apply(tree.handle([.text("a")], state: &state, theme: .standard).actions[0])
        func caretShows() -> Bool {
            var list = DrawList()
            tree.draw(into: &list, state: state, theme: .standard, typesetter: typesetter)
            return list.items.contains {
                if case .fillPolygon(let points, let color) = $0.command {
                    color == Palette.dark.focusRing && points.count == 4 && points[1].x - points[0].x == TextFieldGeometry.caretWidth
                } else { false }
            }
        }
        #expect(caretShows())
        for _ in 0..<WidgetPainter.caretBlinkTicks { _ = tree.handle([], state: &state, theme: .standard) }
        #expect(!caretShows())
    }
}
