import Engine

extension Widget {
    /// The room the widget needs when at most `width` canvas pixels wide and, if given, about
    /// `height` high, in canvas pixels, its text measured by `typesetter` (see
    /// `Typesetter.measure`). Text wraps at the width it has, and the widget grows as high as
    /// its lines need (never lower than `height`), heights on the theme's grid; controls
    /// without text take their usual size.
    public func fittingSize(width: Double, height: Double? = nil, theme: Theme, typesetter: Typesetter) -> Vec2 {
        let width = max(0, width)
        func onGrid(_ length: Double) -> Double { (length / theme.grid).rounded(.up) * theme.grid }
        /// The size of text needing `lines` of `style` around which `padding` is kept: at least
        /// `minimum` high, or `height` when given unless the text wraps onto more lines.
        func text(_ natural: Double, lines: Int, style: TextStyle, padding: Vec2, minimum: Double) -> Vec2 {
            let needed = onGrid(Double(max(1, lines)) * style.lineHeight + 2 * padding.y)
            let high = height.map { lines > 1 ? max($0, needed) : $0 } ?? max(minimum, needed)
            return Vec2(min(width, natural.rounded(.up) + 2 * padding.x), high)
        }
        let padding = theme.titlePadding, control = theme.spacing(7)
        switch kind {
        case .label(let title, let style, _):
            let layout = typesetter.measure(title, style: theme.textStyle(of: style), maxWidth: width)
            return text(layout.size.x, lines: layout.lines.count, style: layout.style, padding: Vec2(0, 0), minimum: 0)
        case .button(let title, _):
            // Roomier than the least the title needs, which it still gets where a row is narrow.
            let layout = typesetter.measure(title, style: theme.button, maxWidth: width - 2 * padding.x)
            let size = text(layout.size.x, lines: layout.lines.count, style: theme.button, padding: padding, minimum: control)
            return Vec2(min(width, layout.size.x.rounded(.up) + 2 * theme.spacing(3)), size.y)
        case .toggle(let title, _):
            let room = Widget.switchSize.x + theme.spacing(2)
            let layout = typesetter.measure(title, style: theme.body, maxWidth: width - room)
            let size = text(layout.size.x, lines: layout.lines.count, style: theme.body, padding: theme.togglePadding,
                            minimum: Widget.switchSize.y)
            return Vec2(min(width, layout.size.x.rounded(.up) + room), size.y)
        case .segmented(let options, _):
            let count = Double(max(1, options.count))
            let layouts = options.map { typesetter.measure($0, style: theme.button, maxWidth: width / count - 2 * padding.x) }
            let widest = layouts.map(\.size.x).max() ?? 0
            let size = text(widest, lines: layouts.map(\.lines.count).max() ?? 1, style: theme.button, padding: padding,
                            minimum: control)
            return Vec2(min(width, (widest.rounded(.up) + 2 * padding.x) * count), size.y)
        case .iconButton: return Vec2(min(width, control), height ?? control)
        case .stepper: return Vec2(min(width, 3 * control), height ?? control)
        case .rating(_, let maximum): return Vec2(min(width, Double(maximum) * control), height ?? control)
        case .textField(_, let placeholder, _):
            // A placeholder too long for the line wraps, and the field grows for it.
            let lines = typesetter.measure(placeholder, style: theme.body, maxWidth: width - 2 * theme.spacing(2)).lines.count
            let needed = lines > 1 ? onGrid(Double(lines) * theme.body.lineHeight + 2 * theme.spacing(1)) : 0
            return Vec2(width, max(height ?? control, needed))
        case .textEditor: return Vec2(width, height ?? 4 * control)
        default: return Vec2(width, height ?? control)
        }
    }
}

extension Theme {
    /// The least room kept around a button's or a segment's title, across and down, in canvas
    /// pixels.
    var titlePadding: Vec2 { Vec2(spacing(1), ((spacing(7) - button.lineHeight) / 2).rounded(.down)) }

    /// The room kept above and below a switch's label, in canvas pixels.
    var togglePadding: Vec2 { Vec2(0, ((Widget.switchSize.y - body.lineHeight) / 2).rounded(.down)) }

    /// The text style a label of `style` is set in.
    func textStyle(of style: LabelStyle) -> TextStyle {
        switch style {
        case .title: title
        case .headline: headline
        case .body: body
        case .caption: caption
        case .section: TextStyle(weight: .semibold, size: caption.size, lineHeight: caption.lineHeight)
        }
    }
}
