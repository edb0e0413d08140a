import Engine
import UI

/// The F3 overlay: the session at the tick shown, as a tree of every part its state hash covers
/// (the components by type and entity, the physics bodies, the random generator, the scene's
/// state) and the probes, folded and searched by the user.
///
/// While it is open it takes the pointer and the keyboard (but the host keys): typing searches,
/// Up and Down move the selection, Left and Right (or a click) fold and unfold, the wheel and
/// Page Up and Down scroll, and Enter (or a click) on a numeric probe plots it over the ticks
/// seen from then on (in the replay viewer, wherever the playhead goes). The session keeps
/// running; F5 pauses it to read a tick at leisure.
package struct Inspector {
    /// Whether the overlay is shown.
    package private(set) var isOpen = false
    /// What the search field holds.
    package private(set) var query = ""
    /// The rows shown now, top to bottom.
    package private(set) var rows: [InspectorRow] = []
    /// The index in `rows` of the selected row.
    package private(set) var selection = 0
    /// The index in `rows` of the top row in view.
    package private(set) var firstRow = 0
    /// The tick the tree was read at, as a count of ticks run.
    package private(set) var tick: UInt64?
    /// The probe plotted under the rows, if one is.
    package private(set) var plot: ProbeHistory?

    private var tree: StateTree = .null
    private var expanded: Set<String> = Set(InspectionSection.allCases.map(\.name))
    /// When the tree was last read, in nanoseconds of the host's clock.
    private var readAt: UInt64 = 0

    /// The most rows listed: a huge state stays quick to fold and search.
    package static let rowLimit = 5_000
    /// How often a running session's tree is read again, in nanoseconds (a paused one, or a
    /// replay seeking, is read at once when its tick moves).
    package static let refreshInterval: UInt64 = 200_000_000

    package init() {}

    /// Shows or hides the overlay.
    package mutating func toggle() { isOpen.toggle() }

    /// Reads the session's tree again when its tick moved and, unless `immediately`, the last
    /// read is older than `refreshInterval`.
    package mutating func follow(_ runner: SceneRunner, now: UInt64, immediately: Bool) {
        guard isOpen else { return }
        plot?.record(runner.probes(), at: runner.nextTick)
        guard runner.nextTick != tick else { return }
        guard immediately || tick == nil || now &- readAt >= Self.refreshInterval else { return }
        tree = runner.inspectionTree()
        tick = runner.nextTick
        readAt = now
        relist()
    }

    /// Takes one event while open; answers whether it was the inspector's (every event but
    /// those of a closed inspector). `panel` is where it is drawn, in canvas pixels.
    @discardableResult
    package mutating func handle(_ event: InputEvent, panel: Rect) -> Bool {
        guard isOpen else { return false }
        let visible = visibleRows(in: panel)
        switch event {
        case .text(let text):
            query += text
            selection = 0
            firstRow = 0
            relist()
        case .keyDown(let press):
            handle(press, visible: visible)
        case .wheel(let amount):
            scroll(by: -Int((amount * 3).rounded()), visible: visible)
        case .pointerDown(let point, .primary):
            if let index = row(at: point, panel: panel), index < rows.count {
                selection = index
                if rows[index].isExpandable { toggleFold(of: index) } else { togglePlot(of: index) }
            }
        default:
            break
        }
        return true
    }

    private mutating func handle(_ press: KeyPress, visible: Int) {
        switch press.key {
        case .up: select(selection - 1, visible: visible)
        case .down: select(selection + 1, visible: visible)
        case .pageUp: select(selection - visible, visible: visible)
        case .pageDown: select(selection + visible, visible: visible)
        case .home: select(0, visible: visible)
        case .end: select(rows.count - 1, visible: visible)
        case .left:
            guard rows.indices.contains(selection) else { return }
            if rows[selection].isExpanded { toggleFold(of: selection) } else { selectParent(visible: visible) }
        case .right, .enter:
            guard rows.indices.contains(selection) else { return }
            if rows[selection].isExpandable {
                if !rows[selection].isExpanded { toggleFold(of: selection) }
            } else if press.key == .enter {
                togglePlot(of: selection)
            }
        case .backspace:
            guard !query.isEmpty else { return }
            query.removeLast()
            relist()
        default:
            break
        }
    }

    private mutating func toggleFold(of index: Int) {
        let row = rows[index]
        guard row.isExpandable else { return }
        if row.isExpanded { expanded.remove(row.path) } else { expanded.insert(row.path) }
        if !query.isEmpty {
            // A fold while searching goes back to the whole tree, unfolded down to that node.
            var depth = row.depth
            for ancestor in rows[..<index].reversed() where ancestor.depth == depth - 1 {
                expanded.insert(ancestor.path)
                depth -= 1
            }
            query = ""
        }
        relist(keeping: row.path)
    }

    /// Plots the probe of row `index` (a probe with a number or a flag), or stops plotting it.
    private mutating func togglePlot(of index: Int) {
        let row = rows[index]
        let prefix = InspectionSection.probes.name + "."
        guard row.depth == 1, row.path.hasPrefix(prefix), Double(row.summary) != nil || row.summary == "true" || row.summary == "false"
        else { return }
        let probe = String(row.path.dropFirst(prefix.count))
        plot = plot?.probe == probe ? nil : ProbeHistory(probe: probe)
    }

    private mutating func selectParent(visible: Int) {
        let depth = rows[selection].depth
        guard depth > 0, let parent = rows[..<selection].lastIndex(where: { $0.depth == depth - 1 }) else { return }
        select(parent, visible: visible)
    }

    private mutating func select(_ index: Int, visible: Int) {
        guard !rows.isEmpty else { return }
        selection = min(max(0, index), rows.count - 1)
        if selection < firstRow { firstRow = selection }
        if selection >= firstRow + visible { firstRow = selection - visible + 1 }
    }

    private mutating func scroll(by delta: Int, visible: Int) {
        firstRow = min(max(0, firstRow + delta), max(0, rows.count - visible))
    }

    /// Lists the rows again, keeping the row at `path` (the selected one by default) selected.
    private mutating func relist(keeping path: String? = nil) {
        let kept = path ?? (rows.indices.contains(selection) ? rows[selection].path : nil)
        rows = tree.inspectorRows(expanded: expanded, query: query, limit: Self.rowLimit)
        if let kept, let index = rows.firstIndex(where: { $0.path == kept }) { selection = index }
        selection = min(selection, max(0, rows.count - 1))
        firstRow = min(firstRow, max(0, rows.count - 1))
    }
}
