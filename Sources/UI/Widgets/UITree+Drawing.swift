import Engine
import Foundation

extension UITree {
    /// Draws every widget as `state` shows it (hovered, pressed, focused, disabled) in `theme`,
    /// its text laid out by `typesetter`, and the scene's own content into each `ContentSlot`
    /// by `content` where the widget stands in the tree. Call it from `draw`: it only reads.
    public func draw(into list: inout DrawList, state: UIState, theme: Theme, typesetter: Typesetter,
                     content: ContentDrawing? = nil) {
        draw(into: &list, state: state, theme: theme, typesetter: typesetter, content: content, audit: nil)
    }

    /// The texts of the tree, drawn as `state` shows them in `theme`, that do not fit: cut short,
    /// spilling out of their widget, or lying over another's (see `TextOverflow`).
    public func textOverflows(state: UIState = UIState(), theme: Theme, typesetter: Typesetter) -> [TextOverflow] {
        let audit = TextAudit()
        var list = DrawList()
        draw(into: &list, state: state, theme: theme, typesetter: typesetter, content: nil, audit: audit)
        return audit.overflows()
    }

    /// Draws the tree, noting in `audit` (when given) where each text went.
    private func draw(into list: inout DrawList, state: UIState, theme: Theme, typesetter: Typesetter,
                      content: ContentDrawing?, audit: TextAudit?) {
        for widget in widgets {
            if case .layer = widget.kind { audit?.layer += 1 }
            var painter = WidgetPainter(widget: widget, state: state, theme: theme, typesetter: typesetter)
            painter.audit = audit
            let clip = widget.clip.flatMap { self[$0]?.frame }
            if let clip { list.pushClip(clip) }
            painter.draw(into: &list)
            if let content, let slot = painter.contentSlot { content(slot, &list) }
            if clip != nil { list.popClip() }
        }
    }
}

/// Draws one widget in its current look.
struct WidgetPainter {
    let widget: Widget
    let theme: Theme
    let typesetter: Typesetter
    let hovered: WidgetPart?
    let pressed: WidgetPart?
    let isFocused: Bool
    let isDragging: Bool
    /// The tree's widget state as a whole (focus, ticks for the caret's blink).
    let state: UIState
    /// Where placed texts are noted, when the tree is checked for text that does not fit.
    var audit: TextAudit?

    init(widget: Widget, state: UIState, theme: Theme, typesetter: Typesetter) {
        self.widget = widget; self.state = state; self.theme = theme; self.typesetter = typesetter
        let enabled = widget.isPointerTarget
        hovered = enabled && state.hovered?.id == widget.id ? state.hovered : nil
        // A press shows only while the pointer stays on what it pressed, as letting go there activates.
        pressed = enabled && state.pressed?.id == widget.id && state.pressed == state.hovered ? state.pressed : nil
        isFocused = enabled && state.showsFocus && state.focused == widget.id
        isDragging = enabled && state.dragging == widget.id
    }

    var palette: Palette { theme.palette }

    func draw(into list: inout DrawList) {
        switch widget.kind {
        case .label(let text, let style, let alignment): drawLabel(text, style: style, alignment: alignment, into: &list)
        case .button(let title, let role): drawButton(role: role, into: &list) { list, color, rect in
            drawTitle(title, style: theme.button, in: rect, padding: theme.titlePadding, color: color, into: &list)
        }
        case .iconButton(let icon, _, let role): drawButton(role: role, into: &list) { list, color, rect in
            icon.draw(into: &list, center: rect.center, size: (rect.height * 0.36).rounded(), color: color)
        }
        case .toggle(let title, let isOn): drawToggle(title, isOn: isOn, into: &list)
        case .segmented(let options, let selected): drawSegmented(options, selected: selected, into: &list)
        case .slider(let value, let range, _): drawSlider(value, range: range, into: &list)
        case .stepper(let value, let range, let step): drawStepper(value, range: range, step: step, into: &list)
        case .rating(let value, let maximum): drawRating(value, maximum: maximum, into: &list)
        case .tabBar(let items, let selected): drawTabBar(items, selected: selected, into: &list)
        case .textField(let editing, let placeholder, let message):
            drawTextInput(editing, placeholder: placeholder, message: message, into: &list)
        case .textEditor(let editing, let placeholder): drawTextInput(editing, placeholder: placeholder, message: nil, into: &list)
        case .layer(let layer): drawLayer(layer, into: &list)
        case .toast(let message, let opacity): drawToast(message, opacity: opacity, into: &list)
        case .emptyState(let icon, let title, let message): drawEmptyState(icon, title: title, message: message, into: &list)
        case .scrollView: focusRing(around: widget.frame, radius: 4, into: &list)
        case .scrollBar(_, let thumb): drawScrollBar(thumb, into: &list)
        case .listRow(let row, _, let isSelected): drawListRow(row, isSelected: isSelected, into: &list)
        case .listHeader(let title): drawListHeader(title, into: &list)
        case .gridTile(let tile, _, let isSelected): drawGridTile(tile, isSelected: isSelected, into: &list)
        case .content: break
        }
    }

