import Engine
import Foundation
import Records
import UI

extension WatchLogScene {
    typealias T = WatchLogTree

    /// Takes `action` into the state, writing to the store for Save, Delete and Undo.
    public func apply(_ action: UIAction, context: SceneContext) {
        let now = now(context)
        switch action {
        case .focused(let next):
            // A field the user leaves shows its error from then on.
            if state.overlays.isOpen(T.form) {
                if formerFocus == T.titleField { state.form.touched.insert(.title) }
                if formerFocus == T.rating { state.form.touched.insert(.rating) }
            }
            formerFocus = next
        case .tapped(T.add), .tapped(EmptyState.actionButton(of: T.empty)): openForm(EntryForm())
        case .tapped(T.searchButton): openSearch()
        case .selected(T.years, let row): state.selectedRow = row
        case .activated(T.years, let row): state.selectedRow = row; openDetail(reader.entry(at: row)?.id)
        case .edited(T.searchField, let editing): editSearch(editing)
        case .selected(T.results, let row): state.searchSelection = row
        case .activated(T.results, let row): state.searchSelection = row; openSearchResult()
        case .submitted(T.searchField): openSearchResult()
        case .edited(T.titleField, let editing): state.form.title = editing; state.form.touched.insert(.title)
        case .selected(T.typePicker, let index): state.form.type = EntryType.allCases[min(index, EntryType.allCases.count - 1)]
        case .valueChanged(T.rating, let value): state.form.rating = Int(value); state.form.touched.insert(.rating)
        case .toggled(T.watching, let isOn): state.form.watching = isOn; state.form.touched.insert(.rating)
        case .edited(T.notes, let editing): state.form.notes = editing; state.form.touched.insert(.notes)
        case .tapped(T.save): saveForm(now: now)
        case .tapped(T.cancel), .dismissed(T.form): cancelForm()
        case .tapped(ConfirmationDialog.confirmButton(of: T.discardDialog)):
            state.overlays.close(WatchLogTree.discardDialog)
            state.overlays.close(WatchLogTree.form)
        case .tapped(T.edit):
            guard let id = state.detailID, let entry = reader.entry(id: id) else { return }
            state.overlays.close(WatchLogTree.detail)
            openForm(EntryForm(editing: entry))
        case .valueChanged(T.detailRating, let value): rateShownEntry(Int(value), now: now)
        case .tapped(T.delete): state.overlays.open(WatchLogTree.deleteDialog)
        case .tapped(ConfirmationDialog.confirmButton(of: T.deleteDialog)): deleteShownEntry()
        case .tapped(T.undo): undoDelete()
        case .tapped(let id): if let viewing = Self.viewingID(in: id) { openDetail(viewing) }
        default: break
        }
    }

    /// The entry a rewatch or history link names ("form.viewing-12" → 12).
    static func viewingID(in id: WidgetID) -> Int64? {
        guard let range = id.rawValue.range(of: ".viewing-") else { return nil }
        return Int64(id.rawValue[range.upperBound...])
    }

    /// Handles a key no widget took: Ctrl+N, Ctrl+F and /, Ctrl+Z, and the arrows and Page Up and
    /// Down in the search.
    func handleKey(_ event: InputEvent, now: Date) {
        switch event {
        case .keyDown(let press) where press.matches(.n, .control) && !state.overlays.isAnyOpen: openForm(EntryForm())
        case .keyDown(let press) where (press.matches(.f, .control) || press.matches(Self.slash)) && !state.overlays.isAnyOpen:
            openSearch()
        case .text("/") where !state.overlays.isAnyOpen: openSearch()
        case .keyDown(let press) where press.matches(.z, .control) && !state.overlays.isAnyOpen: undoDelete()
        // The search's moves repeat while their key is held, as a list's do.
        case .keyDown(let press) where state.isSearching && !state.overlays.isAnyOpen && searchStep(press.key) != nil
                                       && press.modifiers.isEmpty:
            moveSearchSelection(by: searchStep(press.key) ?? 0)
        case .fileDrop(let file): importDropped(file, now: now)
        default: break
        }
    }

    /// How far `key` moves the search's choice: a result for the arrows, the results in sight
    /// for Page Up and Page Down; nil for another key.
    func searchStep(_ key: Key) -> Int? {
        let page = T.resultsInSight(rowHeight: rowHeight)
        return [.down: 1, .up: -1, .pageDown: page, .pageUp: -page][key]
    }

    /// The list rows' height in the scene's words (see `WatchLogTree.rowHeight`).
    var rowHeight: Double { T.rowHeight(theme: Self.theme, typesetter: typesetter) }

    /// The / key, as the host names it.
    static let slash = Key("/")

    /// Esc before the widgets see it: in the form it cancels (asking first when something
    /// changed), in the search it closes the search. False when a dialog or the detail sheet
    /// is on top, whose layer dismisses itself.
    func escape() -> Bool {
        if state.overlays.isOpen(WatchLogTree.discardDialog) || state.overlays.isOpen(WatchLogTree.deleteDialog) { return false }
        if state.overlays.isOpen(WatchLogTree.detail) && (state.detailOverForm || !state.overlays.isOpen(WatchLogTree.form)) { return false }
        if state.overlays.isOpen(WatchLogTree.form) { cancelForm(); return true }
        if state.isSearching { closeSearch(); return true }
        return false
    }

    func openForm(_ form: EntryForm) {
        state.form = form
        state.overlays.open(WatchLogTree.form)
        state.detailOverForm = false
    }

    /// Closes the form, or with changes keeps it open (a dismissal included) and asks first.
    func cancelForm() {
        guard state.form.hasChanges else { return state.overlays.close(WatchLogTree.form) }
        state.overlays.open(WatchLogTree.form)
        state.overlays.open(WatchLogTree.discardDialog)
    }

