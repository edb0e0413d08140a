import Engine

/// How heavy text is set: Inter's regular, semibold or bold face.
public enum FontWeight: Sendable, Hashable, CaseIterable {
    case regular, semibold, bold

    /// The face that sets text of this weight.
    public var face: TextFace {
        switch self {
        case .regular: .regular
        case .semibold: .semibold
        case .bold: .bold
        }
    }
}

/// A weight, a size and a line height: everything about text's look that changes its layout.
public struct TextStyle: Sendable, Hashable {
    public var weight: FontWeight
    /// Pixels per em, in canvas pixels; whole pixels, as fonts are opened at whole sizes.
    public var size: Int
    /// The distance from one line's top to the next one's, in canvas pixels.
    public var lineHeight: Double

    /// A style of `size` pixels (at least 1) and `lineHeight` pixels (by default 1.3 × size).
    public init(weight: FontWeight = .regular, size: Int, lineHeight: Double? = nil) {
        self.weight = weight
        self.size = max(1, size)
        self.lineHeight = lineHeight ?? (Double(self.size) * 1.3).rounded()
    }
}
