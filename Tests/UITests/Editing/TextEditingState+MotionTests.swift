import Engine
import Testing
@testable import UI

@Suite("Text editing: caret moves")
struct TextEditingMotionTests {
    @Test("← and → step over whole clusters: emoji, ZWJ sequences, flags, Vietnamese letters")
    func arrowsByCluster() {
        let clusters = ["a", "👨‍👩‍👧", "🇻🇳", "🇺🇸", "ở", "👍🏽", "b"]
        var state = TextEditingState(text: clusters.joined())
        state.move(.documentStart)
        var seen: [String] = []
        while state.selection.caret < state.clusterCount {
            state.move(.right, extending: true)
            seen.append(state.selectedText)
            state.move(.right)
        }
        #expect(seen == clusters)
        state.move(.left)
        #expect(state.selection.caret == clusters.count - 1)
    }

    @Test("← and → collapse a selection to its start or end; with Shift they extend it")
    func arrowsCollapseSelections() {
        var state = TextEditingState(text: "abcdef")
        state.select(TextSelection(anchor: 2, caret: 4))
        state.move(.left)
        #expect(state.selection == TextSelection(caret: 2))
        state.select(TextSelection(anchor: 4, caret: 2))
        state.move(.right)
        #expect(state.selection == TextSelection(caret: 4))
        state.move(.right, extending: true)
        state.move(.right, extending: true)
        #expect(state.selection == TextSelection(anchor: 4, caret: 6))
        state.move(.right, extending: true)
        #expect(state.selection == TextSelection(anchor: 4, caret: 6))
    }

    @Test("word moves stop at word ends, over Vietnamese letters and past emoji and punctuation")
    func wordMoves() {
        // Clusters: "Xin"0-2 " "3 "chào"4-7 ","8 " "9 "👋🏽"10 " "11 "phở"12-14.
        var state = TextEditingState(text: "Xin chào, 👋🏽 phở")
        state.move(.documentStart)
        var stops: [Int] = []
        for _ in 0..<4 { state.move(.wordRight); stops.append(state.selection.caret) }
        #expect(stops == [3, 8, 15, 15])
        stops = []
        for _ in 0..<4 { state.move(.wordLeft); stops.append(state.selection.caret) }
        #expect(stops == [12, 4, 0, 0])
    }

    @Test("Home and End go to the ends of a field, and of the line in an editor without a layout")
    func homeAndEnd() {
        var field = TextEditingState(text: "một hai")
        field.move(.lineStart)
        #expect(field.selection.caret == 0)
        field.move(.lineEnd, extending: true)
        #expect(field.selection == TextSelection(anchor: 0, caret: 7))
        var editor = TextEditingState(text: "one\ntwo\nthree", isMultiline: true)
        editor.placeCaret(at: 5)
        editor.move(.lineStart)
        #expect(editor.selection.caret == 4)
        editor.move(.lineEnd)
        #expect(editor.selection.caret == 7)
        editor.move(.documentStart)
        #expect(editor.selection.caret == 0)
        editor.move(.documentEnd)
        #expect(editor.selection.caret == 13)
    }

    @Test("Up and Down without a layout keep to a column across a shorter line")
    func upAndDownByLineBreaks() {
        var editor = TextEditingState(text: "abcdef\nab\nabcdef", isMultiline: true)
        editor.placeCaret(at: 5)
        editor.move(.down)
        #expect(editor.selection.caret == 9)
        editor.move(.down)
        #expect(editor.selection.caret == 15)
        editor.move(.up, extending: true)
        #expect(editor.selection == TextSelection(anchor: 15, caret: 9))
        editor.move(.up)
        #expect(editor.selection.caret == 5)
        editor.move(.up)
        #expect(editor.selection.caret == 0)
        editor.move(.down)
        #expect(editor.selection.caret == 7)
    }

    @Test("Up and Down with a layout go by the laid-out lines and keep the x they started at")
    func upAndDownByLayout() throws {
        let typesetter = try Typesetter.shared()
        let text = "mmmmmmmmmm\ni\nmmmmmmmmmm"
        let layout = typesetter.layout(text, style: TypeScale.body, maxWidth: 1000)
        #expect(layout.lines.count == 3)
        var editor = TextEditingState(text: text, isMultiline: true)
        editor.placeCaret(at: 8)
        editor.move(.down, layout: layout)
        #expect(editor.selection.caret == 12)
        editor.move(.down, layout: layout)
        #expect(editor.selection.caret == 21)
        editor.move(.down, layout: layout)
        #expect(editor.selection.caret == editor.clusterCount)
        editor.move(.lineStart, layout: layout)
        #expect(editor.selection.caret == 13)
    }

    @Test("Home and End with a layout go to the ends of the wrapped line")
    func homeAndEndByLayout() throws {
        let typesetter = try Typesetter.shared()
        let text = "phở bò tái nạm gầu gân sách bánh mì"
        let layout = typesetter.layout(text, style: TypeScale.body, maxWidth: 120)
        #expect(layout.lines.count > 2)
        let second = layout.lines[1].range
        var editor = TextEditingState(text: text, isMultiline: true)
        editor.placeCaret(at: second.lowerBound + 1)
        editor.move(.lineEnd, layout: layout)
        #expect(editor.selection.caret == second.upperBound)
        editor.placeCaret(at: second.lowerBound + 1)
        editor.move(.lineStart, layout: layout)
        #expect(editor.selection.caret == second.lowerBound)
    }
}
