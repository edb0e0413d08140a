import Engine

/// The geometry of a list of sections (a header and rows each) of any length: the content
/// height, each row's frame, and what a viewport shows with its section's header pinned at the
/// top, found by binary search over prefix sums (O(log n + rows shown), never a walk of the
/// whole list).
public struct SectionedListLayout: Hashable, Sendable {
    /// The sections, in order.
    public let sections: [ListSection]
    /// The rows' and headers' width, px.
    public let width: Double
    /// Each section's top (its header's), and the content height last (`sections.count + 1`
    /// values), px.
    private let sectionTops: [Double]

    /// The layout of `sections` in a list `width` px wide.
    public init(sections: [ListSection], width: Double) {
        self.sections = sections
        self.width = width
        var tops = [0.0]
        tops.reserveCapacity(sections.count + 1)
        for section in sections { tops.append(tops[tops.count - 1] + section.height) }
        sectionTops = tops
    }

    /// The whole list's height, px.
    public var contentHeight: Double { sectionTops[sections.count] }

    /// Section `section`'s top (its header's) in content px.
    public func sectionTop(_ section: Int) -> Double { sectionTops[section] }

    /// Row `index`'s frame in content px (y from the list's top).
    public func frame(of index: ListIndex) -> Rect {
        let section = sections[index.section]
        let top = sectionTops[index.section] + section.headerHeight + section.rowTop(index.row)
        return Rect(x: 0, y: top, width: width, height: section.rowHeight(index.row))
    }

    /// Section `section`'s header frame in content px.
    public func headerFrame(of section: Int) -> Rect {
        Rect(x: 0, y: sectionTops[section], width: width, height: sections[section].headerHeight)
    }

    /// The section at content px `position`: the last whose top is at or above it (0 above the
    /// list or when there are no sections, the last below it).
    public func section(at position: Double) -> Int {
        var low = 0, high = sections.count   // the first section whose top is below `position`
        while low < high {
            let mid = (low + high) / 2
            if sectionTops[mid] > position { high = mid } else { low = mid + 1 }
        }
        return max(0, min(sections.count - 1, low - 1))
    }

    /// What a viewport `height` px tall scrolled `offset` px down the list shows: rows and
    /// headers overlapping `offset..<offset + height` (touching an edge is not overlapping).
    public func viewport(offset: Double, height: Double) -> ListViewport {
        var shown = ListViewport(rows: [], headers: [], pinnedHeader: nil)
        guard !sections.isEmpty else { return shown }
        let bottom = offset + height
        let first = section(at: offset)
        shown.pinnedHeader = pinnedHeader(section: first, offset: offset)
        var index = first
        while index < sections.count && sectionTops[index] < bottom {
            let top = sectionTops[index]
            let section = sections[index]
            let rowsTop = top + section.headerHeight
            if index != first && section.headerHeight > 0 && rowsTop > offset {
                shown.headers.append(.init(section: index,
                                           frame: Rect(x: 0, y: top - offset, width: width, height: section.headerHeight)))
            }
            var row = section.firstRow(endingAfter: offset - rowsTop)
            while row < section.rowCount {
                let rowTop = rowsTop + section.rowTop(row)
                guard rowTop < bottom else { break }
                shown.rows.append(.init(index: ListIndex(section: index, row: row),
                                        frame: Rect(x: 0, y: rowTop - offset, width: width, height: section.rowHeight(row))))
                row += 1
            }
            index += 1
        }
        return shown
    }

    /// Section `index`'s header pinned to a viewport scrolled `offset` px: at its own place
    /// while that is below the top, else at the top, pushed up by the next section's top as it
    /// arrives.
    private func pinnedHeader(section index: Int, offset: Double) -> ListViewport.Header? {
        let headerHeight = sections[index].headerHeight
        guard headerHeight > 0 else { return nil }
        let own = sectionTops[index] - offset
        let pushed = sectionTops[index + 1] - offset - headerHeight
        let y = min(max(own, 0), pushed)
        return .init(section: index, frame: Rect(x: 0, y: y, width: width, height: headerHeight))
    }
}