    /// Where the scene draws into this widget, if it takes scene content.
    var contentSlot: ContentSlot? {
        switch widget.kind {
        case .content: ContentSlot(id: widget.id, view: widget.clip, frame: widget.frame)
        case .gridTile(let tile, let index, _):
            if case .content = tile.art { ContentSlot(id: widget.id, index: index, view: widget.clip, frame: tilePictureBox(tile)) } else { nil }
        default: nil
        }
    }

    // MARK: - Pieces

    /// `color` lightened for hover or darkened for a press, keeping its alpha (a fading theme's
    /// hovered button fades with the rest).
    func shade(_ color: Color, hover: Bool, press: Bool) -> Color {
        let shaded = press ? color.lerp(to: .black, 0.2) : hover ? color.lerp(to: .white, 0.1) : color
        return Color(r: shaded.r, g: shaded.g, b: shaded.b, a: color.a)
    }

    /// The fill behind an unselected segment or a stepper's end under the pointer: lighter on
    /// hover, lighter still while pressed (darkening would vanish into the surface).
    func ghostFill(press: Bool) -> Color {
        press ? palette.outline.lerp(to: .white, 0.08) : palette.secondary.lerp(to: .white, 0.08)
    }

    func focusRing(around rect: Rect, radius: Double, into list: inout DrawList) {
        guard isFocused else { return }
        let out = theme.focusRingGap + theme.focusRingWidth / 2
        list.strokeRoundedRect(rect.insetBy(-out), radius: radius + out, palette.focusRing, width: theme.focusRingWidth)
    }

    func drawText(_ text: String, style: TextStyle, in rect: Rect, color: Color, alignment: TextAlignment = .center,
                  into list: inout DrawList) {
        let layout = typesetter.layout(text, style: style, maxWidth: rect.width, alignment: alignment, maxLines: 1)
        let top = (rect.center.y - layout.size.y / 2).rounded()
        place(layout, at: Vec2(rect.minX.rounded(), top), color: color, within: rect, into: &list)
    }

    /// Draws `text` centred in `rect` with `padding` kept around it (canvas pixels), wrapped onto
    /// as many lines as the height has room for.
    func drawTitle(_ text: String, style: TextStyle, in rect: Rect, padding: Vec2, color: Color, alignment: TextAlignment = .center,
                   into list: inout DrawList) {
        let box = Rect(x: rect.minX + padding.x, y: rect.minY, width: max(0, rect.width - 2 * padding.x), height: rect.height)
        // A pressed control's few pixels less must not drop a line.
        let lines = max(1, Int(((rect.height - 2 * padding.y) / style.lineHeight + 0.2).rounded(.down)))
        let layout = typesetter.layout(text, style: style, maxWidth: box.width, alignment: alignment, maxLines: lines)
        let top = (rect.center.y - layout.size.y / 2).rounded()
        place(layout, at: Vec2(box.minX.rounded(), top), color: color, within: rect, into: &list)
    }

    /// Draws `layout` at `origin`, noting it for a text audit: it should stay within `box`
    /// (canvas pixels; the widget's frame by default) and, unless `mayBeCut`, show whole.
    func place(_ layout: TextLayout, at origin: Vec2, color: Color, within box: Rect? = nil, mayBeCut: Bool = false,
               into list: inout DrawList) {
        layout.draw(into: &list, at: origin, color: color)
        guard let audit, !layout.text.isEmpty, let first = layout.lines.first else { return }
        let minX = layout.lines.map(\.x).min() ?? first.x, maxX = layout.lines.map { $0.x + $0.width }.max() ?? first.x
        let block = Rect(x: origin.x + minX, y: origin.y, width: max(0, maxX - minX), height: layout.size.y)
        audit.placements.append(TextAudit.Placement(widget: widget, text: layout.text, block: block, box: box ?? widget.frame,
                                                    isCut: layout.isTruncated && !mayBeCut, layer: audit.layer))
    }

