import Engine

/// The pure model behind a text field or editor: its text, selection, input-method composition
/// and undo history, changed by editing operations and by `handle(_:layout:)` for input events.
///
/// Indices count grapheme clusters (Swift `Character`s) of `text`, which is always in Unicode
/// normalisation form C, as `TextLayout` counts them, so a caret never splits an emoji, a flag
/// or a Vietnamese letter with its marks. A plain value: deterministic, hashed with the scene.
public struct TextEditingState: Hashable, Sendable, StateHashable, Codable {
    /// The most undo steps kept; older ones are dropped.
    public static let maxUndoSteps = 200

    /// The text, in normalisation form C (newlines only when `isMultiline`).
    public private(set) var text: String
    /// The text's grapheme clusters, `text` split: derived from `text`, so neither hashed nor
    /// encoded, and made again on decoding.
    @Unhashed private var characters: [Character]
    /// The selection; its ends are within 0...`clusterCount`.
    public private(set) var selection: TextSelection
    /// The input method's text being composed, shown in place of the selection; nil when none.
    public private(set) var composition: TextComposition?
    /// The most grapheme clusters the text may hold; nil for the kit's limit, `longestText`.
    public let maxLength: Int?
    /// The most grapheme clusters a text without a limit of its own holds: far more than a field
    /// or a note needs, few enough that laying the text out each frame stays quick when a
    /// megabyte is pasted (a script or a replay may paste one).
    public static let longestText = 10_000
    /// Whether the text may hold line breaks (an editor) or not (a field).
    public let isMultiline: Bool
    /// The x that Up and Down keep to across lines of different lengths, in layout pixels (a
    /// column of clusters when moving without a layout); nil until an Up or Down after another
    /// move.
    var preferredX: Double?
    /// The undo steps, newest last.
    public private(set) var undoStack: [TextEditSnapshot] = []
    /// The redo steps, newest last.
    public private(set) var redoStack: [TextEditSnapshot] = []
    /// The kind of the last edit while the next edit of that kind may join its undo step; nil
    /// after a move, undo or redo.
    private var openEdit: TextEditKind?

    /// An editor holding `text` (normalised and cut to `maxLength`, line breaks made spaces
    /// unless `isMultiline`), with the caret at its end.
    public init(text: String = "", maxLength: Int? = nil, isMultiline: Bool = false) {
        self.maxLength = maxLength.map { max($0, 0) }
        self.isMultiline = isMultiline
        self.text = ""
        self.characters = []
        self.selection = TextSelection(caret: 0)
        let clusters = prepared(text, room: self.maxLength ?? Self.longestText)
        self.characters = Array(Typesetter.nfc(String(clusters)))
        self.text = String(self.characters)
        self.selection = TextSelection(caret: characters.count)
    }

    /// How many grapheme clusters the text has.
    public var clusterCount: Int { characters.count }

    /// The selected text ("" for a caret).
    public var selectedText: String { String(characters[selection.range]) }

    // MARK: Editing

    /// Types `typed` over the selection: normalised to NFC, line breaks made spaces unless
    /// multi-line, other control characters dropped, and cut at a cluster boundary to fit
    /// `maxLength`. Consecutive typing undoes as one step. Returns whether the text changed.
    @discardableResult
    public mutating func insert(_ typed: String) -> Bool {
        replaceSelection(with: typed, kind: .typing)
    }

    /// Pastes `pasted` over the selection as `insert` does, as an undo step of its own (a paste
    /// of several lines into a single-line field joins them with spaces).
    @discardableResult
    public mutating func paste(_ pasted: String) -> Bool {
        replaceSelection(with: pasted, kind: .other)
    }

    /// Backspace: deletes the selection, or else the cluster (or with `byWord` the word) before
    /// the caret. Returns whether the text changed.
    @discardableResult
    public mutating func deleteBackward(byWord: Bool = false) -> Bool {
        let range = selection.isEmpty
            ? (byWord ? wordStart(before: selection.caret) : max(selection.caret - 1, 0))..<selection.caret
            : selection.range
        return replace(range, with: [], kind: .deletingBackward)
    }

    /// Delete: deletes the selection, or else the cluster (or with `byWord` the word) after the
    /// caret. Returns whether the text changed.
    @discardableResult
    public mutating func deleteForward(byWord: Bool = false) -> Bool {
        let range = selection.isEmpty
            ? selection.caret..<(byWord ? wordEnd(after: selection.caret) : min(selection.caret + 1, clusterCount))
            : selection.range
        return replace(range, with: [], kind: .deletingForward)
    }

    /// The selected text, for the clipboard (Ctrl+C); nil when nothing is selected.
    public func copy() -> String? {
        selection.isEmpty ? nil : selectedText
    }

    /// Removes the selected text and returns it, for the clipboard (Ctrl+X); nil when nothing
    /// is selected.
    public mutating func cut() -> String? {
        guard let cut = copy() else { return nil }
        replace(selection.range, with: [], kind: .other)
        return cut
    }

