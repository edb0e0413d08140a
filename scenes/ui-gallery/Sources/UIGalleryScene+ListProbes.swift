import Engine
import UI

extension UIGalleryScene {
    /// The lists page's probes: the list's and grid's offsets, the first row in sight, the
    /// selections, the stuck header's text and what was opened last.
    func listProbes(into probes: inout Probes) {
        let list = GalleryTree.yearList(for: state)
        let shown = list.viewport(in: state.ui)
        probes.set("list_offset", state.ui.scrolls[GalleryTree.years]?.offset ?? 0)
        probes.set("list_moving", !(state.ui.scrolls[GalleryTree.years]?.isAtRest ?? true))
        probes.set("first_visible_row", shown.rows.first.map { list.layout.row(at: $0.index) } ?? -1)
        probes.set("selected_row", state.selectedRow ?? -1)
        probes.set("sticky_header", shown.pinnedHeader.map { GalleryWatchLog.year(ofSection: $0.section) } ?? "")
        probes.set("grid_offset", state.ui.scrolls[GalleryTree.tiles]?.offset ?? 0)
        probes.set("selected_tile", state.selectedTile ?? -1)
        if case .activated(let id, let index) = state.opened { probes.set("opened", "\(id) \(index)") } else { probes.set("opened", "") }
    }
}
