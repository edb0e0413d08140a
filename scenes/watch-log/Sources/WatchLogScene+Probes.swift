import Engine
import UI

extension WatchLogScene {
    /// What scripts read: the diary's size and years, the list's stuck header and selection,
    /// what is open, the form's fields and messages, the rewatch hint, the search and the toast.
    public func probes(into probes: inout Probes, context: SceneContext) {
        typealias T = WatchLogTree
        probes.set("entries", reader.count)
        // Why the diary opened read-only ("" when writable): this machine's folder, not the session.
        probes.setUnsimulated("read_only", store.readOnlyReason ?? "")
        probes.set("diary_notice", notice ?? "")
        probes.set("years", reader.sections.map { "\($0.year):\($0.count)" }.joined(separator: ","))
        let list = T.yearList(for: state, reader: reader, rowHeight: rowHeight)
        let shown = list.viewport(in: state.ui)
        probes.set("sticky_header", shown.pinnedHeader.map { section in
            let year = reader.sections[section.section]
            return WatchLogStrings.yearHeader(year.year, count: year.count)
        } ?? "")
        probes.set("first_visible_row", shown.rows.first.map { list.layout.row(at: $0.index) } ?? -1)
        probes.set("selected_row", state.selectedRow ?? -1)
        probes.set("selected_title", state.selectedRow.flatMap { reader.entry(at: $0)?.title } ?? "")
        probes.set("focused", state.ui.focused?.rawValue ?? "")
        probes.set("layers", tree.openLayers.map(\.rawValue).joined(separator: ","))
        probes.set("open_sheet", tree.openLayers.last?.rawValue ?? "")
        let form = state.form
        probes.set("form_title", form.title.text)
        probes.set("form_type", form.type.rawValue)
        probes.set("form_rating", form.rating)
        probes.set("form_watching", form.watching)
        probes.set("form_notes", form.notes.text)
        probes.set("title_error", form.message(for: .title) ?? "")
        probes.set("rating_error", form.message(for: .rating) ?? "")
        probes.set("notes_error", form.message(for: .notes) ?? "")
        probes.set("save_enabled", form.isValid)
        probes.set("rewatch_hint", state.overlays.isOpen(WatchLogTree.form) ? T.rewatchText(for: form, reader: reader) ?? "" : "")
        let detail = state.detailID.flatMap { reader.entry(id: $0) }
        probes.set("detail_title", state.overlays.isOpen(WatchLogTree.detail) ? detail?.title ?? "" : "")
        probes.set("detail_rating", detail?.rating ?? 0)
        probes.set("detail_history", detail.map { entry in
            reader.viewings(of: entry.title).filter { $0.id != entry.id }.map { String($0.year(in: clock.timeZone)) }
                .joined(separator: ",")
        } ?? "")
        probes.set("search_open", state.isSearching)
        probes.set("search_text", state.search.text)
        let chosen = state.isSearching ? selectedSearchResult() : nil
        probes.set("search_results", state.isSearching ? reader.searchCount(state.search.text) : 0)
        probes.set("search_status", state.isSearching ? T.searchStatus(state.search.text, reader: reader) : "")
        probes.set("search_selected", chosen?.title ?? "")
        let results = T.resultList(count: state.isSearching ? reader.searchCount(state.search.text) : 0, state: state, rowHeight: rowHeight)
        probes.set("search_first_visible", results.viewport(in: state.ui).rows.first.map { results.layout.row(at: $0.index) } ?? -1)
        probes.set("search_selected_day", chosen.map { WatchLogTree.dayText($0.createdAt, in: clock.timeZone) } ?? "")
        probes.set("toast", state.overlays.toast.message ?? "")
        probes.set("can_undo", state.deleted != nil)
        probes.set("sync", sync.status)
    }
}
