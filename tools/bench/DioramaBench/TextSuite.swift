import ArgumentParser
import Engine
import RenderSDL
import UI

/// `diorama-bench text`: laying out the rows of a long list, as a UI kit's list view will.
///
/// Figures: `text.visible_rows_frame` (laying out the rows a 1280-pixel canvas shows of a list
/// of 10,000 rows of two lines, a title and a caption wrapped at a width, ms a frame, target
/// ≤ 1), `text.row` (µs per row of two lines) and `text.cluster` (ns per grapheme cluster);
/// `text.paragraph_vi_bold` (laying out a 400-character bold Vietnamese paragraph and drawing
/// it offscreen, ms); `text.marks_titles_frame` (laying out 30 one-line titles each carrying
/// 100,000 combining marks, as a hostile diary could, ms a frame, against `text.plain_titles_frame`
/// for the same titles without them).
struct TextSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Times laying out the visible rows of a 10,000-row list of two text lines each."
    )

    @Option(help: "Rows in the list.")
    var rows = 10_000

    @Option(help: "Timed frames (the median is reported).")
    var runs = 101

    func run() throws {
        let typesetter = try Typesetter.shared()
        let titles = ["Ổ bánh mì nướng", "Phở bò tái", "Cà phê sữa đá ☕", "Bún chả Hà Nội", "Gỏi cuốn 🥢", "Lemon tart 🍋"]
        let captions = ["Crisp baguette, pâté, pickled carrot and daikon, coriander and chilli",
                        "Rice noodles in a clear beef broth with rare slices, herbs and lime 🍜",
                        "Strong drip coffee over condensed milk and ice, stirred until pale",
                        "Grilled pork patties in a sweet fish-sauce dip with vermicelli and greens"]
        // Each row's own text (its number in it), so that no two rows are the same string.
        let list = (0..<rows).map { row in
            ("\(titles[row % titles.count]) #\(row)", "\(captions[row % captions.count]) (\(row % 97) reviews)")
        }
        let rowHeight = TypeScale.headline.lineHeight + TypeScale.caption.lineHeight + 24
        let visible = Int((1280 / rowHeight).rounded(.up)) + 1
        var clusters = 0, scroll = 0
        let frame = Measure.medianNanoseconds(runs: runs) {
            // Scrolls a screen a frame, so every frame lays out rows it has not seen.
            for row in scroll..<(scroll + visible) {
                let (title, caption) = list[row % rows]
                let a = typesetter.layout(title, style: TypeScale.headline, maxWidth: 640, maxLines: 1)
                let b = typesetter.layout(caption, style: TypeScale.caption, maxWidth: 640, maxLines: 1)
                clusters += a.clusterCount + b.clusterCount
            }
            scroll += visible
        }
        let perRow = frame / Double(visible)
        let perCluster = frame / (Double(clusters) / Double(runs + 1))
        Measure.report("text.visible_rows_frame", frame / 1e6, "ms", decimals: 3)
        Measure.report("text.row", perRow / 1e3, "µs")
        Measure.report("text.cluster", perCluster, "ns")
        Measure.report("text.visible_rows", Double(visible), "rows")
        Measure.report("text.paragraph_vi_bold", try paragraphFrame(typesetter) / 1e6, "ms", decimals: 3)
        // New titles each frame (made before the timing), so the plain ones are laid out, not
        // answered from the typesetter's kept layouts (the marked ones are too long to be kept).
        let frames = 12   // a warm-up and 11 timed
        for (name, marks) in [("text.plain_titles_frame", 0), ("text.marks_titles_frame", 100_000)] {
            let mark = String(repeating: "\u{0301}", count: marks)
            let titles = (0..<frames).map { frame in (0..<30).map { "Title \($0) of frame \(frame)" + mark } }
            var shown = 0
            let frame = Measure.medianNanoseconds(runs: frames - 1) {
                for title in titles[shown] { _ = typesetter.layout(title, style: TypeScale.body, maxWidth: 640, maxLines: 1) }
                shown += 1
            }
            Measure.report(name, frame / 1e6, "ms", decimals: 3)
        }
    }

    /// The median time of laying out a 400-character bold Vietnamese paragraph and drawing it
    /// offscreen at 1:1, at a new width each frame (from 640 px down), so that its lines break
    /// anew and are rasterised anew, in nanoseconds.
    func paragraphFrame(_ typesetter: Typesetter) throws -> Double {
        let paragraph = String(("Bạn hứa sẽ dậy sớm tập thể dục, nhưng nào có ngày nào thần lười buông tha bạn: vừa nộp đơn "
            + "xong đã ngủ quên, lười như một con mèo béo nằm trong nắng. Thủy tinh chứa đựng bọt nước ngời sáng, gõ vào nghe "
            + "rộn ràng, ấm áp. Hạn chót gọi điện hỏi thăm, còn bạn vẫn bình thản pha thêm một ly cà phê sữa đá, hứa rằng "
            + "ngày mai sẽ khác. Danh sách việc cần làm dài hơn cả tuần, nhưng bạn chỉ giỏi nhất một việc: để dành.").prefix(400))
        let style = TextStyle(weight: .bold, size: 32, lineHeight: 44)
        let canvas = Vec2(720, 720)
        let backend = try OffscreenBackend(size: canvas)
        let images = AssetStore(root: "/nonexistent")
        var width = 640.0
        var failure: Error?
        let median = Measure.medianNanoseconds(runs: runs) {
            var list = DrawList(canvasSize: canvas)
            typesetter.layout(paragraph, style: style, maxWidth: width).draw(into: &list, at: Vec2(40, 20), color: .white)
            do { _ = try backend.render(list, images: images) } catch { failure = error }
            width -= 1
        }
        if let failure { throw failure }
        return median
    }
}
