import Engine
import UI

extension RoastTree {
    static let libraryMode: WidgetID = "library-mode", search: WidgetID = "search"
    static let removeRoast: WidgetID = "remove", roastList: WidgetID = "roasts", emptyLibrary: WidgetID = "empty"
    static let closeRoast: WidgetID = "library-back"

    /// The roast with `id` in the history, else in the favourites.
    static func savedRoast(id: UInt64, in save: RoastSave) -> Roast? {
        save.history.first { $0.id == id } ?? save.favourites.first { $0.id == id }
    }

    /// The library's roast opened in full while the library shows, else nil.
    static func openedRoast(_ state: RoastRevealScene.State) -> Roast? {
        guard state.screen == .library, let id = state.openedRoast else { return nil }
        return savedRoast(id: id, in: state.save)
    }

    /// Whether the library shows a roast opened in full rather than its list.
    static func showsOpenedRoast(_ state: RoastRevealScene.State) -> Bool { openedRoast(state) != nil }

    /// The roast the card's buttons act on: the one opened in the library while it shows, the
    /// roast of the day once it lies face up, else the generator's card once its roast shows.
    static func actedOnRoast(_ state: RoastRevealScene.State) -> Roast? {
        if state.screen == .library { return openedRoast(state) }
        guard state.screen == .generator else { return nil }
        if showsDaily(state) { return dailyIsRevealed(state) ? state.daily?.roast : nil }
        return state.showsControls ? nil : state.card?.roast
    }

    /// A roast opened from the library: its card, drawn by the scene as after a roast, then the
    /// card's buttons (favourite, copy, share, the reactions) and Back to the list.
    static func addOpenedRoast(_ roast: Roast, state: RoastRevealScene.State, context c: Context, to widgets: inout [Widget]) {
        var stack = VerticalStack(x: margin, top: RoastCard.surfaceY + 32, width: contentWidth, theme: c.theme)
        addRoastActions(roast, isEnabled: true, state: state, context: c, stack: &stack, to: &widgets)
        widgets.append(Widget(closeRoast, frame: stack.row(height: 64), kind: .button(c.text("library.back", state), role: .secondary)))
    }

    /// The roasts the library shows for `state`: the history or the favourites, newest first,
    /// those holding the search text (case and accents ignored).
    static func libraryRoasts(_ state: RoastRevealScene.State) -> [Roast] {
        let roasts = state.libraryMode == 0 ? state.save.history : state.save.favourites
        let query = state.search.text.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return roasts }
        return roasts.filter { $0.text.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }

    /// The library: History or Favourites, a search field, a button removing the selected roast,
    /// and the list.
    static func addLibrary(for state: RoastRevealScene.State, context c: Context, to widgets: inout [Widget]) {
        if let roast = openedRoast(state) { return addOpenedRoast(roast, state: state, context: c, to: &widgets) }
        var stack = VerticalStack(x: margin, top: contentTop, width: contentWidth, theme: c.theme)
        widgets.append(Widget(libraryMode, frame: stack.row(height: 56, gap: 2),
                              kind: .segmented([c.text("library.history", state), c.text("library.favourites", state)],
                                               selected: state.libraryMode)))
        widgets.append(Widget(search, frame: stack.row(height: 56, gap: 2),
                              kind: .textField(state.search, placeholder: c.text("library.search", state), message: nil)))
        let removal = state.libraryMode == 0 ? c.text("library.delete", state) : c.text("card.unfavourite", state)
        widgets.append(Widget(removeRoast, frame: stack.row(height: 56, gap: 2), kind: .button(removal, role: .destructive),
                              isEnabled: state.selectedRow != nil))
        let roasts = libraryRoasts(state)
        let frame = Rect(x: margin, y: stack.y, width: contentWidth, height: contentBottom - stack.y)
        guard !roasts.isEmpty else {
            let message = c.text(state.libraryMode == 0 ? "library.emptyHistory" : "library.emptyFavourites", state)
            widgets += EmptyState(icon: .list, title: c.text(state.libraryMode == 0 ? "library.history" : "library.favourites", state),
                                  message: message).widgets(emptyLibrary, in: frame, theme: c.theme, typesetter: c.typesetter)
            return
        }
        let list = ListView(roastList, frame: frame, rowCounts: [roasts.count], rowHeight: ListRow.height(lines: 2),
                            selection: state.selectedRow, clickSelectsFirst: true)
        let favourites = Set(state.save.favourites.map(\.id))
        widgets += list.widgets(state: state.ui, header: { _ in c.strings.count("library.roasts", roasts.count, in: state.language) }) { _, number in
            let roast = roasts[number]
            return ListRow(roast.text, subtitle: c.text(roast.category.nameKey, state) + " · " + chillies(roast.spice),
                           trailing: roast.reaction?.emoji, accessory: favourites.contains(roast.id) ? .icon(.check) : .none,
                           isExcerpt: true)
        }
    }
}