    // MARK: - Widgets

    func drawLabel(_ text: String, style: LabelStyle, alignment: TextAlignment, into list: inout DrawList) {
        let textStyle = theme.textStyle(of: style)
        let color = style == .caption || style == .section ? palette.mutedText : palette.text
        let layout = typesetter.layout(text, style: textStyle, maxWidth: widget.frame.width, alignment: alignment)
        let top = (widget.frame.center.y - layout.size.y / 2).rounded()
        place(layout, at: Vec2(widget.frame.minX.rounded(), top), color: widget.isEnabled ? color : palette.disabledText, into: &list)
    }

    func drawButton(role: ButtonRole, into list: inout DrawList, content: (inout DrawList, Color, Rect) -> Void) {
        let frame = widget.frame
        let rect = pressed != nil ? frame.insetBy(2) : frame
        let (fill, ink): (Color, Color) = switch role {
        case .primary: (palette.primary, palette.onPrimary)
        case .secondary: (palette.secondary, palette.text)
        case .destructive: (palette.destructive, palette.onDestructive)
        }
        if widget.isEnabled {
            list.fillRoundedRect(rect, radius: theme.cornerRadius, shade(fill, hover: hovered != nil, press: pressed != nil))
            if role == .secondary { list.strokeRoundedRect(rect, radius: theme.cornerRadius, palette.outline) }
            content(&list, ink, rect)
        } else {
            list.fillRoundedRect(rect, radius: theme.cornerRadius, palette.disabled)
            content(&list, palette.disabledText, rect)
        }
        focusRing(around: frame, radius: theme.cornerRadius, into: &list)
    }

    func drawToggle(_ title: String, isOn: Bool, into list: inout DrawList) {
        let track = widget.switchTrack
        let label = Rect(x: widget.frame.minX, y: widget.frame.minY, width: track.minX - widget.frame.minX - theme.spacing(2),
                         height: widget.frame.height)
        drawTitle(title, style: theme.body, in: label, padding: theme.togglePadding,
                  color: widget.isEnabled ? palette.text : palette.disabledText, alignment: .left, into: &list)
        let radius = track.height / 2
        let trackColor: Color = !widget.isEnabled ? palette.disabled : isOn ? palette.primary : palette.outline
        list.fillRoundedRect(track, radius: radius, shade(trackColor, hover: hovered != nil, press: false))
        let knobRadius = radius - 5 + (pressed != nil ? 2 : 0)
        let knobX = isOn ? track.maxX - radius : track.minX + radius
        let knob: Color = widget.isEnabled ? .white : palette.disabledText
        list.fillCircle(Vec2(knobX, track.center.y), radius: knobRadius, knob)
        if isOn && widget.isEnabled {
            Icon.check.draw(into: &list, center: Vec2(knobX, track.center.y), size: 14, color: palette.primary)
        }
        focusRing(around: track, radius: radius, into: &list)
    }

    func drawSegmented(_ options: [String], selected: Int, into list: inout DrawList) {
        let frame = widget.frame
        list.fillRoundedRect(frame, radius: theme.cornerRadius, widget.isEnabled ? palette.surface : palette.disabled)
        list.strokeRoundedRect(frame, radius: theme.cornerRadius, widget.isEnabled ? palette.outline : palette.disabled)
        for (index, option) in options.enumerated() {
            let segment = widget.segmentFrame(index, of: options.count).insetBy(5)
            let isHovered = hovered?.index == index, isPressed = pressed?.index == index
            let ink: Color
            if index == selected {
                let fill = widget.isEnabled ? palette.primary : palette.secondary
                list.fillRoundedRect(segment, radius: theme.cornerRadius - 5, shade(fill, hover: isHovered, press: isPressed))
                ink = widget.isEnabled ? palette.onPrimary : palette.disabledText
            } else {
                if isHovered || isPressed {
                    list.fillRoundedRect(segment, radius: theme.cornerRadius - 5, ghostFill(press: isPressed))
                }
                ink = widget.isEnabled ? palette.text : palette.disabledText
            }
            drawTitle(option, style: theme.button, in: widget.segmentFrame(index, of: options.count), padding: theme.titlePadding,
                      color: ink, into: &list)
        }
        focusRing(around: frame, radius: theme.cornerRadius, into: &list)
    }

