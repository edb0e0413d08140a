import Engine

extension UITree {
    /// Applies a tick's input to the widgets (call it from `fixedUpdate`): the pointer presses,
    /// drags and hovers, Tab and Shift+Tab move the focus through enabled controls in tree
    /// order, Enter activates the focused button or else the default button, Space activates a
    /// button or flips a switch, the arrow keys (and Home and End) change a segmented control,
    /// slider, stepper or rating. A press activates when it is let go on the same part.
    ///
    /// While a sheet or dialog layer is open only its widgets take input: Tab cycles among
    /// them, Enter activates its default button, Esc (and its cancel button, and a click on a
    /// sheet's backdrop) comes back as `.dismissed(layer)`. The state first follows the tree's
    /// layers (`UIState.followLayers(of:)`).
    ///
    /// Each action is also applied to a working copy of the tree, so several events of one tick
    /// build on each other. Events no widget takes, like Esc, come back in `unhandled`.
    ///
    /// A focused text field or editor takes typed text, compositions, pastes and editing keys
    /// (see `TextEditingState.handle`); the response then carries its caret for text input and
    /// its clipboard requests. Scroll views take the wheel (at the pointer), drags, their
    /// scrollbar and scrolling keys, and are stepped one fixed tick per call. Call it once a
    /// tick, with no input too, so glides and flings go on: `state.tick` counts the calls.
    public func handle(_ input: [InputEvent], state: inout UIState, theme: Theme) -> UIResponse {
        state.followLayers(of: self)
        var handler = InputHandler(tree: self, state: state, theme: theme)
        handler.state.tick &+= 1
        handler.sizeScrollViews()
        for event in input { handler.handle(event) }
        handler.stepScrollViews()
        handler.requestTextInput()
        state = handler.state
        return handler.response
    }
}

/// The work of `UITree.handle`: one event at a time against a tree kept up to date.
struct InputHandler {
    var tree: UITree
    var state: UIState
    let theme: Theme
    /// Lays out text fields' text for hit-testing and caret positions: the process's shared
    /// one (nil when its fonts cannot open, and then text widgets take no clicks).
    let typesetter: Typesetter?
    var response = UIResponse()

    init(tree: UITree, state: UIState, theme: Theme) {
        self.tree = tree; self.state = state; self.theme = theme
        typesetter = try? Typesetter.shared()
    }

    mutating func handle(_ event: InputEvent) {
        trackShift(event)
        if handleText(event) { return }
        switch event {
        case .pointerMove(let point):
            movePointer(to: point)
            if let id = state.dragging {
                if tree[id]?.editing != nil { dragText(id, to: point) } else { drag(id, to: point) }
            }
        case .pointerDown(let point, .primary):
            press(at: point)
        case .pointerUp(let point, .primary):
            release(at: point)
        case .keyDown(let press):
            if !handleKey(press) { response.unhandled.append(event) }
        case .wheel(let notches):
            if !wheel(notches) { response.unhandled.append(event) }
        default:
            response.unhandled.append(event)
        }
    }

    mutating func emit(_ action: UIAction) {
        tree.apply(action)
        response.actions.append(action)
    }

    mutating func focus(_ id: WidgetID?) {
        guard state.focused != id else { return }
        state.focused = id
        emit(.focused(id))
    }

    // MARK: - Pointer

    private mutating func movePointer(to point: Vec2) {
        state.pointer = point
        state.hovered = tree.part(at: point, minimumTarget: theme.minimumTarget)
    }

    private mutating func press(at point: Vec2) {
        movePointer(to: point)
        state.showsFocus = false
        state.pressed = state.hovered
        guard let part = state.pressed, let widget = tree[part.id] else { return }
        if pressScroll(widget, at: point) { return }
        guard widget.isFocusable else { return }
        focus(part.id)
        if case .slider = widget.kind {
            state.dragging = part.id
            drag(part.id, to: point)
        } else if widget.editing != nil {
            pressText(widget, at: point)
        }
    }

    private mutating func release(at point: Vec2) {
        movePointer(to: point)
        releaseScroll()
        defer { state.pressed = nil; state.dragging = nil }
        guard state.dragging == nil, let part = state.pressed, part == state.hovered,
              let widget = tree[part.id] else { return }
        switch widget.kind {
        case .button, .iconButton: emit(tree.activation(of: widget.id))
        case .layer: emit(.dismissed(widget.id))
        case .toggle(_, let isOn): emit(.toggled(widget.id, !isOn))
        case .segmented(_, let selected) where part.index != selected: emit(.selected(widget.id, part.index))
        case .tabBar(_, let selected) where part.index != selected: emit(.selected(widget.id, part.index))
        case .stepper(let value, let range, let step):
            switch part.index {
            case WidgetPart.decrement: change(widget, to: value - step, range: range, step: step, from: value)
            case WidgetPart.increment: change(widget, to: value + step, range: range, step: step, from: value)
            default: break
            }
        case .rating(let value, _) where part.index >= 0:
            // A dot sets the rating to it; the top filled dot again empties it.
            let dots = part.index + 1
            emit(.valueChanged(widget.id, Double(dots == value ? part.index : dots)))
        case .listRow(_, let index, _), .gridTile(_, let index, _):
            activate(index, in: widget)
        default:
            break
        }
    }

