import Engine

extension DrawList {
    /// Adds `string` laid out by the shared typesetter in `TextStyle.sized(size, bold:)`, the top
    /// of its block at `position` at the block's left edge, centre or right edge by `alignment`,
    /// wrapped at `wrapWidth` (nil or infinite: only at newlines), with each line aligned by
    /// `alignment`; `position`, `size` and `wrapWidth` are in canvas pixels. Adds nothing when
    /// the fonts cannot be opened (`Typesetter.shared()` says why).
    public mutating func text(_ string: String, at position: Vec2, size: Double = 28, color: Color = .white,
                              alignment: TextAlignment = .left, wrapWidth: Double? = nil, bold: Bool = false) {
        guard let typesetter = try? Typesetter.shared() else { return }
        let layout = typesetter.layout(string, style: .sized(size, bold: bold), maxWidth: wrapWidth, alignment: alignment)
        let left = switch alignment {
        case .left: position.x
        case .center: position.x - layout.boxWidth / 2
        case .right: position.x - layout.boxWidth
        }
        layout.draw(into: &self, at: Vec2(left, position.y), color: color)
    }
}
