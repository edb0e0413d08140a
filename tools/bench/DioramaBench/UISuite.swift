import ArgumentParser
import Engine
import UI

/// `diorama-bench ui`: the UI kit's `ListView` of 10,000 rows in sections by year, two lines of
/// text a row, scrolled continuously.
///
/// Figures: `ui.list_frame` (a frame's work: `UITree.handle` of the tick's pointer input, which
/// scrolls and steps the list, then building the tree of the rows a 720 × 1280 canvas shows with
/// `ListView.widgets` and describing it with `UITree.draw` — each row's title and date laid out
/// by the `Typesetter`, or taken from the layouts it keeps when the row was shown before, the
/// sticky year header and the scrollbar; median ms, target ≤ 1) while flung by drags,
/// `ui.list_frame_scrub` (the same while the scrollbar thumb is dragged from the top to the
/// bottom, so each frame shows rows not seen before), `ui.text_layout` (ns per grapheme cluster
/// laying out the rows a frame shows, none of them kept), and `ui.visible_rows_lookup_vs_walk`
/// (finding the rows shown by binary search against walking the list from its top, in the same
/// run); then `ui.type_to_frame` and its frame times (see `TypeToFrame`).
struct UISuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ui",
        abstract: "Times the frames of a 10,000-row list widget with sticky year headers scrolled continuously."
    )

    @Option(help: "Rows in the list.")
    var rows = 10_000

    @Option(help: "Timed frames of each kind (the median is reported).")
    var runs = 301

    /// The canvas the list fills, px.
    static let canvas = Vec2(720, 1280)
    /// A two-line row's height, px.
    static let rowHeight = ListRow.height(lines: 2)
    /// A year header's height, px.
    static let headerHeight = 56.0

    func run() throws {
        let typesetter = try Typesetter.shared()
        let theme = Theme.standard
        let data = BenchList(rows: rows)
        let list = ListView("log", frame: Rect(origin: .zero, size: Self.canvas), rowCounts: data.years.map(\.count),
                            rowHeight: Self.rowHeight, headerHeight: Self.headerHeight, selection: 3)
        let layout = list.layout
        var state = UIState()
        var shownRows = 0, frames = 0, commands = 0

        /// The list's widgets for the current state.
        func tree() -> UITree {
            UITree(list.widgets(state: state, header: { data.years[$0].title }) { index, _ in
                let (title, caption) = data.text(of: index)
                return ListRow(title, subtitle: caption, accessory: .rating(index.row % 3 + 1, maximum: 3))
            })
        }

        /// One frame: the tick's input handled by last frame's tree (scrolling and stepping the
        /// list), the new tree built, then drawn.
        var current = tree()
        func frame(_ input: [InputEvent]) {
            _ = current.handle(input, state: &state, theme: theme)
            current = tree()
            var draw = DrawList(canvasSize: Self.canvas)
            current.draw(into: &draw, state: state, theme: theme, typesetter: typesetter)
            shownRows += current.widgets.count(where: { if case .listRow = $0.kind { true } else { false } })
            commands += draw.items.count
            frames += 1
        }

        // Flung: a 6-tick drag upward every 60 ticks, released at 40 px a tick.
        var tick = 0
        let flung = Measure.medianNanoseconds(runs: runs) {
            let x = 360.0, y = 1000 - 40 * Double(min(tick % 60, 7))
            switch tick % 60 {
            case 0: frame([.pointerDown(Vec2(x, y), .primary)])
            case 1...6: frame([.pointerMove(Vec2(x, y))])
            case 7: frame([.pointerUp(Vec2(x, y), .primary)])
            default: frame([])
            }
            tick += 1
        }
        let flungRows = Double(shownRows) / Double(frames)
        let flungCommands = Double(commands) / Double(frames)

        // Scrubbed: the thumb dragged from the top to the bottom of its track over the frames
        // (the warm-up one too), the same distance each tick.
        state.scrolls["log"]?.scroll(to: 0, animated: false)
        current = tree()
        let barX = Self.canvas.x - Widget.scrollBarWidth / 2
        frame([.pointerDown(Vec2(barX, 1), .primary)])
        var step = 0
        let travel = Self.canvas.y - (state.scrolls["log"]?.thumb(trackLength: Self.canvas.y)?.length ?? 0)
        let scrubbed = Measure.medianNanoseconds(runs: runs) {
            frame([.pointerMove(Vec2(barX, 1 + travel * Double(step) / Double(runs)))])
            step += 1
        }

        // Text: each row's title and date laid out for the rows of frames down the list, by a
        // typesetter that has shaped their words (at another width) but kept none of these layouts:
        // each frame's width is its own, so rows two frames share are laid out again.
        var textPerCluster: [Double] = []
        let setter = try Typesetter()
        for run in 0..<runs {
            let shown = layout.viewport(offset: layout.contentHeight * Double(run) / Double(runs), height: Self.canvas.y)
            func layOut(width: Double) -> Int {
                shown.rows.reduce(0) { clusters, row in
                    let (title, caption) = data.text(of: row.index)
                    return clusters + setter.layout(title, style: TypeScale.body, maxWidth: width, maxLines: 1).clusterCount
                        + setter.layout(caption, style: TypeScale.caption, maxWidth: width, maxLines: 1).clusterCount
                }
            }
            _ = layOut(width: 520)
            let start = RealTimeDriver.nowNanoseconds()
            let clusters = layOut(width: 560 + Double(run) / Double(runs))
            textPerCluster.append(Double(RealTimeDriver.nowNanoseconds() - start) / Double(max(1, clusters)))
        }

        // Finding the rows shown: binary search against a walk from the top.
        let offsets = (0..<runs).map { layout.contentHeight * Double($0) / Double(runs) }
        var found = 0
        let lookup = Measure.medianNanoseconds(runs: 21) {
            for offset in offsets { found += layout.viewport(offset: offset, height: Self.canvas.y).rows.count }
        } / Double(offsets.count)
        let walk = Measure.medianNanoseconds(runs: 21) {
            for offset in offsets { found += data.walk(rowHeight: Self.rowHeight, headerHeight: Self.headerHeight, offset: offset, height: Self.canvas.y) }
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
