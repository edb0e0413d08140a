/// What one row of a list shows: an optional icon, a title, an optional second line, and
/// optional trailing text, badge and accessory at its right end. A scene makes one for each row
/// the list shows.
public struct ListRow: Sendable, Hashable {
    /// The first line, in the body size, semibold.
    public var title: String
    /// The second line, in the caption size and muted colour; nil for a one-line row.
    public var subtitle: String?
    /// Short text at the right end (a date, a count); nil for none.
    public var trailing: String?
    /// What sits at the far right, after the trailing text.
    public var accessory: RowAccessory
    /// An icon before the title (what kind of thing the row is); nil for none.
    public var leading: Icon?
    /// A short status in a pill in the accent colour ("Watching", "New"), before the accessory;
    /// nil for none.
    public var badge: String?
    /// Whether the subtitle wraps onto as many lines as it needs (a description), rather than
    /// one line ending in "…"; the list's rows must then be `fittingHeight` tall.
    public var wrapsSubtitle: Bool
    /// Whether the title is an excerpt of a text the row opens in full (a saved note), so one
    /// line of it ending in "…" is meant.
    public var isExcerpt: Bool

    /// Makes a row titled `title` (an excerpt if `isExcerpt`), with the optional second line
    /// (wrapped whole if `wrapsSubtitle`), trailing text, accessory, icon and badge.
    public init(_ title: String, subtitle: String? = nil, trailing: String? = nil, accessory: RowAccessory = .none,
                leading: Icon? = nil, badge: String? = nil, wrapsSubtitle: Bool = false, isExcerpt: Bool = false) {
        self.title = title; self.subtitle = subtitle; self.trailing = trailing; self.accessory = accessory
        self.leading = leading; self.badge = badge; self.wrapsSubtitle = wrapsSubtitle; self.isExcerpt = isExcerpt
    }

    /// The height a row of one line (72 px) or of two lines (96 px) is laid out at.
    public static func height(lines: Int) -> Double { lines > 1 ? 96 : 72 }

    /// The space above and below a row's text, in canvas pixels.
    static let verticalPadding = 12.0

    /// The height this row needs to show its title and its whole wrapped subtitle in a list
    /// `width` canvas pixels wide, in canvas pixels (at least `height(lines:)`).
    public func fittingHeight(width: Double, theme: Theme, typesetter: Typesetter) -> Double {
        guard let subtitle else { return Self.height(lines: 1) }
        let textWidth = textWidth(rowWidth: width, theme: theme, typesetter: typesetter)
        let lines = wrapsSubtitle
            ? typesetter.measure(subtitle, style: theme.caption, maxWidth: max(1, textWidth)).lines.count : 1
        let height = theme.body.lineHeight + Double(lines) * theme.caption.lineHeight + 2 * Self.verticalPadding
        return max(Self.height(lines: 2), height.rounded(.up))
    }
}

/// The mark at the right end of a list row.
public enum RowAccessory: Sendable, Hashable {
    /// No mark.
    case none
    /// A ›: the row opens something.
    case chevron
    /// `value` of `maximum` dots filled (a 1–3 dot rating).
    case rating(Int, maximum: Int)
    /// An icon.
    case icon(Icon)
}