    func openDetail(_ id: Int64?) {
        guard let id, reader.entry(id: id) != nil else { return }
        state.detailID = id
        state.detailOverForm = state.overlays.isOpen(WatchLogTree.form)
        state.overlays.open(WatchLogTree.detail)
    }

    func openSearch() {
        state.isSearching = true
        state.ui.focused = T.searchField
        state.ui.showsFocus = true
    }

    func closeSearch() {
        state.isSearching = false
        state.search = TextEditingState()
        state.searchSelection = 0
        state.ui.focused = reader.count == 0 ? EmptyState.actionButton(of: T.empty) : T.years
    }

    /// Takes the search field's new text and caret. New text is a new search: its best match is
    /// chosen and its list starts at the top, however far down the last one was scrolled.
    func editSearch(_ editing: TextEditingState) {
        if editing.text != state.search.text {
            state.searchSelection = 0
            state.ui.scrolls[T.results] = nil
        }
        state.search = editing
    }

    /// Moves the search's choice by `step` results, through every match (the list reads the
    /// page it reaches from the store), and scrolls it into sight.
    func moveSearchSelection(by step: Int) {
        let count = reader.searchCount(state.search.text)
        guard count > 0 else { return }
        state.searchSelection = max(0, min(count - 1, state.searchSelection + step))
        T.resultList(count: count, state: state, rowHeight: rowHeight).scroll(toRow: state.searchSelection, in: &state.ui)
    }

    func openSearchResult() {
        openDetail(selectedSearchResult()?.id)
    }

    /// The search result chosen, nil when nothing matches.
    func selectedSearchResult() -> WatchedEntry? {
        let count = reader.searchCount(state.search.text)
        guard count > 0 else { return nil }
        return reader.searchResult(state.search.text, at: min(state.searchSelection, count - 1))
    }

    /// Saves the form's entry (new at `now`, or the changes to the one edited) and closes it.
    func saveForm(now: Date) {
        guard state.form.isValid else { return }
        do {
            let entry = state.form.entry(now: now)
            let saved = entry.id == nil ? try store.add(entry, now: now) : try store.update(entry, now: now)
            sync.didSave(saved)
            state.revision += 1
            state.overlays.close(WatchLogTree.form)
            state.overlays.toast.show(WatchLogStrings.saved(saved.title))
            state.deleted = nil
            if entry.id == nil { state.selectedRow = 0; state.ui.scrolls[T.years] = nil }
        } catch {
            state.overlays.toast.show(WatchLogStrings.cannotSave("\(error)"))
        }
    }

    /// Gives the entry the detail sheet shows `rating` dots (0: none, allowed while watching).
    func rateShownEntry(_ rating: Int, now: Date) {
        guard let id = state.detailID, var entry = reader.entry(id: id) else { return }
        entry.rating = rating == 0 ? nil : rating
        do {
            let saved = try store.update(entry, now: now)
            sync.didSave(saved)
            state.revision += 1
        } catch WatchLogError.invalid(let errors) {
            state.overlays.toast.show(WatchLogStrings.cannotSave(errors.values.map(\.message).sorted().joined(separator: "; ")))
        } catch {
            state.overlays.toast.show(WatchLogStrings.cannotSave("\(error)"))
        }
    }

    /// Deletes the entry the detail sheet shows, closes it and offers the undo.
    func deleteShownEntry() {
        state.overlays.close(WatchLogTree.deleteDialog)
        state.overlays.close(WatchLogTree.detail)
        guard let id = state.detailID else { return }
        do {
            guard let removed = try store.delete(id: id) else { return }
            sync.didDelete(id: id)
            state.revision += 1
            state.deleted = removed
            state.selectedRow = nil
            state.overlays.toast.show(WatchLogStrings.deleted(removed.title))
        } catch {
            state.overlays.toast.show(WatchLogStrings.cannotSave("\(error)"))
        }
    }

    /// Imports a dropped diary (a Letterboxd `diary.csv` or Diorama's own CSV or JSON export)
    /// in one transaction, and says what it added, skipped and refused.
    func importDropped(_ file: DroppedFile, now: Date) {
        do {
            let report = try store.importData(Data(file.bytes), file: file.name, timeZone: clock.timeZone, now: now)
            state.revision += 1
            state.deleted = nil
            state.overlays.toast.show(Self.toastText(for: report))
        } catch let error as WatchLogError {
            // Its reason alone: the toast names the file once.
            state.overlays.toast.show(WatchLogStrings.cannotImport(file.name, error.reason))
        } catch let error as RecordFileError {
            state.overlays.toast.show(WatchLogStrings.cannotImport(file.name, error.reason))
        } catch {
            state.overlays.toast.show(WatchLogStrings.cannotImport(file.name, "\(error)"))
        }
    }

    /// An import's toast: the counts, then the first refusals with their lines.
    static func toastText(for report: ImportReport, refusalsShown: Int = 1) -> String {
        ([WatchLogStrings.importedCounts(added: report.added, duplicates: report.duplicates, refused: report.refusedCount)]
            + report.refusalLines(naming: refusalsShown)).joined(separator: "\n")
    }

    /// Puts the entry deleted last back, with its id and dates.
    func undoDelete() {
        guard let entry = state.deleted else { return }
        do {
            try store.restore(entry)
            sync.didSave(entry)
            state.revision += 1
            state.deleted = nil
            state.overlays.toast.show(WatchLogStrings.restored(entry.title))
        } catch {
            state.overlays.toast.show(WatchLogStrings.cannotSave("\(error)"))
        }
    }
}
