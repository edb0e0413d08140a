import Engine
import Testing
@testable import UI

@Suite("Text editing: input events")
struct TextEditingEventsTests {
    /// Feeds `events` to `state`, returning the last outcome.
    @discardableResult
    static func feed(_ state: inout TextEditingState, _ events: [InputEvent]) -> TextEditingOutcome {
        var outcome = TextEditingOutcome()
        for event in events { outcome = state.handle(event) }
        return outcome
    }

    @Test("typed text inserts; the outcome says the text and selection changed")
    func typing() {
        var state = TextEditingState()
        let outcome = state.handle(.text("phở"))
        #expect(state.text == "phở")
        #expect(outcome.isHandled && outcome.textChanged && outcome.selectionChanged)
        #expect(!outcome.isSubmitted && !outcome.isCancelled && outcome.copiedText == nil && !outcome.wantsPaste)
    }

    @Test("Shift+arrows select, Ctrl+Shift+arrows by word, Shift+Home and Shift+End to the ends")
    func shiftArrows() {
        var state = TextEditingState(text: "bánh mì ngon")
        Self.feed(&state, [.keyDown(.left, .shift), .keyDown(.left, .shift)])
        #expect(state.selectedText == "on")
        Self.feed(&state, [.keyDown(.left, [.control, .shift])])
        #expect(state.selectedText == "ngon")
        Self.feed(&state, [.keyDown(.home, .shift)])
        #expect(state.selection == TextSelection(anchor: 12, caret: 0))
        Self.feed(&state, [.keyDown(.home), .keyDown(.right, .control), .keyDown(.end, .shift)])
        #expect(state.selectedText == " mì ngon")
        let outcome = state.handle(.keyDown(.right))
        #expect(state.selection == TextSelection(caret: 12) && outcome.selectionChanged && !outcome.textChanged)
    }

    @Test("held keys repeat: repeated Backspace and arrows act each time")
    func repeats() {
        var state = TextEditingState(text: "abcdef")
        Self.feed(&state, [.keyDown(.backspace), .keyDown(.backspace, isRepeat: true), .keyDown(.backspace, isRepeat: true)])
        #expect(state.text == "abc")
        Self.feed(&state, [.keyDown(.left), .keyDown(.left, isRepeat: true)])
        #expect(state.selection.caret == 1)
        Self.feed(&state, [.keyDown(.delete, .control, isRepeat: true)])
        #expect(state.text == "a")
    }

    @Test("Ctrl+A then Ctrl+C copies; Ctrl+X cuts; Ctrl+V asks the host and the paste event inserts")
    func clipboard() {
        var state = TextEditingState(text: "xin chào")
        var outcome = state.handle(.keyDown(.a, .control))
        #expect(outcome.selectionChanged)
        outcome = state.handle(.keyDown(.c, .control))
        #expect(outcome.copiedText == "xin chào" && !outcome.textChanged)
        outcome = state.handle(.keyDown(.x, .control))
        #expect(outcome.copiedText == "xin chào" && outcome.textChanged && state.text.isEmpty)
        outcome = state.handle(.keyDown(.v, .control))
        #expect(outcome.isHandled && outcome.wantsPaste && !outcome.textChanged)
        var effects = EffectQueue()
        outcome.send(to: &effects)
        #expect(effects.pending.count == 1)
        if case .paste? = effects.pending.first {} else { Issue.record("expected a paste request, got \(effects.pending)") }
        outcome = state.handle(.paste("dòng một\ndòng hai"))
        #expect(outcome.textChanged && state.text == "dòng một dòng hai")
    }

    @Test("Ctrl+Insert copies, Shift+Delete cuts, Shift+Insert pastes")
    func classicClipboardKeys() {
        var state = TextEditingState(text: "abc")
        state.selectAll()
        let copied = state.handle(.keyDown(.insert, .control)).copiedText
        #expect(copied == "abc")
        let cut = state.handle(.keyDown(.delete, .shift)).copiedText
        #expect(cut == "abc" && state.text.isEmpty)
        let pasting = state.handle(.keyDown(.insert, .shift)).wantsPaste
        #expect(pasting)
    }

