import Engine

extension InputHandler {
    /// The focused widget when it is an enabled text field or editor.
    var focusedTextWidget: Widget? {
        guard let id = state.focused, let widget = tree[id], widget.isFocusable, widget.editing != nil else { return nil }
        return widget
    }

    /// Where `widget`'s text stands as it shows `editing` now (nil without a typesetter).
    func geometry(of widget: Widget, _ editing: TextEditingState) -> TextFieldGeometry? {
        typesetter.map { TextFieldGeometry(frame: widget.frame, editing: editing, theme: theme, typesetter: $0) }
    }

    /// Notes a Shift key going down or up, for Shift+click.
    mutating func trackShift(_ event: InputEvent) {
        switch event {
        case .keyDown(let press) where press.key == .leftShift || press.key == .rightShift: state.isShiftHeld = true
        case .keyUp(let key) where key == .leftShift || key == .rightShift: state.isShiftHeld = false
        default: break
        }
    }

    /// Gives `event` to the focused text field or editor: typed text, compositions, pastes and
    /// keys (all but Tab and Shift+Tab, which move the focus). Enter in a field does what Enter
    /// does on no button (the default button of the layer it is in, or of the tree), or else
    /// submits the field; Esc takes the focus away. False when no text widget has the focus or it
    /// has no use for the event.
    mutating func handleText(_ event: InputEvent) -> Bool {
        guard let widget = focusedTextWidget, let editing = widget.editing else { return false }
        switch event {
        case .keyDown(let press) where press.key == .tab && press.modifiers.isSubset(of: .shift): return false
        case .text, .composition, .paste, .keyDown: break
        default: return false
        }
        var edited = editing
        let outcome = edited.handle(event, layout: geometry(of: widget, editing)?.layout)
        if let copied = outcome.copiedText { response.copiedText = copied }
        if outcome.wantsPaste { response.wantsPaste = true }
        commit(edited, to: widget)
        if outcome.isSubmitted {
            if let action = tree.defaultActivation {
                emit(action)
            } else {
                emit(.submitted(widget.id))
            }
        }
        if outcome.isCancelled { focus(nil) }
        return outcome.isHandled
    }

    /// A press on a text field or editor: places the caret (Shift: extends the selection to it),
    /// a second press soon after at the same place selects a word, a third all the text; a
    /// drag then extends the selection.
    mutating func pressText(_ widget: Widget, at point: Vec2) {
        guard var edited = widget.editing, let geometry = geometry(of: widget, edited) else { return }
        let click = state.lastClick?.next(tick: state.tick, point: point) ?? TextClick(tick: state.tick, point: point, count: 1)
        state.lastClick = click
        state.dragging = widget.id
        state.caretTick = state.tick
        edited.commitComposition()
        switch click.count {
        case 1: edited.placeCaret(at: geometry.index(at: point), extending: state.isShiftHeld)
        case 2: edited.selectWord(at: cluster(at: point, in: geometry))
        default: edited.selectAll()
        }
        commit(edited, to: widget)
    }

    /// A drag from a press on text field or editor `id` to `point`: moves the caret end of the
    /// selection there, by whole words after a double-click.
    mutating func dragText(_ id: WidgetID, to point: Vec2) {
        guard let widget = tree[id], widget.isFocusable, var edited = widget.editing, let click = state.lastClick,
              let geometry = geometry(of: widget, edited) else {
            state.dragging = nil
            return
        }
        switch click.count {
        case 1: edited.placeCaret(at: geometry.index(at: point), extending: true)
        case 2: edited.selectWords(from: edited.wordRange(at: cluster(at: click.point, in: geometry)),
                                   to: cluster(at: point, in: geometry))
        default: return
        }
        commit(edited, to: widget)
    }

    /// Sets the response's text input request from the focused text widget's caret, or nil.
    mutating func requestTextInput() {
        guard let widget = focusedTextWidget, let editing = widget.editing else {
            response.textInput = nil
            return
        }
        let caret = geometry(of: widget, editing)?.caretRect(at: editing.displaySelection.caret)
        response.textInput = TextInputRequest(caret: caret ?? widget.frame)
    }

    /// The cluster under `point` (not the caret stop nearest it), for selecting words.
    private func cluster(at point: Vec2, in geometry: TextFieldGeometry) -> Int {
        let index = geometry.index(at: point)
        return point.x < geometry.caretRect(at: index).center.x ? max(index - 1, 0) : index
    }

    /// Emits `edited` for `widget` when it differs from what the widget shows, and keeps the
    /// caret solid for a blink.
    private mutating func commit(_ edited: TextEditingState, to widget: Widget) {
        guard edited != widget.editing else { return }
        state.caretTick = state.tick
        emit(.edited(widget.id, edited))
    }
}

extension Key {
    /// The Shift keys, as SDL names them.
    static let leftShift = Key("left shift"), rightShift = Key("right shift")
}
