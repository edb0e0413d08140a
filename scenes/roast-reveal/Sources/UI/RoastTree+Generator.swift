import Engine
import UI

extension RoastTree {
    static let categoryButton: WidgetID = "category", spiceSlider: WidgetID = "spice", moodButton: WidgetID = "mood"
    static let collections: WidgetID = "collections", roastMe: WidgetID = "roast-me"
    static let favourite: WidgetID = "favourite", copy: WidgetID = "copy", share: WidgetID = "share"
    static let again: WidgetID = "again", change: WidgetID = "change"
    static let categorySheet: WidgetID = "category-sheet", categoryGrid: WidgetID = "categories"
    static let moodSheet: WidgetID = "mood-sheet", noMood: WidgetID = "mood.none"
    static let openDaily: WidgetID = "daily", closeDaily: WidgetID = "daily-back"

    /// Whether the generator shows the roast of the day's card.
    static func showsDaily(_ state: RoastRevealScene.State) -> Bool {
        state.screen == .generator && state.dailyReveal != nil && state.daily != nil
    }

    /// Whether the roast of the day's card lies face up, its buttons awake.
    static func dailyIsRevealed(_ state: RoastRevealScene.State) -> Bool {
        (state.dailyReveal ?? 0) >= RoastRevealScene.dailyRevealTicks
    }

    /// The category sheet's and the mood sheet's heights, in canvas pixels.
    static let categorySheetHeight = 880.0, moodSheetHeight = 640.0

    /// The button that reacts with `reaction`.
    static func reactButton(_ reaction: RoastReaction) -> WidgetID { WidgetID("react.\(reaction.rawValue)") }
    /// The mood sheet's button for `mood`.
    static func moodChoice(_ mood: RoastMood) -> WidgetID { WidgetID("mood.\(mood.rawValue)") }

    /// The generator: its controls, the card with its actions once a roast is showing, or the
    /// roast of the day. Returns the button Enter taps, if any.
    static func addGenerator(for state: RoastRevealScene.State, context c: Context, to widgets: inout [Widget]) -> WidgetID? {
        if let daily = state.daily, showsDaily(state) {
            addDaily(daily, state: state, context: c, to: &widgets)
            return nil
        }
        if let card = state.card, !state.showsControls {
            addCardActions(card, state: state, context: c, to: &widgets)
            return again
        }
        var stack = VerticalStack(x: margin, top: contentTop, width: contentWidth, theme: c.theme)
        widgets.append(Widget("category-heading", frame: stack.row(height: 32),
                              kind: .label(c.text("generator.pickCategory", state), style: .section, alignment: .left)))
        widgets.append(Widget(categoryButton, frame: stack.row(height: 56, gap: 2),
                              kind: .button(c.text(state.category.nameKey, state), role: .secondary)))
        let spiceName = c.text("generator.spice.\(state.spice)", state)
        widgets.append(Widget("spice-heading", frame: stack.row(height: 32),
                              kind: .label(c.text("generator.spice", state) + ": " + spiceName + " " + chillies(state.spice),
                                           style: .section, alignment: .left)))
        widgets.append(Widget(spiceSlider, frame: stack.row(height: 56, gap: 2),
                              kind: .slider(value: Double(state.spice), range: 1...5, step: 1)))
        widgets.append(Widget("mood-heading", frame: stack.row(height: 32),
                              kind: .label(c.text("generator.mood", state), style: .section, alignment: .left)))
        let moodName = state.mood.map { c.text($0.nameKey, state) } ?? c.text("generator.noMood", state)
        widgets.append(Widget(moodButton, frame: stack.row(height: 56, gap: 2), kind: .button(moodName, role: .secondary)))
        widgets.append(Widget("collections-heading", frame: stack.row(height: 32),
                              kind: .label(c.text("generator.collections", state), style: .section, alignment: .left)))
        let chips = [c.text("generator.noCollection", state)] + c.collections.map { c.text($0.nameKey, state) }
        let chosen = c.collections.firstIndex { $0.id == state.collectionID }.map { $0 + 1 } ?? 0
        widgets.append(Widget(collections, frame: stack.row(height: 56, gap: 4), kind: .segmented(chips, selected: chosen)))
        widgets.append(Widget(roastMe, frame: stack.row(height: 64), kind: .button(c.text("generator.roastMe", state), role: .primary)))
        widgets.append(Widget(openDaily, frame: stack.row(height: 56),
                              kind: .button("\u{1F525} " + c.text("daily.open", state), role: .secondary)))
        return roastMe
    }

