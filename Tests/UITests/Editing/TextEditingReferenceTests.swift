import Engine
import Foundation
import Testing
@testable import UI

/// A plain reference editor: an array of clusters and a selection, each operation written the
/// obvious way, to check `TextEditingState` against.
private struct ReferenceEditor {
    struct Snapshot { var clusters: [Character]; var anchor: Int; var caret: Int }
    enum Edit { case typing, backward, forward, other }

    var clusters: [Character] = []
    var anchor = 0, caret = 0
    let maxLength: Int?
    let isMultiline: Bool
    var undoSteps: [Snapshot] = [], redoSteps: [Snapshot] = []
    var open: Edit?
    /// The column Up and Down keep to.
    var column: Int?

    var lower: Int { min(anchor, caret) }
    var upper: Int { max(anchor, caret) }
    var snapshot: Snapshot { Snapshot(clusters: clusters, anchor: anchor, caret: caret) }

    static func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber }

    mutating func setCaret(_ index: Int, extending: Bool) {
        caret = min(max(index, 0), clusters.count)
        if !extending { anchor = caret }
        open = nil
        column = nil
    }

    mutating func edit(_ range: Range<Int>, _ new: [Character], _ kind: Edit) {
        if range.isEmpty && new.isEmpty { return }
        if kind == .other || open != kind {
            undoSteps.append(snapshot)
            if undoSteps.count > TextEditingState.maxUndoSteps { undoSteps.removeFirst() }
        }
        redoSteps = []
        clusters.replaceSubrange(range, with: new)
        caret = range.lowerBound + new.count
        anchor = caret
        open = kind == .other ? nil : kind
        column = nil
    }

    mutating func type(_ s: String, _ kind: Edit) {
        var new = Array(s.precomposedStringWithCanonicalMapping).map { $0.isNewline ? (isMultiline ? "\n" : " ") : $0 }
        if let maxLength { new = Array(new.prefix(maxLength - (clusters.count - (upper - lower)))) }
        edit(lower..<upper, new, kind)
    }

    mutating func backspace(byWord: Bool) {
        guard anchor == caret else { return edit(lower..<upper, [], .backward) }
        var start = max(caret - 1, 0)
        if byWord {
            start = caret
            while start > 0, !Self.isWord(clusters[start - 1]) { start -= 1 }
            while start > 0, Self.isWord(clusters[start - 1]) { start -= 1 }
        }
        edit(start..<caret, [], .backward)
    }

    mutating func delete(byWord: Bool) {
        guard anchor == caret else { return edit(lower..<upper, [], .forward) }
        var end = min(caret + 1, clusters.count)
        if byWord { end = wordEnd(caret) }
        edit(caret..<end, [], .forward)
    }

    func wordEnd(_ from: Int) -> Int {
        var end = from
        while end < clusters.count, !Self.isWord(clusters[end]) { end += 1 }
        while end < clusters.count, Self.isWord(clusters[end]) { end += 1 }
        return end
    }

    func wordStart(_ from: Int) -> Int {
        var start = from
        while start > 0, !Self.isWord(clusters[start - 1]) { start -= 1 }
        while start > 0, Self.isWord(clusters[start - 1]) { start -= 1 }
        return start
    }

    mutating func arrow(right: Bool, byWord: Bool, extending: Bool) {
        let collapse = !extending && anchor != caret
        let from = collapse ? (right ? upper : lower) : caret
        let to = byWord ? (right ? wordEnd(from) : wordStart(from)) : collapse ? from : from + (right ? 1 : -1)
        setCaret(to, extending: extending)
    }

    func lineStart(_ from: Int) -> Int {
        var i = from
        while i > 0, clusters[i - 1] != "\n" { i -= 1 }
        return i
    }

    func lineEnd(_ from: Int) -> Int {
        var i = from
        while i < clusters.count, clusters[i] != "\n" { i += 1 }
        return i
    }

    mutating func homeOrEnd(end: Bool, extending: Bool) {
        setCaret(end ? lineEnd(caret) : lineStart(caret), extending: extending)
    }

    mutating func vertical(down: Bool, extending: Bool) {
        let start = lineStart(caret), kept = column ?? caret - start
        if down {
            let end = lineEnd(caret)
            if end == clusters.count { return setCaret(end, extending: extending) }
            setCaret(min(end + 1 + kept, lineEnd(end + 1)), extending: extending)
        } else {
            if start == 0 { return setCaret(0, extending: extending) }
            setCaret(min(lineStart(start - 1) + kept, start - 1), extending: extending)
        }
        column = kept
    }

    mutating func selectWord(_ index: Int) {
        guard !clusters.isEmpty else { return setCaret(0, extending: false) }
        func kind(_ c: Character) -> Int { Self.isWord(c) ? 0 : c.isWhitespace ? 1 : 2 }
        let at = min(max(index, 0), clusters.count - 1)
        var start = at, end = at + 1
        if clusters[at] != "\n" {
            while start > 0, clusters[start - 1] != "\n", kind(clusters[start - 1]) == kind(clusters[at]) { start -= 1 }
            while end < clusters.count, clusters[end] != "\n", kind(clusters[end]) == kind(clusters[at]) { end += 1 }
        }
        setCaret(start, extending: false)
        setCaret(end, extending: true)
    }

    mutating func cut() {
        if anchor != caret { edit(lower..<upper, [], .other) }
    }

    mutating func undo() {
        guard let step = undoSteps.popLast() else { return }
        redoSteps.append(snapshot)
        (clusters, anchor, caret) = (step.clusters, step.anchor, step.caret)
        open = nil
    }

    mutating func redo() {
        guard let step = redoSteps.popLast() else { return }
        undoSteps.append(snapshot)
        (clusters, anchor, caret) = (step.clusters, step.anchor, step.caret)
        open = nil
    }
}

