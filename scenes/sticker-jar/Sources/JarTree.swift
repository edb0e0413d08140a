import Engine
import UI

/// The jar's widgets, built from its state each tick: the three buttons over the jar, then
/// whichever layers are showing (the picker sheet, a sticker's card, the clear prompt), then
/// the message toast.
enum JarTree {
    static let addButton = WidgetID("add"), shakeButton = WidgetID("shake"), clearButton = WidgetID("clear")
    static let picker = WidgetID("picker"), foods = WidgetID("foods")
    static let card = WidgetID("card"), cardClose = WidgetID("card.close"), cardArt = WidgetID("card.art")
    /// A mystery snack's card: the name field, its button and the list of foods to pick from.
    static let nameField = WidgetID("card.name"), nameButton = WidgetID("card.name-it"), nameList = WidgetID("card.foods")
    static let clearDialog = WidgetID("clear-dialog")
    static let toast = WidgetID("toast")

    /// The 720 × 1280 canvas.
    static let canvas = Rect(x: 0, y: 0, width: 720, height: 1280)
    /// Where the buttons along the top go, under the title: a row that grows higher when a
    /// title wraps.
    static let buttonRow = Rect(x: 40, y: 112, width: 640, height: 56)

    /// The picker: a sheet up to just under the buttons, its foods 6 to a row.
    static let pickerSheet = Sheet(title: StickerJarStrings.pickerTitle, height: 1016)
    static let pickerColumns = 6
    static let foodTile = Vec2(100, 124)
    static let foodSpacing = 4.0
    /// The grid's height: all seven rows of foods.
    static let gridHeight = 892.0

    /// The card when fully in, and how far below that it starts, in canvas pixels.
    static let cardFrame = Rect(x: 50, y: 272, width: 620, height: 860)
    static let cardRise = 120.0

    /// What the tree is built from, besides the scene's state: the catalog's foods (id and
    /// name), the art made so far and what each sticker is.
    struct Inputs {
        var foods: [(id: String, name: String)]
        var art: (String) -> StickerArt?
        var facts: (StickerArt) -> StickerFacts
        /// The language of the words that come in more than one (a mystery snack's card).
        var language: JarLanguage = .english
        /// Measures the text a widget's size follows (the clear prompt's).
        var typesetter: Typesetter
    }

    /// The widgets for `state`.
    static func tree(for state: StickerJarScene.State, inputs: Inputs) -> UITree {
        var widgets = Stack.row(spacing: 25) {
            Widget(addButton, kind: .button(StickerJarStrings.addSticker, role: .primary)).flexible(21)
            Widget(shakeButton, kind: .button(StickerJarStrings.shake, role: .secondary)).flexible(17)
            Widget(clearButton, kind: .button(StickerJarStrings.clearJar, role: .secondary)).flexible(21)
        }.widgets(in: buttonRow, theme: StickerJarScene.theme, typesetter: inputs.typesetter)
        if state.overlays.isVisible(JarTree.picker) {
            widgets += pickerSheet.widgets(picker, in: canvas, phase: state.overlays[JarTree.picker], theme: JarTheme.paper) { stack in
                let frame = stack.row(height: gridHeight)
                let grid = foodGrid(in: frame, count: inputs.foods.count, selection: state.pickerSelection)
                return grid.widgets(state: state.ui) { index in
                    let food = inputs.foods[index]
                    guard let art = inputs.art(food.id) else { return GridTile(.color(JarTheme.Colors.paper), caption: food.name) }
                    return GridTile(.image(art.texture, size: art.size), caption: food.name)
                }
            }
        }
        if let card = state.card, state.overlays.isVisible(Self.card) {
            widgets += cardWidgets(card, state: state, inputs: inputs)
        }
        if state.overlays.isVisible(JarTree.clearDialog) {
            let dialog = ConfirmationDialog(title: StickerJarStrings.confirmClearTitle,
                                            message: StickerJarStrings.confirmClearDetail(state.clearCount, photos: state.clearPhotos),
                                            confirm: StickerJarStrings.emptyJarButton, cancel: StickerJarStrings.keepThem)
            widgets += dialog.widgets(clearDialog, in: canvas, phase: state.overlays[JarTree.clearDialog], theme: JarTheme.paper,
                                      typesetter: inputs.typesetter)
        }
        if let toast = state.overlays.toast.widget(toast, in: canvas, bottomInset: 64, theme: JarTheme.room) {
            widgets.append(toast)
        }
        return UITree(widgets)
    }

    /// The picker's grid of `count` foods in `frame`.
    static func foodGrid(in frame: Rect, count: Int, selection: Int) -> GridView {
        GridView(foods, frame: frame,
                 layout: GridLayout(itemCount: count, columns: pickerColumns, itemSize: foodTile,
                                    spacing: Vec2(foodSpacing, foodSpacing)),
                 selection: selection)
    }

    // MARK: - The card

    /// The card's frame as `phase` shows it: rising into place as it comes in.
    static func cardFrame(_ phase: LayerPhase) -> Rect {
        Rect(origin: cardFrame.origin + Vec2(0, (cardRise * (1 - phase.presence)).rounded()), size: cardFrame.size)
    }

    /// Where a card's sections sit, in canvas pixels below the card's top: a known food's has
    /// its nutrition chips; a named food's has none, room for a name of two lines and a longer
    /// line under it; a mystery snack's has a smaller picture, a question over two lines and the
    /// form to name it.
    struct Rows {
        var picture: Double, pictureSide: Double, title: Double, titleHeight: Double, subtitle: Double, subtitleHeight: Double
        var chips: Double, fact: Double, factHeight: Double
        static let known = Rows(picture: 190, pictureSide: 290, title: 336, titleHeight: 56, subtitle: 396, subtitleHeight: 34,
                                chips: 446, fact: 592, factHeight: 104)
        static let named = Rows(picture: 170, pictureSide: 250, title: 306, titleHeight: 112, subtitle: 426, subtitleHeight: 72,
                                chips: 0, fact: 530, factHeight: 124)
        static let mystery = Rows(picture: 104, pictureSide: 150, title: 190, titleHeight: 112, subtitle: 306, subtitleHeight: 60,
                                  chips: 0, fact: 0, factHeight: 0)
        /// The height of a nutrition chip.
        static let chipHeight = 110.0

