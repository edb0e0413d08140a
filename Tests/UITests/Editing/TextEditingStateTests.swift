import Engine
import Testing
@testable import UI

@Suite("Text editing: inserting, deleting, selecting, undo")
struct TextEditingStateTests {
    static let family = "👨‍👩‍👧", flag = "🇻🇳", thumb = "👍🏽"

    @Test("Vietnamese typed precomposed or decomposed gives the same NFC text")
    func vietnameseNormalises() {
        var composed = TextEditingState(), decomposed = TextEditingState()
        composed.insert("Phở bò")
        decomposed.insert("Pho\u{31B}\u{309} bo\u{300}")
        #expect(composed.text == decomposed.text)
        #expect(decomposed.text.unicodeScalars.count == 6)
        #expect(decomposed.clusterCount == 6 && decomposed.selection == TextSelection(caret: 6))
    }

    @Test("a combining mark typed after its letter joins it in one cluster")
    func combiningMarkJoins() {
        var state = TextEditingState(text: "ca")
        state.insert("\u{301}")
        #expect(state.text == "cá" && state.clusterCount == 2 && state.selection.caret == 2)
    }

    @Test("typing replaces the selection")
    func typingReplacesSelection() {
        var state = TextEditingState(text: "hello world")
        state.select(TextSelection(anchor: 6, caret: 11))
        state.insert("phở")
        #expect(state.text == "hello phở" && state.selection == TextSelection(caret: 9))
    }

    @Test("Backspace and Delete remove whole emoji, ZWJ sequences, flags and letters with marks",
          arguments: [family, flag, thumb, "ở", "o\u{31B}\u{309}", "1️⃣"])
    func deleteByCluster(cluster: String) {
        var state = TextEditingState(text: "a" + cluster + "b")
        state.placeCaret(at: 2)
        let deleted = state.deleteBackward()
        #expect(deleted)
        #expect(state.text == "ab" && state.selection.caret == 1)
        state = TextEditingState(text: "a" + cluster + "b")
        state.placeCaret(at: 1)
        let deletedForward = state.deleteForward()
        #expect(deletedForward)
        #expect(state.text == "ab" && state.selection.caret == 1)
    }

    @Test("Backspace at the start and Delete at the end change nothing and record no undo step")
    func deleteAtEnds() {
        var state = TextEditingState(text: "ab")
        let deletedAtEnd = state.deleteForward()
        #expect(!deletedAtEnd)
        state.placeCaret(at: 0)
        let deletedAtStart = state.deleteBackward()
        #expect(!deletedAtStart)
        #expect(state.text == "ab" && state.undoStack.isEmpty)
    }

    @Test("Ctrl+Backspace and Ctrl+Delete remove a word and the spaces before it")
    func deleteByWord() {
        var state = TextEditingState(text: "Phở bò  tái")
        let deletedWord = state.deleteBackward(byWord: true)
        #expect(deletedWord)
        #expect(state.text == "Phở bò  ")
        let deletedWordAndSpaces = state.deleteBackward(byWord: true)
        #expect(deletedWordAndSpaces)
        #expect(state.text == "Phở ")
        state.placeCaret(at: 0)
        let deletedWordForward = state.deleteForward(byWord: true)
        #expect(deletedWordForward)
        #expect(state.text == " ")
    }

    @Test("a maximum length cuts typing and pastes at a cluster boundary, never splitting a cluster")
    func maxLength() {
        var state = TextEditingState(maxLength: 5)
        state.insert("ab" + Self.family + Self.flag + "cd")
        #expect(state.text == "ab" + Self.family + Self.flag + "c" && state.clusterCount == 5)
        let inserted = state.insert("x")
        #expect(!inserted)
        state.select(TextSelection(anchor: 2, caret: 4))
        state.paste("Phở")
        #expect(state.text == "abPhc" && state.selection.caret == 4)
        #expect(TextEditingState(text: "abcdefgh", maxLength: 3).text == "abc")
    }

    @Test("a text without a limit of its own holds the kit's longest text, however much is pasted")
    func longestText() {
        var notes = TextEditingState(isMultiline: true)
        notes.paste(String(repeating: "wörd ", count: 200_000))
        #expect(notes.clusterCount == TextEditingState.longestText)
        let inserted = notes.insert("x")
        #expect(!inserted)
        #expect(TextEditingState(text: String(repeating: "a", count: 20_000)).clusterCount == TextEditingState.longestText)
    }

    @Test("a single-line field turns pasted line breaks into spaces; an editor keeps them as \\n")
    func pastedLineBreaks() {
        var field = TextEditingState()
        field.paste("one\r\ntwo\nthree\rfour")
        #expect(field.text == "one two three four")
        var editor = TextEditingState(isMultiline: true)
        editor.paste("one\r\ntwo\rthree")
        #expect(editor.text == "one\ntwo\nthree")
    }

    @Test("control characters other than tab and line breaks are dropped")
    func controlCharacters() {
        var state = TextEditingState()
        state.insert("a\u{7}b\tc\u{1B}")
        #expect(state.text == "ab\tc")
    }