    /// The roast of the day's card (drawn by the scene) with Favourite, Copy and Share, awake
    /// once it lies face up, and Back to the generator.
    static func addDaily(_ daily: DailyRoast, state: RoastRevealScene.State, context c: Context, to widgets: inout [Widget]) {
        let ready = dailyIsRevealed(state)
        var stack = VerticalStack(x: margin, top: RoastCard.surfaceY + 32, width: contentWidth, theme: c.theme)
        let isFavourite = state.save.favourites.contains { $0.id == daily.roast.id }
        let first = stack.row(height: 56).columns(3, gap: 16)
        widgets.append(Widget(favourite, frame: first[0], kind: .button(c.text(isFavourite ? "card.favourited" : "card.favourite", state),
                                                                        role: isFavourite ? .primary : .secondary), isEnabled: ready))
        widgets.append(Widget(copy, frame: first[1], kind: .button(c.text("card.copy", state), role: .secondary), isEnabled: ready))
        widgets.append(Widget(share, frame: first[2], kind: .button(c.text("card.share", state), role: .secondary), isEnabled: ready))
        widgets.append(Widget(closeDaily, frame: stack.row(height: 64), kind: .button(c.text("daily.back", state), role: .secondary)))
    }

    /// The buttons under the card: favourite, copy, share; the four reactions; roast again and
    /// back to the controls. They wake once the roast is all there.
    static func addCardActions(_ card: RoastCard, state: RoastRevealScene.State, context c: Context, to widgets: inout [Widget]) {
        let ready = card.phase == .shown
        var stack = VerticalStack(x: margin, top: RoastCard.surfaceY + 32, width: contentWidth, theme: c.theme)
        addRoastActions(card.roast, isEnabled: ready, state: state, context: c, stack: &stack, to: &widgets)
        let last = stack.row(height: 64).columns(2, gap: 16)
        widgets.append(Widget(again, frame: last[0], kind: .button(c.text("generator.again", state), role: .primary), isEnabled: ready))
        widgets.append(Widget(change, frame: last[1], kind: .button(c.text("generator.change", state), role: .secondary)))
    }

    /// Favourite, copy and share in a row, then the four reactions, for `roast`, from `stack`.
    static func addRoastActions(_ roast: Roast, isEnabled: Bool, state: RoastRevealScene.State, context c: Context,
                                stack: inout VerticalStack, to widgets: inout [Widget]) {
        let isFavourite = state.save.favourites.contains { $0.id == roast.id }
        let first = stack.row(height: 56).columns(3, gap: 16)
        widgets.append(Widget(favourite, frame: first[0], kind: .button(c.text(isFavourite ? "card.favourited" : "card.favourite", state),
                                                                        role: isFavourite ? .primary : .secondary), isEnabled: isEnabled))
        widgets.append(Widget(copy, frame: first[1], kind: .button(c.text("card.copy", state), role: .secondary), isEnabled: isEnabled))
        widgets.append(Widget(share, frame: first[2], kind: .button(c.text("card.share", state), role: .secondary), isEnabled: isEnabled))
        let reaction = savedRoast(id: roast.id, in: state.save)?.reaction
        for (frame, choice) in zip(stack.row(height: 56).columns(RoastReaction.allCases.count, gap: 16), RoastReaction.allCases) {
            widgets.append(Widget(reactButton(choice), frame: frame,
                                  kind: .button(choice.emoji, role: choice == reaction ? .primary : .secondary), isEnabled: isEnabled))
        }
    }

    /// The category sheet (a grid of category cards) and the mood sheet while they show.
    static func addGeneratorLayers(for state: RoastRevealScene.State, context c: Context, to widgets: inout [Widget]) {
        if state.overlays.isVisible(RoastTree.categorySheet) {
            widgets += Sheet(title: c.text("generator.pickCategory", state), height: categorySheetHeight)
                .widgets(categorySheet, in: canvas, phase: state.overlays[RoastTree.categorySheet], theme: c.theme) { stack in
                    let grid = categoryGridView(for: state, frame: categoryGridFrame(stack))
                    return grid.widgets(state: state.ui) { index in
                        let category = RoastCategory.allCases[index]
                        let chosen = category == state.category
                        return GridTile(.content(background: chosen ? c.theme.palette.primary : c.theme.palette.secondary),
                                        caption: c.text(category.nameKey, state))
                    }
                }
        }
        if state.overlays.isVisible(RoastTree.moodSheet) {
            widgets += Sheet(title: c.text("generator.mood", state), height: moodSheetHeight)
                .widgets(moodSheet, in: canvas, phase: state.overlays[RoastTree.moodSheet], theme: c.theme) { stack in
                    var rows = [Widget(noMood, frame: stack.row(height: 56),
                                       kind: .button(c.text("generator.noMood", state), role: state.mood == nil ? .primary : .secondary))]
                    for mood in RoastMood.allCases {
                        rows.append(Widget(moodChoice(mood), frame: stack.row(height: 56),
                                           kind: .button(c.text(mood.nameKey, state), role: state.mood == mood ? .primary : .secondary)))
                    }
                    return rows
                }
        }
    }

    /// Where the category grid sits in the sheet whose column is at `stack`.
    static func categoryGridFrame(_ stack: VerticalStack) -> Rect {
        Rect(x: stack.x, y: stack.y, width: stack.width, height: canvas.height - 24 - stack.y)
    }

    /// The category cards in the sheet, the chosen one selected.
    static func categoryGridView(for state: RoastRevealScene.State, frame: Rect) -> GridView {
        GridView(categoryGrid, frame: frame, itemCount: RoastCategory.allCases.count, tileSize: Vec2(184, 152),
                 selection: RoastCategory.allCases.firstIndex(of: state.category))
    }
}
