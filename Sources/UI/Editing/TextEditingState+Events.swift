import Engine

extension TextEditingState {
    /// Applies one input event and says what it did.
    ///
    /// Typed text, compositions and pastes edit; keys: ←/→ (Ctrl by word), Home/End (Ctrl: the
    /// text's ends), ↑/↓ in a multi-line editor, Shift with any of them to select, Backspace and
    /// Delete (Ctrl by word), Ctrl+A, Ctrl+C/X/V (and Ctrl+Insert, Shift+Delete, Shift+Insert),
    /// Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y, Enter (a line break in an editor; submits a field, as
    /// Ctrl+Enter does an editor) and Esc (cancels). Held keys repeat, except Enter and Esc.
    /// While a composition shows, keys are the input method's and only Esc ends it. `layout`
    /// is the text laid out, for Home, End, Up and Down (see `move(_:extending:layout:)`).
    public mutating func handle(_ event: InputEvent, layout: TextLayout? = nil) -> TextEditingOutcome {
        let before = (text: text, selection: selection, composition: composition)
        var outcome = TextEditingOutcome()
        switch event {
        case .text(let typed):
            cancelComposition()
            insert(typed)
            outcome.isHandled = true
        case .composition(let marked, let cursor, let length):
            setComposition(TextComposition(marked, cursor: cursor, length: length))
            outcome.isHandled = true
        case .paste(let pasted):
            paste(pasted)
            outcome.isHandled = true
        case .keyDown(let press):
            outcome.isHandled = handle(press, layout: layout, outcome: &outcome)
        default:
            break
        }
        outcome.textChanged = text != before.text
        outcome.selectionChanged = outcome.textChanged || selection != before.selection
            || composition != before.composition
        return outcome
    }

    /// Applies one key press; returns whether it was the editor's.
    private mutating func handle(_ press: KeyPress, layout: TextLayout?, outcome: inout TextEditingOutcome) -> Bool {
        if composition != nil {
            if press.key == .escape { cancelComposition() }
            return true
        }
        let shift = press.modifiers.contains(.shift)
        let others = press.modifiers.subtracting(.shift)
        guard others.isEmpty || others == .control else { return false }
        let ctrl = others == .control
        switch press.key {
        case .left: move(ctrl ? .wordLeft : .left, extending: shift, layout: layout)
        case .right: move(ctrl ? .wordRight : .right, extending: shift, layout: layout)
        case .home: move(ctrl ? .documentStart : .lineStart, extending: shift, layout: layout)
        case .end: move(ctrl ? .documentEnd : .lineEnd, extending: shift, layout: layout)
        case .up where isMultiline && !ctrl: move(.up, extending: shift, layout: layout)
        case .down where isMultiline && !ctrl: move(.down, extending: shift, layout: layout)
        case .backspace: deleteBackward(byWord: ctrl)
        case .delete where shift && !ctrl: outcome.copiedText = cut()
        case .delete where !shift: deleteForward(byWord: ctrl)
        case .insert where ctrl && !shift: outcome.copiedText = copy()
        case .insert where shift && !ctrl: outcome.wantsPaste = true
        case .enter where isMultiline && !ctrl: insert("\n")
        case .enter: outcome.isSubmitted = !press.isRepeat
        case .escape where !ctrl && !shift: outcome.isCancelled = !press.isRepeat
        case .a where ctrl && !shift: selectAll()
        case .c where ctrl && !shift: outcome.copiedText = copy()
        case .x where ctrl && !shift: outcome.copiedText = cut()
        case .v where ctrl && !shift: outcome.wantsPaste = true
        case .z where ctrl: if shift { redo() } else { undo() }
        case .y where ctrl && !shift: redo()
        default:
            // A key that types (its text arrives as a `text` event) is the editor's too.
            return !ctrl && (press.key.rawValue.count == 1 || press.key == .space)
        }
        return true
    }
}
