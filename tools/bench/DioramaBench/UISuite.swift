import ArgumentParser
import Engine
import UI

/// `diorama-bench ui`: a UI kit list of 10,000 rows in sections by year, two lines of text a
/// row, scrolled continuously.
///
/// Figures: `ui.list_frame` (a frame's work: a scroll tick, finding the rows a 720 × 1280 canvas
/// shows, laying out their title and caption with the `Typesetter`, and describing rows, the
/// pinned year header and the scrollbar into a `DrawList`; median ms, target ≤ 1) while flung
/// by drags, `ui.list_frame_scrub` (the same while the scrollbar thumb is dragged from the top
/// to the bottom, so each frame shows rows not seen before), `ui.text_layout` (ns per grapheme
/// cluster laid out, the median frame's), and `ui.visible_rows_lookup_vs_walk` (finding the
/// rows shown by binary search against walking the list from its top, in the same run); then
/// `ui.type_to_frame` and its frame times (see `TypeToFrame`).
struct UISuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ui",
        abstract: "Times the frames of a 10,000-row sectioned list scrolled continuously."
    )

    @Option(help: "Rows in the list.")
    var rows = 10_000

    @Option(help: "Timed frames of each kind (the median is reported).")
    var runs = 301

    /// The canvas the list fills, px.
    static let canvas = Vec2(720, 1280)
    /// A row's height: padding, a headline line, a caption line, padding, px.
    static let rowHeight = 12 + TypeScale.headline.lineHeight + TypeScale.caption.lineHeight + 12
    /// A year header's height, px.
    static let headerHeight = 56.0
    /// The text's left inset and width, px.
    static let inset = 24.0, textWidth = 720.0 - 48

    func run() throws {
        let typesetter = try Typesetter.shared()
        let list = BenchList(rows: rows)
        let layout = SectionedListLayout(
            sections: list.years.map { ListSection(headerHeight: Self.headerHeight, rowCount: $0.count, rowHeight: Self.rowHeight) },
            width: Self.canvas.x)
        var state = ScrollState(contentExtent: layout.contentHeight, viewportExtent: Self.canvas.y)
        var textPerCluster: [Double] = [], shownRows = 0, frames = 0, commands = 0

        /// One frame: the tick's scroll input, the tick, then the frame's layout and drawing.
        func frame(input: (inout ScrollState) -> Void) {
            input(&state)
            state.step()
            let shown = layout.viewport(offset: state.offset, height: Self.canvas.y)
            let start = RealTimeDriver.nowNanoseconds()
            var clusters = 0
            var texts: [(TextLayout, TextLayout)] = []
            texts.reserveCapacity(shown.rows.count)
            for row in shown.rows {
                let (title, caption) = list.text(of: row.index)
                let a = typesetter.layout(title, style: TypeScale.headline, maxWidth: Self.textWidth, maxLines: 1)
                let b = typesetter.layout(caption, style: TypeScale.caption, maxWidth: Self.textWidth, maxLines: 1)
                clusters += a.clusterCount + b.clusterCount
                texts.append((a, b))
            }
            var headers: [TextLayout] = []
            for header in shown.headers + (shown.pinnedHeader.map { [$0] } ?? []) {
                let year = typesetter.layout(list.years[header.section].title, style: TypeScale.headline)
                clusters += year.clusterCount
                headers.append(year)
            }
            textPerCluster.append(Double(RealTimeDriver.nowNanoseconds() - start) / Double(max(1, clusters)))
            var draw = DrawList(canvasSize: Self.canvas)
            draw.pushClip(Rect(origin: .zero, size: Self.canvas))
            for (row, (title, caption)) in zip(shown.rows, texts) {
                let top = row.frame.minY
                title.draw(into: &draw, at: Vec2(Self.inset, top + 12), color: .white)
                caption.draw(into: &draw, at: Vec2(Self.inset, top + 12 + TypeScale.headline.lineHeight), color: .gray)
                draw.fillRect(Rect(x: Self.inset, y: row.frame.maxY - 1, width: Self.textWidth, height: 1), .gray)
            }
            for (header, year) in zip(shown.headers + (shown.pinnedHeader.map { [$0] } ?? []), headers) {
                draw.fillRect(header.frame, Color(hex: 0x2B2E35))
                year.draw(into: &draw, at: Vec2(Self.inset, header.frame.minY + 6), color: .yellow)
            }
            if let thumb = state.thumb(trackLength: Self.canvas.y) {
                draw.fillRect(Rect(x: Self.canvas.x - 8, y: thumb.start, width: 6, height: thumb.length), .gray)
            }
            draw.popClip()
            shownRows += shown.rows.count
            commands += draw.items.count
            frames += 1
        }

        // Flung: a 6-tick drag upward every 60 ticks, released at 40 px a tick.
        var tick = 0
        let flung = Measure.medianNanoseconds(runs: runs) {
            frame { state in
                switch tick % 60 {
                case 0: state.beginDrag(at: 1000)
                case 1...6: state.drag(to: 1000 - 40 * Double(tick % 60))
                case 7: state.endDrag()
                default: break
                }
            }
            tick += 1
        }
        let flungRows = Double(shownRows) / Double(frames)
        let flungCommands = Double(commands) / Double(frames)

        // Scrubbed: the thumb dragged from the top to the bottom of its track over the frames
        // (the warm-up one too), the same distance each tick.
        state.scroll(to: 0, animated: false)
        state.pressTrack(at: 1, trackLength: Self.canvas.y)
        var step = 0
        let travel = Self.canvas.y - (state.thumb(trackLength: Self.canvas.y)?.length ?? 0)
        let scrubbed = Measure.medianNanoseconds(runs: runs) {
            frame { state in state.drag(to: 1 + travel * Double(step) / Double(runs)) }
            step += 1
        }

        // Finding the rows shown: binary search against a walk from the top.
        let offsets = (0..<runs).map { layout.contentHeight * Double($0) / Double(runs) }
        var found = 0
        let lookup = Measure.medianNanoseconds(runs: 21) {
            for offset in offsets { found += layout.viewport(offset: offset, height: Self.canvas.y).rows.count }
        } / Double(offsets.count)
        let walk = Measure.medianNanoseconds(runs: 21) {
            for offset in offsets { found += list.walk(rowHeight: Self.rowHeight, headerHeight: Self.headerHeight, offset: offset, height: Self.canvas.y) }
        } / Double(offsets.count)

        Measure.report("ui.list_frame", flung / 1e6, "ms", decimals: 3)
        Measure.report("ui.list_frame_scrub", scrubbed / 1e6, "ms", decimals: 3)
        Measure.report("ui.text_layout", Measure.median(textPerCluster), "ns/cluster")
        Measure.report("ui.rows_per_frame", flungRows, "rows", decimals: 1)
        Measure.report("ui.draw_commands_per_frame", flungCommands, "commands", decimals: 1)
        Measure.report("ui.visible_rows_lookup", lookup, "ns")
        Measure.report("ui.visible_rows_walk", walk, "ns")
        Measure.report("ui.visible_rows_lookup_vs_walk", lookup / walk, "x", decimals: 4)
        if found == 0 { print("ui: no rows found") }
        TypeToFrame(typesetter: typesetter, runs: runs).run()
    }
}

