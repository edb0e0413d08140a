import Engine

extension WidgetPainter {
    /// The ticks the caret shows, then hides, while it blinks (half a second each at 60 Hz).
    static let caretBlinkTicks: UInt64 = 30

    /// A text field or editor: a surface box outlined in the primary colour while focused (in
    /// the destructive colour with `message` under it while invalid), the text clipped to the
    /// box with the selection highlighted and the composition underlined, the caret blinking
    /// (solid right after an edit), or `placeholder` muted while empty.
    func drawTextInput(_ editing: TextEditingState, placeholder: String, message: String?, into list: inout DrawList) {
        let frame = widget.frame
        let enabled = widget.isFocusable
        let hasFocus = enabled && state.focused == widget.id
        let outline: Color = !enabled ? palette.disabled : message != nil ? palette.destructive
            : hasFocus ? palette.primary : hovered != nil ? palette.outline.lerp(to: .white, 0.15) : palette.outline
        list.fillRoundedRect(frame, radius: theme.cornerRadius, enabled ? palette.surface : palette.disabled)
        list.strokeRoundedRect(frame, radius: theme.cornerRadius, outline, width: hasFocus || message != nil ? 3 : 2)
        focusRing(around: frame, radius: theme.cornerRadius, into: &list)

        let geometry = TextFieldGeometry(frame: frame, editing: editing, theme: theme, typesetter: typesetter)
        list.pushClip(geometry.box)
        if editing.displayText.isEmpty {
            // A field's placeholder too long for its line wraps, centred in the field grown for it.
            let layout = typesetter.layout(placeholder, style: theme.body, maxWidth: geometry.box.width)
            let origin = editing.isMultiline || layout.lines.count == 1 ? geometry.origin
                : Vec2(geometry.origin.x, (frame.center.y - layout.size.y / 2).rounded())
            place(layout, at: origin, color: enabled ? palette.mutedText : palette.disabledText, within: geometry.box, into: &list)
        } else {
            let shown = editing.displaySelection.range
            if hasFocus {
                for rect in geometry.highlight(shown) { list.fillRect(rect, palette.primary.withAlpha(0.45)) }
            }
            geometry.layout.draw(into: &list, at: geometry.origin, color: enabled ? palette.text : palette.disabledText)
            if let composed = editing.compositionRange {
                for rect in geometry.highlight(composed) {
                    list.fillRect(Rect(x: rect.minX, y: rect.maxY - 6, width: rect.width, height: 2), palette.text)
                }
            }
        }
        let sinceEdit = state.tick >= state.caretTick ? state.tick - state.caretTick : 0
        if hasFocus, editing.displaySelection.isEmpty, (sinceEdit / Self.caretBlinkTicks) % 2 == 0 {
            list.fillRect(geometry.caretRect(at: editing.displaySelection.caret), palette.focusRing)
        }
        list.popClip()

        if let message {
            let layout = typesetter.layout(message, style: theme.caption, maxWidth: frame.width - theme.spacing(2))
            let origin = Vec2(frame.minX + theme.spacing(1), frame.maxY + theme.spacing(1))
            place(layout, at: origin, color: palette.destructive,
                  within: Rect(x: frame.minX, y: frame.maxY, width: frame.width, height: layout.size.y + 2 * theme.spacing(1)), into: &list)
        }
    }
}
