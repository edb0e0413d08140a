import Engine

/// A text the kit drew that does not fit: cut short with "…", spilling out of its widget, or
/// lying over another widget's text.
public struct TextOverflow: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the text.
    public enum Problem: Sendable, Hashable {
        /// It ends in "…": the rest is not shown.
        case cut
        /// Its lines reach outside the widget's frame (or the part of it kept for the text).
        case spills
        /// Its lines lie over the text of widget `other`.
        case overlaps(WidgetID)
    }

    /// The widget the text belongs to.
    public var widget: WidgetID
    /// The text as given.
    public var text: String
    /// What is wrong with it.
    public var problem: Problem

    /// Makes the finding that `text` of `widget` has `problem`.
    public init(widget: WidgetID, text: String, problem: Problem) {
        self.widget = widget; self.text = text; self.problem = problem
    }

    /// The finding in words, for a test's failure message.
    public var description: String {
        switch problem {
        case .cut: "\(widget): \"\(text)\" is cut short"
        case .spills: "\(widget): \"\(text)\" spills out of its widget"
        case .overlaps(let other): "\(widget): \"\(text)\" lies over the text of \(other)"
        }
    }
}