    private mutating func drag(_ id: WidgetID, to point: Vec2) {
        if dragScroll(id, to: point) { return }
        guard let widget = tree[id], widget.isFocusable, case .slider(let value, let range, let step) = widget.kind else {
            state.dragging = nil
            return
        }
        let span = widget.trackSpan
        let fraction = span.upperBound > span.lowerBound ? (point.x - span.lowerBound) / (span.upperBound - span.lowerBound) : 0
        let raw = range.lowerBound + fraction * (range.upperBound - range.lowerBound)
        change(widget, to: raw, range: range, step: step, from: value)
    }

    private mutating func change(_ widget: Widget, to raw: Double, range: ClosedRange<Double>, step: Double, from value: Double) {
        let snapped = SteppedValue.snap(raw, in: range, step: step)
        if snapped != value { emit(.valueChanged(widget.id, snapped)) }
    }

    // MARK: - Keys

    /// Handles a key; false when no widget takes it.
    private mutating func handleKey(_ press: KeyPress) -> Bool {
        if press.key == .tab, press.modifiers.isSubset(of: .shift) {
            focus(tree.focus(after: state.focused, backwards: press.modifiers.contains(.shift)))
            revealFocused()
            state.showsFocus = true
            return true
        }
        if press.matches(.escape), !press.isRepeat, let top = tree.topLayer {
            emit(.dismissed(top.id))
            state.showsFocus = true
            return true
        }
        let focused = state.focused.flatMap { tree.interactiveWidget($0) }.flatMap { $0.isFocusable ? $0 : nil }
        switch press {
        case .enter:
            if let focused, focused.isButton {
                emit(tree.activation(of: focused.id))
            } else if let focused, activateSelection(of: focused) {
                // A list's or grid's selected item was activated.
            } else if let action = tree.defaultActivation {
                emit(action)
            } else {
                return false
            }
        case .space:
            guard let focused else { return false }
            switch focused.kind {
            case .button, .iconButton: emit(tree.activation(of: focused.id))
            case .toggle(_, let isOn): emit(.toggled(focused.id, !isOn))
            case .scrollView: if !activateSelection(of: focused) { return false }
            default: return false
            }
        default:
            guard let focused, press.modifiers.isEmpty,
                  adjust(focused, with: press.key) || scrollKey(press.key, focused: focused) else { return false }
        }
        state.showsFocus = true
        return true
    }

    /// Moves a segmented control's or tab bar's choice by ← or → (Home and End: to the first or
    /// last); false for other keys.
    private mutating func select(in widget: Widget, from selected: Int, count: Int, by key: Key, direction: Double) -> Bool {
        guard key != .up, key != .down, count > 0 else { return false }
        let index = direction.isInfinite ? (direction < 0 ? 0 : count - 1) : min(max(selected + Int(direction), 0), count - 1)
        if index != selected { emit(.selected(widget.id, index)) }
        return true
    }

    /// Moves a segmented control, slider, stepper or rating by an arrow key, Home or End; false
    /// when the key means nothing to it.
    private mutating func adjust(_ widget: Widget, with key: Key) -> Bool {
        let direction: Double
        switch key {
        case .left, .down: direction = -1
        case .right, .up: direction = 1
        case .home: direction = -.infinity
        case .end: direction = .infinity
        default: return false
        }
        switch widget.kind {
        case .segmented(let options, let selected):
            return select(in: widget, from: selected, count: options.count, by: key, direction: direction)
        case .tabBar(let items, let selected):
            return select(in: widget, from: selected, count: items.count, by: key, direction: direction)
        case .slider(let value, let range, let step), .stepper(let value, let range, let step):
            let by = step > 0 ? step : (range.upperBound - range.lowerBound) / 100
            let target = direction.isInfinite ? (direction < 0 ? range.lowerBound : range.upperBound) : value + direction * by
            change(widget, to: target, range: range, step: step, from: value)
        case .rating(let value, let maximum):
            let target = direction.isInfinite ? (direction < 0 ? 0 : maximum) : min(max(value + Int(direction), 0), maximum)
            if target != value { emit(.valueChanged(widget.id, Double(target))) }
        default:
            return false
        }
        return true
    }
}

extension Widget {
    /// Whether it is a push button, with a title or an icon.
    var isButton: Bool {
        switch kind {
        case .button, .iconButton: true
        default: false
        }
    }
}