    @Test("Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo")
    func undoKeys() {
        var state = TextEditingState()
        Self.feed(&state, [.text("a"), .text("b"), .keyDown(.left), .text("c")])
        #expect(state.text == "acb")
        Self.feed(&state, [.keyDown(.z, .control)])
        #expect(state.text == "ab")
        Self.feed(&state, [.keyDown(.z, .control)])
        #expect(state.text == "")
        Self.feed(&state, [.keyDown(.z, [.control, .shift])])
        #expect(state.text == "ab")
        Self.feed(&state, [.keyDown(.y, .control)])
        #expect(state.text == "acb")
    }

    @Test("Enter submits a field; in an editor it breaks the line and Ctrl+Enter submits")
    func enter() {
        var field = TextEditingState(text: "a")
        var outcome = field.handle(.keyDown(.enter))
        #expect(outcome.isSubmitted && !outcome.textChanged && field.text == "a")
        outcome = field.handle(.keyDown(.enter, isRepeat: true))
        #expect(!outcome.isSubmitted)
        var editor = TextEditingState(text: "a", isMultiline: true)
        outcome = editor.handle(.keyDown(.enter))
        #expect(!outcome.isSubmitted && editor.text == "a\n")
        outcome = editor.handle(.keyDown(.enter, .control))
        #expect(outcome.isSubmitted)
    }

    @Test("Esc cancels; Tab, Alt chords and a field's Up and Down are left to its container")
    func escapeAndUnusedKeys() {
        var field = TextEditingState(text: "a")
        let escape = field.handle(.keyDown(.escape))
        #expect(escape.isCancelled)
        let unused: [InputEvent] = [.keyDown(.up), .keyDown(.down), .keyDown(.tab), .keyDown(.a, .alt), .keyDown(.f1)]
        for event in unused {
            let outcome = field.handle(event)
            #expect(!outcome.isHandled, "\(event)")
        }
        let typingKey = field.handle(.keyDown(.a))
        #expect(typingKey.isHandled && !typingKey.textChanged)
        var editor = TextEditingState(text: "a\nb", isMultiline: true)
        let up = editor.handle(.keyDown(.up))
        #expect(up.isHandled && editor.selection.caret == 1)
    }

    @Test("a composition shows in place of the selection, uncommitted; its text event commits it")
    func composition() {
        var state = TextEditingState(text: "ab", maxLength: 4)
        state.placeCaret(at: 1)
        var outcome = state.handle(.composition("pho\u{31B}", cursor: 4, length: 0))
        #expect(outcome.selectionChanged && !outcome.textChanged)
        #expect(state.text == "ab" && state.displayText == "aphơb")
        #expect(state.compositionRange == 1..<4 && state.displaySelection == TextSelection(caret: 4))
        // Keys go to the input method while composing.
        outcome = state.handle(.keyDown(.backspace))
        #expect(outcome.isHandled && !outcome.textChanged && state.composition != nil)
        Self.feed(&state, [.composition("", cursor: 0, length: 0), .text("phở")])
        #expect(state.text == "aphb" && state.composition == nil && state.selection.caret == 3)
    }

    @Test("Esc during a composition cancels it, not the field")
    func escapeCancelsComposition() {
        var state = TextEditingState()
        _ = state.handle(.composition("ni", cursor: 2, length: 0))
        let outcome = state.handle(.keyDown(.escape))
        #expect(!outcome.isCancelled && state.composition == nil && state.displayText == "")
    }

    @Test("a composition's selected part maps from scalars to clusters")
    func compositionSelection() {
        let composition = TextComposition("a\u{301}bc", cursor: 2, length: 1)
        #expect(composition.text == "ábc" && composition.cursor == 1 && composition.length == 1)
        let clamped = TextComposition("ab", cursor: 9, length: 9)
        #expect(clamped.cursor == 2 && clamped.length == 0)
    }

    @Test("pointer and other events are not the editor's")
    func otherEvents() {
        var state = TextEditingState(text: "a")
        let outcome = state.handle(.pointerDown(Vec2(1, 1), .primary))
        #expect(outcome == TextEditingOutcome())
    }
}