    func drawSlider(_ value: Double, range: ClosedRange<Double>, into list: inout DrawList) {
        let span = widget.trackSpan, y = widget.frame.center.y
        let x = span.lowerBound + SteppedValue.fraction(value, in: range) * (span.upperBound - span.lowerBound)
        let track = Rect(x: span.lowerBound - 4, y: y - 4, width: span.upperBound - span.lowerBound + 8, height: 8)
        list.fillRoundedRect(track, radius: 4, widget.isEnabled ? palette.outline : palette.disabled)
        let filled = Rect(x: track.minX, y: track.minY, width: x - track.minX + 4, height: 8)
        list.fillRoundedRect(filled, radius: 4, widget.isEnabled ? palette.primary : palette.outline)
        let thumb = Vec2(x, y)
        if widget.isEnabled, pressed != nil || isDragging || hovered != nil {
            let active = pressed != nil || isDragging
            list.fillCircle(thumb, radius: Widget.thumbRadius + (active ? 12 : 8), palette.primary.withAlpha(active ? 0.3 : 0.18))
        }
        list.fillCircle(thumb, radius: Widget.thumbRadius, widget.isEnabled ? .white : palette.disabledText)
        if isFocused {
            list.strokeCircle(thumb, radius: Widget.thumbRadius + theme.focusRingGap + theme.focusRingWidth / 2,
                              palette.focusRing, width: theme.focusRingWidth)
        }
    }

    func drawStepper(_ value: Double, range: ClosedRange<Double>, step: Double, into list: inout DrawList) {
        let frame = widget.frame
        list.fillRoundedRect(frame, radius: theme.cornerRadius, widget.isEnabled ? palette.surface : palette.disabled)
        list.strokeRoundedRect(frame, radius: theme.cornerRadius, widget.isEnabled ? palette.outline : palette.disabled)
        let ends: [(Int, Rect, Icon, Bool)] = [
            (WidgetPart.decrement, widget.decrementFrame, .minus, value > range.lowerBound),
            (WidgetPart.increment, widget.incrementFrame, .plus, value < range.upperBound),
        ]
        for (part, rect, icon, canMove) in ends {
            let isHovered = hovered?.index == part, isPressed = pressed?.index == part
            if canMove && (isHovered || isPressed) {
                list.fillRoundedRect(rect.insetBy(5), radius: theme.cornerRadius - 5, ghostFill(press: isPressed))
            }
            let ink = widget.isEnabled && canMove ? palette.text : palette.disabledText
            icon.draw(into: &list, center: rect.center, size: 20, color: ink)
        }
        let text = step.rounded() == step ? String(Int(value.rounded())) : String(format: "%.1f", value)
        let middle = Rect(x: widget.decrementFrame.maxX, y: frame.minY,
                          width: widget.incrementFrame.minX - widget.decrementFrame.maxX, height: frame.height)
        drawText(text, style: theme.button, in: middle, color: widget.isEnabled ? palette.text : palette.disabledText,
                 into: &list)
        focusRing(around: frame, radius: theme.cornerRadius, into: &list)
    }

    func drawRating(_ value: Int, maximum: Int, into list: inout DrawList) {
        let radius = min(14, widget.frame.height / 2 - 4)
        for index in 0..<maximum {
            let center = widget.dotCenter(index, of: maximum)
            if hovered?.index == index || pressed?.index == index {
                list.fillCircle(center, radius: radius + 8, palette.primary.withAlpha(pressed != nil ? 0.3 : 0.18))
            }
            if index < value {
                list.fillCircle(center, radius: radius, widget.isEnabled ? palette.primary : palette.outline)
            } else {
                list.strokeCircle(center, radius: radius - 1.5, widget.isEnabled ? palette.outline : palette.disabled, width: 3)
            }
        }
        focusRing(around: widget.frame, radius: widget.frame.height / 2, into: &list)
    }
}