@Suite("Text editing against a reference model")
struct TextEditingReferenceTests {
    /// What random typing draws from: ASCII, Vietnamese in NFC and NFD, emoji with modifiers,
    /// ZWJ sequences and flags, spaces, punctuation and line breaks.
    static let pieces = ["a", "b", "Z", "7", "ở", "o\u{31B}\u{309}", "Phở", "e\u{301}", " ", "  ", ".", ",",
                         "👍🏽", "👨‍👩‍👧", "🇻🇳", "🇺🇸", "🍜", "\n", "\r\n", "bò tái"]

    @Test("random edit sequences keep the text and selection of the reference after every step",
          arguments: [(UInt64(1), nil as Int?, false), (2, 12, false), (3, nil, true), (4, 8, true), (5, 30, true)])
    func randomEdits(seed: UInt64, maxLength: Int?, isMultiline: Bool) {
        var random = RandomGenerator(seed: seed)
        var state = TextEditingState(maxLength: maxLength, isMultiline: isMultiline)
        var reference = ReferenceEditor(maxLength: maxLength, isMultiline: isMultiline)
        var longest = 0
        for step in 0..<4000 {
            let shift = random.next(in: 0...2) == 0, ctrl = random.next(in: 0...3) == 0
            let modifiers: KeyModifiers = [shift ? .shift : [], ctrl ? .control : []]
            let typed = (0..<random.next(in: 1...3)).map { _ in Self.pieces[random.next(in: 0...(Self.pieces.count - 1))] }.joined()
            let index = random.next(in: -1...(state.clusterCount + 1))
            let action: String
            switch random.next(in: 0...15) {
            case 0, 1, 2:
                action = "type \(typed.debugDescription)"
                _ = state.handle(.text(typed)); reference.type(typed, .typing)
            case 3:
                action = "paste \(typed.debugDescription)"
                _ = state.handle(.paste(typed)); reference.type(typed, .other)
            case 4:
                action = "backspace \(modifiers)"
                _ = state.handle(.keyDown(.backspace, modifiers.subtracting(.shift))); reference.backspace(byWord: ctrl)
            case 5:
                action = "delete \(ctrl)"
                _ = state.handle(.keyDown(.delete, ctrl ? .control : [])); reference.delete(byWord: ctrl)
            case 6, 7:
                let right = random.next(in: 0...1) == 0
                action = "arrow \(right ? "right" : "left") \(modifiers)"
                _ = state.handle(.keyDown(right ? .right : .left, modifiers))
                reference.arrow(right: right, byWord: ctrl, extending: shift)
            case 8:
                let end = random.next(in: 0...1) == 0
                action = "\(end ? "end" : "home") shift \(shift)"
                _ = state.handle(.keyDown(end ? .end : .home, shift ? .shift : []))
                reference.homeOrEnd(end: end, extending: shift)
            case 9:
                action = "click \(index) shift \(shift)"
                state.placeCaret(at: index, extending: shift); reference.setCaret(index, extending: shift)
            case 10:
                action = "select all"
                _ = state.handle(.keyDown(.a, .control)); reference.setCaret(0, extending: false)
                reference.setCaret(reference.clusters.count, extending: true)
            case 11:
                action = "cut"
                let outcome = state.handle(.keyDown(.x, .control))
                #expect(outcome.copiedText == (reference.anchor == reference.caret ? nil
                    : String(reference.clusters[reference.lower..<reference.upper])), "step \(step)")
                reference.cut()
            case 14:
                let down = random.next(in: 0...1) == 0
                action = "\(down ? "down" : "up") shift \(shift)"
                _ = state.handle(.keyDown(down ? .down : .up, shift ? .shift : []))
                if isMultiline { reference.vertical(down: down, extending: shift) }
            case 15:
                action = "double-click \(index)"
                state.selectWord(at: index); reference.selectWord(index)
            case 12:
                action = "undo"
                _ = state.handle(.keyDown(.z, .control)); reference.undo()
            default:
                action = "redo"
                _ = state.handle(.keyDown(.y, .control)); reference.redo()
            }
            let agrees = state.text == String(reference.clusters) && state.clusterCount == reference.clusters.count
                && state.selection == TextSelection(anchor: reference.anchor, caret: reference.caret)
            #expect(agrees, "step \(step), \(action): \(state.text.debugDescription) \(state.selection) vs \(String(reference.clusters).debugDescription) \(reference.anchor)→\(reference.caret)")
            if !agrees { return }
            longest = max(longest, state.clusterCount)
        }
        #expect(longest >= min(maxLength ?? 20, 20), "the sequence grew text long enough to edit")
    }
}
