import Engine
import Testing
import UI

@Suite("Sectioned list layout")
struct SectionedListLayoutTests {
    /// Two sections: a 50-px header over ten 100-px rows, a 50-px header over five 100-px rows.
    let small = SectionedListLayout(sections: [ListSection(headerHeight: 50, rowCount: 10, rowHeight: 100),
                                               ListSection(headerHeight: 50, rowCount: 5, rowHeight: 100)],
                                    width: 720)

    /// 10,000 rows in sections by year, 2026 down, of 150 to 449 rows; every third section has
    /// rows of their own heights (one or two lines of caption).
    static func years() -> SectionedListLayout {
        var sections: [ListSection] = []
        var left = 10_000, year = 2026
        while left > 0 {
            let count = min(left, 150 + (year * 7_919) % 300)
            if year % 3 == 0 {
                sections.append(ListSection(headerHeight: 56, rowHeights: (0..<count).map { $0 % 4 == 1 ? 128 : 98 }))
            } else {
                sections.append(ListSection(headerHeight: 56, rowCount: count, rowHeight: 98))
            }
            left -= count
            year -= 1
        }
        return SectionedListLayout(sections: sections, width: 720)
    }

    /// The rows and unpinned headers overlapping the viewport, found by walking every row.
    func walk(_ layout: SectionedListLayout, offset: Double, height: Double,
              pinned: Int?) -> (rows: [ListViewport.Row], headers: [ListViewport.Header]) {
        var rows: [ListViewport.Row] = [], headers: [ListViewport.Header] = []
        var top = 0.0
        for (s, section) in layout.sections.enumerated() {
            if section.headerHeight > 0, s != pinned, top < offset + height, top + section.headerHeight > offset {
                headers.append(.init(section: s, frame: Rect(x: 0, y: top - offset, width: 720, height: section.headerHeight)))
            }
            top += section.headerHeight
            for r in 0..<section.rowCount {
                let frame = layout.frame(of: ListIndex(section: s, row: r))
                if top < offset + height, frame.maxY > offset {
                    rows.append(.init(index: ListIndex(section: s, row: r),
                                      frame: Rect(x: 0, y: top - offset, width: 720, height: frame.height)))
                }
                top = frame.maxY
            }
        }
        return (rows, headers)
    }

    @Test("the content height adds headers and rows; frames follow each other")
    func heights() {
        #expect(small.contentHeight == 1600)
        #expect(small.sectionTop(1) == 1050)
        #expect(small.frame(of: ListIndex(section: 1, row: 2)) == Rect(x: 0, y: 1300, width: 720, height: 100))
        let varied = SectionedListLayout(sections: [ListSection(headerHeight: 0, rowHeights: [10, 20, 30, 40])], width: 100)
        #expect(varied.contentHeight == 100)
        #expect(varied.frame(of: ListIndex(section: 0, row: 3)) == Rect(x: 0, y: 60, width: 100, height: 40))
        #expect(varied.viewport(offset: 30, height: 30).rows.map(\.index.row) == [2])
        #expect(varied.viewport(offset: 29, height: 32).rows.map(\.index.row) == [1, 2, 3])
    }

    @Test("rows touching the viewport's edges are not shown; rows overlapping them by any amount are")
    func edges() {
        #expect(small.viewport(offset: 0, height: 150).rows.map(\.index.row) == [0])
        #expect(small.viewport(offset: 0, height: 150.5).rows.map(\.index.row) == [0, 1])
        let shown = small.viewport(offset: 150, height: 100)
        #expect(shown.rows.map(\.index.row) == [1])
        #expect(shown.rows[0].frame == Rect(x: 0, y: 0, width: 720, height: 100))
        #expect(small.viewport(offset: 149.5, height: 100).rows.map(\.index.row) == [0, 1])
    }

    @Test("the header is pinned inside its section, pushed up by the next one, then replaced")
    func stickyHeader() throws {
        let atStart = small.viewport(offset: 0, height: 400)
        #expect(atStart.pinnedHeader == .init(section: 0, frame: Rect(x: 0, y: 0, width: 720, height: 50)))
        #expect(atStart.headers.isEmpty)

        let pinned = try #require(small.viewport(offset: 500, height: 400).pinnedHeader)
        #expect(pinned.section == 0 && pinned.frame.minY == 0)

        // The next header's top reaches the pinned one's bottom: still at 0.
        #expect(small.viewport(offset: 1000, height: 400).pinnedHeader?.frame.minY == 0)

        let pushed = small.viewport(offset: 1020, height: 400)
        #expect(pushed.pinnedHeader == .init(section: 0, frame: Rect(x: 0, y: -20, width: 720, height: 50)))
        #expect(pushed.headers == [.init(section: 1, frame: Rect(x: 0, y: 30, width: 720, height: 50))])

        let replaced = small.viewport(offset: 1050, height: 400)
        #expect(replaced.pinnedHeader == .init(section: 1, frame: Rect(x: 0, y: 0, width: 720, height: 50)))
        #expect(replaced.headers.isEmpty)
        #expect(replaced.rows.first?.index == ListIndex(section: 1, row: 0))

        let within = small.viewport(offset: 1200, height: 400)
        #expect(within.pinnedHeader?.section == 1 && within.pinnedHeader?.frame.minY == 0)
    }

    @Test("10,000 rows by year: what a viewport shows matches a walk of every row, at every boundary")
    func tenThousandRows() {
        let layout = Self.years()
        #expect(layout.sections.reduce(0) { $0 + $1.rowCount } == 10_000)
        var bottom = 0.0, gaps = 0
        for (s, section) in layout.sections.enumerated() {
            bottom += section.headerHeight
            for r in 0..<section.rowCount {
                let frame = layout.frame(of: ListIndex(section: s, row: r))
                if frame.minY != bottom { gaps += 1 }
                bottom = frame.maxY
            }
        }
        #expect(gaps == 0 && bottom == layout.contentHeight, "each row sits right after the one before")
        var offsets: [Double] = [0, layout.contentHeight - 1280]
        for s in layout.sections.indices {
            let top = layout.sectionTop(s)
            offsets += [top - 56, top - 1, top, top + 1, top + 55.5, top + 56, top + 57]
        }
        var seed: UInt64 = 12_345
        for _ in 0..<60 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            offsets.append(Double(seed >> 11) / Double(1 << 53) * (layout.contentHeight - 1280))
        }
        for offset in offsets where offset >= 0 {
            let shown = layout.viewport(offset: offset, height: 1280)
            let pinned = shown.pinnedHeader?.section
            let walked = walk(layout, offset: offset, height: 1280, pinned: pinned)
            #expect(shown.rows == walked.rows, "rows at offset \(offset)")
            #expect(shown.headers == walked.headers, "headers at offset \(offset)")
            #expect(pinned == layout.section(at: offset), "pinned section at offset \(offset)")
            #expect(shown.rows.count <= 1280 / 98 + 2)
        }
    }

    @Test("revealing a row under the pinned header scrolls it just below the header")
    func revealRow() {
        var state = ScrollState(contentExtent: small.contentHeight, viewportExtent: 400)
        state.scroll(to: 600, animated: false)
        let row = small.frame(of: ListIndex(section: 0, row: 5))   // 550..<650, under the header
        state.reveal(row.minY, row.maxY, leadingInset: 50, animated: false)
        #expect(state.offset == 500)
        let shown = small.viewport(offset: state.offset, height: 400)
        #expect(shown.rows.first { $0.index.row == 5 }?.frame.minY == 50)
    }
}