/// The bench list's data: 10,000 rows of two lines in sections by year, newest first.
struct BenchList {
    /// A year's section: its header text and how many rows it has.
    struct Year {
        var title: String
        var count: Int
    }

    let years: [Year]
    /// Each section's first row's number in the whole list.
    let firsts: [Int]
    private let titles = ["Ổ bánh mì nướng", "Phở bò tái", "Cà phê sữa đá ☕", "Bún chả Hà Nội", "Gỏi cuốn 🥢", "Lemon tart 🍋"]
    private let captions = ["Crisp baguette, pâté, pickled carrot and daikon, coriander and chilli",
                            "Rice noodles in a clear beef broth with rare slices, herbs and lime 🍜",
                            "Strong drip coffee over condensed milk and ice, stirred until pale",
                            "Grilled pork patties in a sweet fish-sauce dip with vermicelli and greens"]

    /// `rows` rows in years of 150 to 449 rows, from 2026 down.
    init(rows: Int) {
        var years: [Year] = [], firsts: [Int] = []
        var left = rows, year = 2026, first = 0
        while left > 0 {
            let count = min(left, 150 + (year * 7_919) % 300)
            years.append(Year(title: "\(year)", count: count))
            firsts.append(first)
            first += count
            left -= count
            year -= 1
        }
        self.years = years
        self.firsts = firsts
    }

    /// The title and caption of row `index`, each with the row's number so no two are alike.
    func text(of index: ListIndex) -> (String, String) {
        let number = firsts[index.section] + index.row
        return ("\(titles[number % titles.count]) #\(number)",
                "\(captions[number % captions.count]) (\(number % 97) reviews)")
    }

    /// How many rows overlap `offset..<offset + height`, found by walking every row from the
    /// top (the baseline the binary search is measured against).
    func walk(rowHeight: Double, headerHeight: Double, offset: Double, height: Double) -> Int {
        var top = 0.0, shown = 0
        for year in years {
            top += headerHeight
            for _ in 0..<year.count {
                if top < offset + height && top + rowHeight > offset { shown += 1 }
                top += rowHeight
            }
        }
        return shown
    }
}