    /// Replaces all the text with `newText` (prepared as `insert` prepares typing), the caret at
    /// its end, and forgets the undo history and any composition: a new value set from outside.
    public mutating func setText(_ newText: String) {
        self = TextEditingState(text: newText, maxLength: maxLength, isMultiline: isMultiline)
    }

    // MARK: Selection

    /// Puts the caret at `index` (clamped to the text), or with `extending` moves only the
    /// caret end of the selection there: a click, a Shift+click or a drag.
    public mutating func placeCaret(at index: Int, extending: Bool = false) {
        let index = min(max(index, 0), clusterCount)
        select(TextSelection(anchor: extending ? selection.anchor : index, caret: index))
    }

    /// Selects `selection`, its ends clamped to the text.
    public mutating func select(_ selection: TextSelection) {
        let count = clusterCount
        self.selection = TextSelection(anchor: min(max(selection.anchor, 0), count),
                                       caret: min(max(selection.caret, 0), count))
        preferredX = nil
        openEdit = nil
    }

    /// Selects all the text (Ctrl+A).
    public mutating func selectAll() {
        select(TextSelection(anchor: 0, caret: clusterCount))
    }

    /// Selects the word, run of spaces or run of punctuation and symbols holding the cluster at
    /// `index` (a double-click); see `wordRange(at:)`.
    public mutating func selectWord(at index: Int) {
        let word = wordRange(at: index)
        select(TextSelection(anchor: word.lowerBound, caret: word.upperBound))
    }

    /// Selects from `word` (the range a double-click selected) to the word, spaces or symbols at
    /// `index`, whole: a drag after a double-click, which keeps `word` selected either way.
    public mutating func selectWords(from word: Range<Int>, to index: Int) {
        let reached = wordRange(at: index)
        if reached.lowerBound < word.lowerBound {
            select(TextSelection(anchor: word.upperBound, caret: reached.lowerBound))
        } else {
            select(TextSelection(anchor: word.lowerBound, caret: max(word.upperBound, reached.upperBound)))
        }
    }

    /// The word, run of spaces or run of punctuation and symbols holding the cluster at `index`
    /// (the run before the end of the text at its end); a line break alone; empty in an empty
    /// text.
    public func wordRange(at index: Int) -> Range<Int> {
        guard clusterCount > 0 else { return 0..<0 }
        let at = min(max(index, 0), clusterCount - 1)
        guard !characters[at].isNewline else { return at..<(at + 1) }
        let kind = TextWordClass(characters[at])
        let joins = { (c: Character) in TextWordClass(c) == kind && !c.isNewline }
        var start = at, end = at + 1
        while start > 0, joins(characters[start - 1]) { start -= 1 }
        while end < clusterCount, joins(characters[end]) { end += 1 }
        return start..<end
    }

    // MARK: Composition

    /// Shows `composition` in place of the selection, replacing any before it; an empty text
    /// ends the composition without committing it, as the input method then sends the
    /// committed text as `text`.
    public mutating func setComposition(_ composition: TextComposition) {
        self.composition = composition.text.isEmpty ? nil : composition
    }

    /// Types the composition's text (as `insert` does) and ends it.
    public mutating func commitComposition() {
        guard let composition else { return }
        self.composition = nil
        insert(composition.text)
    }

    /// Ends the composition without typing it.
    public mutating func cancelComposition() {
        composition = nil
    }

    /// What a widget draws: the text with the composition in place of the selection.
    public var displayText: String {
        guard let composition else { return text }
        let range = selection.range
        return Typesetter.nfc(String(characters[..<range.lowerBound]) + composition.text
            + String(characters[range.upperBound...]))
    }

    /// The clusters of `displayText` the composition covers (to underline); nil without one.
    public var compositionRange: Range<Int>? {
        guard composition != nil else { return nil }
        let range = selection.range
        let end = max(displayText.count - (clusterCount - range.upperBound), range.lowerBound)
        return range.lowerBound..<end
    }

    /// The selection in `displayText`: the composition's own caret or selected part while
    /// composing, else `selection`.
    public var displaySelection: TextSelection {
        guard let composition, let covered = compositionRange else { return selection }
        let start = min(covered.lowerBound + composition.cursor, covered.upperBound)
        return TextSelection(anchor: start, caret: min(start + composition.length, covered.upperBound))
    }

    // MARK: Undo