        /// The rows of a card of a sticker that is `facts`.
        static func of(_ facts: StickerFacts) -> Rows {
            switch facts {
            case .food: known
            case .named: named
            case .mystery: mystery
            }
        }
    }

    /// A mystery snack's form, in canvas pixels below the card's top: the field and its button,
    /// then the list of foods down to the hint.
    static let nameRow = 376.0, nameListTop = 448.0, nameButtonWidth = 150.0
    /// The foods list's row and header heights.
    static let nameRowHeight = ListRow.height(lines: 1), nameHeaderHeight = 48.0

    /// The list of foods on a mystery snack's card: its nearest guesses, then every food.
    static func nameList(in frame: Rect, guesses: Int, foods: Int, selection: Int?) -> ListView {
        let list = Rect(x: frame.minX + 40, y: frame.minY + nameListTop, width: frame.width - 80,
                        height: frame.height - 80 - nameListTop)
        return ListView(nameList, frame: list, rowCounts: guesses > 0 ? [guesses, foods] : [foods],
                        rowHeight: nameRowHeight, headerHeight: nameHeaderHeight, selection: selection)
    }

    /// The catalog id of row `row` of a mystery snack's list with `guesses` first.
    static func food(atRow row: Int, guesses: [String], foods: [String]) -> String? {
        if row < guesses.count { return guesses[row] }
        let index = row - guesses.count
        return foods.indices.contains(index) ? foods[index] : nil
    }

    /// The card's layer and its text: the marker, the name, the line under it, the fun fact, the
    /// hint and the × (the picture and the nutrition chips are drawn by the scene in the card's
    /// frame); a mystery snack's card has the form to name it instead of the fact.
    static func cardWidgets(_ card: DetailCard, state: StickerJarScene.State, inputs: Inputs) -> [Widget] {
        guard let art = card.art else { return [] }
        typealias S = StickerJarStrings
        let phase = state.overlays[Self.card]
        let frame = cardFrame(phase)
        let facts = inputs.facts(art)
        let language = inputs.language
        let content = CardContent(facts: facts, image: art.image, language: language)
        let rows = Rows.of(facts)
        var guesses: [String] = [], isMystery = false
        if case .mystery(let nearest) = facts { guesses = nearest; isMystery = true }
        let layer = Layer(style: .dialog, backdrop: canvas, presence: phase.presence, isClosing: !phase.isOpen,
                          closesOnBackdrop: true, defaultButton: isMystery ? nameButton : cardClose, cancelButton: cardClose)
        func row(_ y: Double, _ height: Double) -> Rect { Rect(x: frame.minX + 40, y: frame.minY + y, width: frame.width - 80, height: height) }
        var widgets = [
            Widget(Self.card, frame: frame, kind: .layer(layer)),
            Widget(cardArt, frame: frame, kind: .content("the picture and the nutrition chips")),
            Widget(WidgetID("card.title"), frame: row(rows.title, rows.titleHeight), kind: .label(content.title, style: .title, alignment: .center)),
            Widget(WidgetID("card.subtitle"), frame: row(rows.subtitle, rows.subtitleHeight),
                   kind: .label(content.subtitle, style: content.nutrients.isEmpty ? .caption : .body, alignment: .center)),
        ]
        if isMystery {
            let field = row(nameRow, 56)
            widgets.append(Widget(nameField, frame: Rect(x: field.minX, y: field.minY, width: field.width - nameButtonWidth - 16, height: 56),
                                  kind: .textField(state.nameField, placeholder: S.namePlaceholder(language), message: nil)))
            widgets.append(Widget(nameButton, frame: Rect(x: field.maxX - nameButtonWidth, y: field.minY, width: nameButtonWidth, height: 56),
                                  kind: .button(S.nameButton(language), role: .primary)))
            let ids = inputs.foods.map(\.id)
            let names = Dictionary(uniqueKeysWithValues: inputs.foods.map { ($0.id, $0.name) })
            let list = nameList(in: frame, guesses: guesses.count, foods: ids.count, selection: state.nameSelection)
            widgets += list.widgets(state: state.ui, header: { section in
                guesses.isEmpty || section == 1 ? S.allFoodsHeader(language) : S.guessesHeader(language)
            }, row: { _, number in
                ListRow(food(atRow: number, guesses: guesses, foods: ids).flatMap { names[$0] } ?? "")
            })
        } else {
            widgets += [
                Widget(WidgetID("card.fun-fact"), frame: row(rows.fact, 44),
                       kind: .label(StickerJarStrings.funFact, style: .headline, alignment: .center)),
                Widget(WidgetID("card.fact"), frame: row(rows.fact + 44, rows.factHeight),
                       kind: .label(content.fact, style: .body, alignment: .center)),
            ]
        }
        widgets += [
            Widget(WidgetID("card.hint"), frame: row(frame.height - 64, 32),
                   kind: .label(StickerJarStrings.closeCard, style: .caption, alignment: .center)),
            Widget(cardClose, frame: Rect(x: frame.maxX - 72, y: frame.minY + 16, width: 56, height: 56),
                   kind: .iconButton(.close, name: StickerJarStrings.closeCardButton, role: .secondary)),
        ]
        return widgets
    }
}
