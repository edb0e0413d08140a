import Engine

/// What a sectioned list shows through its viewport: frames in viewport px (y from the
/// viewport's top, so a row half scrolled off has a negative y).
public struct ListViewport: Hashable, Sendable {
    /// A row shown, with its frame.
    public struct Row: Hashable, Sendable {
        public var index: ListIndex
        public var frame: Rect

        public init(index: ListIndex, frame: Rect) {
            self.index = index
            self.frame = frame
        }
    }

    /// A section header shown, with its frame.
    public struct Header: Hashable, Sendable {
        public var section: Int
        public var frame: Rect

        public init(section: Int, frame: Rect) {
            self.section = section
            self.frame = frame
        }
    }

    /// The rows that overlap the viewport, in order.
    public var rows: [Row]
    /// The headers that overlap the viewport where they sit in the content, in order, less the
    /// pinned one.
    public var headers: [Header]
    /// The header of the section at the viewport's top, pinned there (pushed up by the next
    /// header as it arrives; at its own place while its section's top is in view); drawn over
    /// the rows. Nil when that section has no header.
    public var pinnedHeader: Header?
}