    /// Puts back the text and selection before the last undo step (Ctrl+Z). Returns whether
    /// there was one.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let step = undoStack.popLast() else { return false }
        redoStack.append(snapshot)
        restore(step)
        return true
    }

    /// Does again the last step undone (Ctrl+Shift+Z, Ctrl+Y). Returns whether there was one.
    @discardableResult
    public mutating func redo() -> Bool {
        guard let step = redoStack.popLast() else { return false }
        undoStack.append(snapshot)
        restore(step)
        return true
    }

    private var snapshot: TextEditSnapshot { TextEditSnapshot(text: text, selection: selection) }

    private mutating func restore(_ step: TextEditSnapshot) {
        text = step.text
        characters = Array(step.text)
        composition = nil
        select(step.selection)
    }

    // MARK: Changing the text

    /// Replaces the selection with `typed`, prepared and cut to the room left.
    private mutating func replaceSelection(with typed: String, kind: TextEditKind) -> Bool {
        let range = selection.range
        let room = max((maxLength ?? Self.longestText) - (clusterCount - range.count), 0)
        return replace(range, with: prepared(typed, room: room), kind: kind)
    }

    /// Replaces the clusters in `range` with `clusters`, re-normalising where they meet, and
    /// puts the caret after them; records an undo step unless the edit joins the last one.
    /// Returns whether the text changed.
    @discardableResult
    private mutating func replace(_ range: Range<Int>, with clusters: [Character], kind: TextEditKind) -> Bool {
        guard !range.isEmpty || !clusters.isEmpty else { return false }
        if !(kind.coalesces && openEdit == kind) {
            undoStack.append(snapshot)
            if undoStack.count > Self.maxUndoSteps { undoStack.removeFirst() }
        }
        redoStack.removeAll()
        let head = Typesetter.nfc(String(characters[..<range.lowerBound]) + String(clusters))
        let joined = Typesetter.nfc(head + String(characters[range.upperBound...]))
        characters = Array(joined)
        text = joined
        composition = nil
        let caret = min(head.count, clusterCount)
        selection = TextSelection(caret: caret)
        preferredX = nil
        openEdit = kind.coalesces ? kind : nil
        return true
    }

    /// `typed` as clusters the text may take: NFC, line breaks made "\n" (or spaces when not
    /// multi-line), other control characters but tab dropped, at most `room` of them.
    private func prepared(_ typed: String, room: Int) -> [Character] {
        var clusters: [Character] = []
        for cluster in Typesetter.nfc(typed) where clusters.count < room {
            if cluster.isNewline {
                clusters.append(isMultiline ? "\n" : " ")
            } else if cluster == "\t" || !cluster.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                clusters.append(cluster)
            }
        }
        return clusters
    }

    // MARK: Words

    /// Where Ctrl+← goes from `index`: back over what is not a word, then over a word.
    func wordStart(before index: Int) -> Int {
        var i = min(max(index, 0), clusterCount)
        while i > 0, TextWordClass(characters[i - 1]) != .word { i -= 1 }
        while i > 0, TextWordClass(characters[i - 1]) == .word { i -= 1 }
        return i
    }

    /// Where Ctrl+→ goes from `index`: on over what is not a word, then over a word.
    func wordEnd(after index: Int) -> Int {
        var i = min(max(index, 0), clusterCount)
        while i < clusterCount, TextWordClass(characters[i]) != .word { i += 1 }
        while i < clusterCount, TextWordClass(characters[i]) == .word { i += 1 }
        return i
    }

    /// Where the logical line (between line breaks) holding `index` starts.
    func lineStart(of index: Int) -> Int {
        var i = min(max(index, 0), clusterCount)
        while i > 0, !characters[i - 1].isNewline { i -= 1 }
        return i
    }

    /// Where the logical line holding `index` ends, before its line break.
    func lineEnd(of index: Int) -> Int {
        var i = min(max(index, 0), clusterCount)
        while i < clusterCount, !characters[i].isNewline { i += 1 }
        return i
    }

    // MARK: State hash

    /// Feeds the text, selection, composition, limits, remembered Up/Down x, undo and redo steps and the open edit into `hasher`.
    public func hash(into hasher: inout StateHasher) {
        hasher.combine(text)
        selection.hash(into: &hasher)
        composition.hash(into: &hasher)
        maxLength.hash(into: &hasher)
        hasher.combine(isMultiline)
        preferredX.hash(into: &hasher)
        for stack in [undoStack, redoStack] {
            hasher.combine(stack.count)
            for step in stack { step.hash(into: &hasher) }
        }
        hasher.combine(openEdit.map(\.rawValue) ?? -1)
    }
}

extension TextEditingState {
    /// Every stored field but `characters`, which is `text` split and is made again on decoding.
    private enum CodingKeys: String, CodingKey {
        case text, selection, composition, maxLength, isMultiline, preferredX, undoStack, redoStack, openEdit
    }

    /// Decodes the state from its saved form, splitting `text` into clusters again.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        characters = Array(text)
        selection = try container.decode(TextSelection.self, forKey: .selection)
        composition = try container.decodeIfPresent(TextComposition.self, forKey: .composition)
        maxLength = try container.decodeIfPresent(Int.self, forKey: .maxLength)
        isMultiline = try container.decode(Bool.self, forKey: .isMultiline)
        preferredX = try container.decodeIfPresent(Double.self, forKey: .preferredX)
        undoStack = try container.decode([TextEditSnapshot].self, forKey: .undoStack)
        redoStack = try container.decode([TextEditSnapshot].self, forKey: .redoStack)
        openEdit = try container.decodeIfPresent(TextEditKind.self, forKey: .openEdit)
    }
}
