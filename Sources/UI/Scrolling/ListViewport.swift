import Engine

/// What a sectioned list shows through its viewport: frames in viewport px (y from the
/// viewport's top, so a row half scrolled off has a negative y).
public struct ListViewport: Hashable, Sendable {
    /// A row shown, with its frame.
    public struct Row: Hashable, Sendable {
        /// Which row it is: its section and its row in that section.
        public var index: ListIndex
        /// The row's frame, in viewport px.
        public var frame: Rect

        /// Makes a row shown: row `index` at `frame`, in viewport px.
        public init(index: ListIndex, frame: Rect) {
            self.index = index
            self.frame = frame
        }
    }

    /// A section header shown, with its frame.
    public struct Header: Hashable, Sendable {
        /// The header's section, from 0.
        public var section: Int
        /// The header's frame, in viewport px.
        public var frame: Rect

        /// Makes a header shown: section `section`'s header at `frame`, in viewport px.
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
