import Engine

/// How heavy text is set: Inter's regular, semibold or bold face.
public enum FontWeight: Sendable, Hashable, CaseIterable {
    /// Inter Regular, Inter SemiBold or Inter Bold.
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
    /// How heavy the text is: which of Inter's faces sets it.
    public var weight: FontWeight
    /// Pixels per em, in canvas pixels (`TextStyle.sizes`); whole pixels, as fonts are opened
    /// at whole sizes.
    public var size: Int
    /// The distance from one line's top to the next one's, in canvas pixels (at least 1).
    public var lineHeight: Double

    /// The sizes text is set in, in canvas pixels; layout clamps a size to them.
    public static let sizes = 1...1024

    /// A style of `size` pixels and `lineHeight` pixels (by default 1.3 × size), each clamped to
    /// what layout sets.
    public init(weight: FontWeight = .regular, size: Int, lineHeight: Double? = nil) {
        self.weight = weight
        self.size = size
        self.lineHeight = lineHeight ?? (Double(size) * 1.3).rounded()
        self = clamped
    }

    /// The style `DrawList.text(_:at:size:color:alignment:wrapWidth:bold:)` sets text in:
    /// Inter Regular (or Bold) at `size` canvas pixels rounded to whole pixels (the smallest
    /// size for one that is not finite), lines 1.2 × the size apart.
    public static func sized(_ size: Double, bold: Bool = false) -> TextStyle {
        let pixels = size.isFinite ? Int(min(max(size, Double(sizes.lowerBound)), Double(sizes.upperBound)).rounded()) : sizes.lowerBound
        return TextStyle(weight: bold ? .bold : .regular, size: pixels, lineHeight: (Double(pixels) * 1.2).rounded())
    }

    /// This style with its size in `TextStyle.sizes` and a finite line height of at least 1 pixel
    /// (1.3 × size when it has none).
    var clamped: TextStyle {
        var style = self
        style.size = min(max(size, Self.sizes.lowerBound), Self.sizes.upperBound)
        if !lineHeight.isFinite { style.lineHeight = (Double(style.size) * 1.3).rounded() }
        style.lineHeight = max(1, style.lineHeight)
        return style
    }
}
