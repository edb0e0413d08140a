import Engine
import UI

/// The `ui.type_to_frame` figures of `diorama-bench ui`: characters typed one a tick into a
/// focused 640 × 400 text editor, each tick's `handle`, tree rebuild and `draw` run as a scene
/// runs them, and the frame after each tick checked for the character.
///
/// Reports `ui.type_to_frame` (the most ticks from a typed character's tick to the first frame
/// whose draw list shows it; a frame drawn after tick k counts as tick k; target ≤ 1),
/// `ui.type_frame` (median ms to handle, rebuild and draw a tick with a typed character) and
/// `ui.type_frame_idle` (the same for a tick with no input, the baseline, in the same run).
struct TypeToFrame {
    /// What is typed, round and round: Vietnamese with stacked marks, and a few spaces.
    static let typed = Array("Ổ bánh mì nướng, phở bò tái. Cà phê sữa đá; bún chả Hà Nội. ")
    /// Typing starts over (Ctrl+A then the next character) after this many characters.
    static let restartAfter = 240

    let typesetter: Typesetter
    let runs: Int
    let theme = Theme.standard
    let id: WidgetID = "notes"

    func tree(_ editing: TextEditingState) -> UITree {
        UITree([Widget(id, frame: Rect(x: 40, y: 300, width: 640, height: 400),
                       kind: .textEditor(editing, placeholder: "Notes"))])
    }

    /// The clusters drawn in the text colour, white space left out.
    func shown(_ list: DrawList) -> Int {
        list.items.reduce(0) { count, item in
            guard case .textRun(let run) = item.command, run.color == theme.palette.text else { return count }
            return count + run.clusters.filter { !$0.isWhitespace }.count
        }
    }

    func run() {
        var editing = TextEditingState(isMultiline: true)
        var state = UIState(focused: id)
        var worst = 0, typedTimes: [Double] = [], idleTimes: [Double] = [], pending: (tick: Int, count: Int)?
        for tick in 0..<(2 * runs) {
            let isTyping = tick % 2 == 0
            var input: [InputEvent] = []
            if isTyping {
                let number = tick / 2
                if number % Self.restartAfter == 0 { input.append(.keyDown(.a, .control)) }
                let character = Self.typed[number % Self.typed.count]
                input.append(.text(String(character)))
                if pending == nil, !character.isWhitespace {
                    let expected = (number % Self.restartAfter == 0 ? "" : editing.text).filter { !$0.isWhitespace }.count + 1
                    pending = (tick, expected)
                }
            }
            var list = DrawList()
            let nanoseconds = Measure.nanoseconds {
                let response = tree(editing).handle(input, state: &state, theme: theme)
                for case .edited(_, let edited) in response.actions { editing = edited }
                list = DrawList()
                tree(editing).draw(into: &list, state: state, theme: theme, typesetter: typesetter)
            }
            (isTyping ? { typedTimes.append(nanoseconds) } : { idleTimes.append(nanoseconds) })()
            if let waiting = pending, shown(list) >= waiting.count {
                worst = max(worst, tick - waiting.tick)
                pending = nil
            } else if let waiting = pending, tick - waiting.tick > 60 {
                worst = max(worst, tick - waiting.tick)
                pending = nil
            }
        }
        Measure.report("ui.type_to_frame", Double(worst), "ticks", decimals: 0)
        Measure.report("ui.type_frame", Measure.median(typedTimes) / 1e6, "ms", decimals: 3)
        Measure.report("ui.type_frame_idle", Measure.median(idleTimes) / 1e6, "ms", decimals: 3)
    }
}