    @Test("select all, click, Shift+click and drag")
    func selecting() {
        var state = TextEditingState(text: "xin chào")
        state.selectAll()
        #expect(state.selectedText == "xin chào")
        state.placeCaret(at: 2)
        state.placeCaret(at: 6, extending: true)
        #expect(state.selection == TextSelection(anchor: 2, caret: 6) && state.selectedText == "n ch")
        state.placeCaret(at: 1, extending: true)
        #expect(state.selection == TextSelection(anchor: 2, caret: 1))
        state.placeCaret(at: 99)
        #expect(state.selection == TextSelection(caret: 8))
    }

    @Test("a double-click selects the word, spaces or symbols it lands on", arguments: [
        (0, "Phở"), (2, "Phở"), (3, " "), (4, "bò"), (6, " "), (7, "🍜🇻🇳"), (8, "🍜🇻🇳"), (10, "tái"), (13, "tái"),
    ])
    func selectWord(index: Int, word: String) {
        var state = TextEditingState(text: "Phở bò 🍜🇻🇳 tái")
        state.selectWord(at: index)
        #expect(state.selectedText == word)
    }

    @Test("a drag after a double-click selects whole words and keeps the first word either way")
    func dragByWords() {
        var state = TextEditingState(text: "một hai ba bốn")
        state.selectWord(at: 5)
        let word = state.selection.range
        #expect(word == 4..<7)
        state.selectWords(from: word, to: 9)
        #expect(state.selection == TextSelection(anchor: 4, caret: 10) && state.selectedText == "hai ba")
        state.selectWords(from: word, to: 1)
        #expect(state.selection == TextSelection(anchor: 7, caret: 0) && state.selectedText == "một hai")
        state.selectWords(from: word, to: 6)
        #expect(state.selectedText == "hai")
    }

    @Test("a double-click on a line break selects it alone; in empty text, nothing")
    func selectWordEdges() {
        var editor = TextEditingState(text: "ab\n\ncd", isMultiline: true)
        editor.selectWord(at: 2)
        #expect(editor.selection == TextSelection(anchor: 2, caret: 3))
        editor.selectWord(at: 1)
        #expect(editor.selectedText == "ab")
        var empty = TextEditingState()
        empty.selectWord(at: 3)
        #expect(empty.selection == TextSelection(caret: 0))
    }

    @Test("copy returns the selection; cut removes it; neither without a selection")
    func copyAndCut() {
        var state = TextEditingState(text: "bánh mì")
        let nothingCut = state.cut()
        #expect(state.copy() == nil && nothingCut == nil)
        state.select(TextSelection(anchor: 0, caret: 4))
        #expect(state.copy() == "bánh")
        let cutText = state.cut()
        #expect(cutText == "bánh")
        #expect(state.text == " mì" && state.selection == TextSelection(caret: 0))
    }

    @Test("consecutive typing undoes as one step; a move starts a new one; redo puts it back")
    func undoCoalescesTyping() {
        var state = TextEditingState()
        for letter in ["P", "h", "ở"] { state.insert(letter) }
        state.move(.left)
        state.insert(" ")
        state.insert("x")
        #expect(state.text == "Ph xở" && state.undoStack.count == 2)
        let undone = state.undo()
        #expect(undone)
        #expect(state.text == "Phở" && state.selection == TextSelection(caret: 2))
        let undoneAgain = state.undo()
        #expect(undoneAgain)
        let undoneAtStart = state.undo()
        #expect(state.text == "" && !undoneAtStart)
        let redone = state.redo()
        #expect(redone && state.text == "Phở")
        let redoneAgain = state.redo()
        #expect(redoneAgain && state.text == "Ph xở")
        let redoneAtEnd = state.redo()
        #expect(!redoneAtEnd)
    }

    @Test("consecutive Backspaces undo together, apart from the typing before them; a paste is a step of its own")
    func undoSteps() {
        var state = TextEditingState()
        state.insert("abc")
        state.deleteBackward()
        state.deleteBackward()
        state.paste("xy")
        state.paste("z")
        #expect(state.text == "axyz" && state.undoStack.count == 4)
        state.undo(); state.undo()
        #expect(state.text == "a")
        state.undo()
        #expect(state.text == "abc")
    }

    @Test("a new edit after an undo drops what could be redone")
    func editClearsRedo() {
        var state = TextEditingState()
        state.insert("a")
        state.undo()
        state.insert("b")
        let redone = state.redo()
        #expect(!redone && state.text == "b")
    }

    @Test("the undo history keeps at most its limit of steps")
    func undoLimit() {
        var state = TextEditingState()
        for _ in 0..<(TextEditingState.maxUndoSteps + 20) { state.paste("a") }
        #expect(state.undoStack.count == TextEditingState.maxUndoSteps)
    }

    @Test("setText replaces the text, caret at its end, and forgets the history")
    func setText() {
        var state = TextEditingState(maxLength: 4)
        state.insert("ab")
        state.setText("line\none")
        #expect(state.text == "line" && state.selection.caret == 4 && state.undoStack.isEmpty)
    }

    @Test("the state hash follows the text, the selection and the history")
    func stateHash() {
        func hash(_ state: TextEditingState) -> UInt64 {
            var hasher = StateHasher()
            state.hash(into: &hasher)
            return hasher.value
        }
        var a = TextEditingState(text: "ab"), b = a
        #expect(hash(a) == hash(b))
        b.placeCaret(at: 0)
        #expect(hash(a) != hash(b))
        a.insert("c"); b = a
        b.undo(); b.redo()
        #expect(b.text == a.text && hash(a) != hash(b))
    }
}
