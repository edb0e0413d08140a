import Engine

extension InputHandler {
    /// How far a pointer pressed on a row may move before the press becomes a scroll and no
    /// longer activates the row, px.
    static let tapSlop = 8.0

    /// Gives each scroll view of the tree a scroll state sized to its content and frame.
    mutating func sizeScrollViews() {
        for widget in tree.widgets {
            guard case .scrollView(let content) = widget.kind else { continue }
            state.scrolls[widget.id, default: ScrollState(contentExtent: content.height, viewportExtent: widget.frame.height)]
                .setExtents(content: content.height, viewport: widget.frame.height)
        }
    }

    /// Advances every scroll view of the tree by one fixed tick (glides and flings go on
    /// without input).
    mutating func stepScrollViews() {
        for widget in tree.widgets {
            if case .scrollView = widget.kind { state.scrolls[widget.id]?.step() }
        }
    }

    /// Turns the wheel over the scroll view under the pointer; false when none is there.
    mutating func wheel(_ notches: Double) -> Bool {
        guard let point = state.pointer, let view = tree.widgets.last(where: {
            if case .scrollView = $0.kind { return $0.isEnabled && $0.frame.contains(point) && tree.clipContains($0, point) }
            return false
        }) else { return false }
        state.scrolls[view.id]?.wheel(notches)
        return true
    }

    /// A press on a scroll view, its scrollbar or a widget in it: focuses the view (or the
    /// control pressed) and holds the content or the thumb; false when `widget` is not in one
    /// or is a slider (which the press drags instead).
    mutating func pressScroll(_ widget: Widget, at point: Vec2) -> Bool {
        if case .slider = widget.kind { return false }
        guard let view = tree.scrollView(for: widget) else { return false }
        focus(widget.isFocusable ? widget.id : view.id)
        state.dragging = view.id
        if case .scrollBar = widget.kind {
            state.pressed = nil
            state.scrolls[view.id]?.pressTrack(at: point.y - widget.frame.minY, trackLength: widget.frame.height)
        } else {
            state.scrolls[view.id]?.beginDrag(at: point.y)
        }
        return true
    }

    /// The held pointer moved: the content or thumb follows; past the slop a press on a row
    /// turns into a scroll. False when `id` is not a scroll view.
    mutating func dragScroll(_ id: WidgetID, to point: Vec2) -> Bool {
        guard let view = tree[id], case .scrollView = view.kind else { return false }
        guard var scroll = state.scrolls[id], let held = scroll.drag else { return true }
        // The content is held in canvas px, the thumb in px along the track (the view's height).
        scroll.drag(to: held.grip == .content ? point.y : point.y - view.frame.minY)
        state.scrolls[id] = scroll
        if held.grip == .content, abs(point.y - held.startPointer) > Self.tapSlop { state.pressed = nil }
        return true
    }

    /// Lets go of a held scroll view: a flung content keeps moving.
    mutating func releaseScroll() {
        guard let id = state.dragging, let view = tree[id], case .scrollView = view.kind else { return }
        state.scrolls[id]?.endDrag()
        state.dragging = nil
    }

    /// A click on row or tile `index`: selects it (when it is not) and activates it, unless the
    /// content wants a click on an item not selected only to select it.
    mutating func activate(_ index: Int, in widget: Widget) {
        guard let view = tree.scrollView(for: widget), case .scrollView(let content) = view.kind else { return }
        if content.selection != index {
            emit(.selected(view.id, index))
            if content.clickSelectsFirst { return }
        }
        emit(.activated(view.id, index))
    }

    /// Enter or Space on a list or grid: activates its selected row or tile; false when
    /// `focused` is not a list or grid with a selection.
    mutating func activateSelection(of focused: Widget) -> Bool {
        guard case .scrollView(let content) = focused.kind, let selection = content.selection else { return false }
        emit(.activated(focused.id, selection))
        return true
    }

    /// A key for the scroll view that is focused or holds the focused widget: arrows move a
    /// list's or grid's selection (revealing it) or scroll plain content; Page Up/Down and
    /// Home/End scroll. False when it means nothing here.
    mutating func scrollKey(_ key: Key, focused: Widget) -> Bool {
        guard let view = tree.scrollView(for: focused), case .scrollView(let content) = view.kind else { return false }
        if view.id == focused.id, let next = content.selection(after: key, firstShown: firstShown(in: view, content)) {
            if next != content.selection { emit(.selected(view.id, next)) }
            reveal(next, in: view)
            return true
        }
        switch key {
        case .pageUp, .pageDown, .home, .end: break
        case .up, .down: guard view.id == focused.id, case .plain = content.arrangement else { return false }
        default: return false
        }
        return state.scrolls[view.id]?.press(key) ?? false
    }

    /// After Tab moved the focus: scrolls the focused widget's view as little as it takes to
    /// show it (a list or grid: its selected item).
    mutating func revealFocused() {
        guard let id = state.focused, let focused = tree[id], let view = tree.scrollView(for: focused) else { return }
        if view.id == focused.id {
            if case .scrollView(let content) = view.kind, let selection = content.selection { reveal(selection, in: view) }
        } else if let scroll = state.scrolls[view.id] {
            let top = focused.frame.minY - view.frame.minY + scroll.offset
            state.scrolls[view.id]?.reveal(top, top + focused.frame.height)
        }
    }

    /// Scrolls `view` as little as it takes to show item `item` below any sticky header.
    private mutating func reveal(_ item: Int, in view: Widget) {
        guard case .scrollView(let content) = view.kind, let span = content.span(of: item) else { return }
        state.scrolls[view.id]?.reveal(span.start, span.end, leadingInset: span.leadingInset)
    }

    /// The first row or tile wholly or partly in sight in `view` (0 when none is).
    private func firstShown(in view: Widget, _ content: ScrollContent) -> Int {
        let offset = state.scrolls[view.id]?.offset ?? 0
        switch content.arrangement {
        case .plain:
            return 0
        case .list(let layout):
            let shown = layout.viewport(offset: offset, height: view.frame.height)
            let header = shown.pinnedHeader.map { $0.frame.maxY } ?? 0
            guard let row = shown.rows.first(where: { $0.frame.maxY > header }) ?? shown.rows.first else { return 0 }
            return layout.row(at: row.index)
        case .grid(let layout, _):
            return layout.visibleItems(offset: offset, height: view.frame.height).first?.index ?? 0
        }
    }
}
