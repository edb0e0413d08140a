import Engine
import UI

/// The scene's widgets, built from its state by pure functions: the streak header, the screen's
/// widgets, the tab bar, then any open sheet or dialog and the toast over them.
enum RoastTree {
    static let tabs: WidgetID = "tabs", toast: WidgetID = "toast"
    static let title: WidgetID = "title", streak: WidgetID = "streak", streakStatus: WidgetID = "streak-status"

    /// The whole canvas, in canvas pixels.
    static let canvas = Rect(x: 0, y: 0, width: 720, height: 1280)
    /// The canvas margin left and right, in canvas pixels.
    static let margin = 40.0
    /// The top of a screen's widgets, leaving room above for the host's overlays, in canvas pixels.
    static let contentTop = 272.0
    /// The tab bar's height along the bottom, in canvas pixels.
    static let tabBarHeight = 96.0
    /// The bottom of a screen's widgets, above the tab bar, in canvas pixels.
    static var contentBottom: Double { canvas.height - tabBarHeight - 16 }
    /// The width between the margins, in canvas pixels.
    static var contentWidth: Double { canvas.width - 2 * margin }

    /// What the tree shows besides the state: the words and the collections in season.
    struct Context {
        var strings: RoastStrings
        var collections: [RoastCollection]
        /// The streak's status now.
        var status: StreakStatus
        /// The streak shown now (0 once it lapsed).
        var displayedStreak: Int
        var theme: Theme
        /// Measures text where a widget's size follows it (an empty state's message).
        var typesetter: Typesetter

        func text(_ key: String, _ state: RoastRevealScene.State, _ values: [String: String] = [:]) -> String {
            strings.text(key, in: state.language, values)
        }
    }

    /// The tree for `state`.
    static func tree(for state: RoastRevealScene.State, context c: Context) -> UITree {
        var widgets = header(for: state, context: c)
        var defaultButton: WidgetID?
        switch state.screen {
        case .generator: defaultButton = addGenerator(for: state, context: c, to: &widgets)
        case .library: addLibrary(for: state, context: c, to: &widgets)
        case .badges: addBadges(for: state, context: c, to: &widgets)
        case .settings: addSettings(for: state, context: c, to: &widgets)
        }
        let bar = Rect(x: 0, y: canvas.height - tabBarHeight, width: canvas.width, height: tabBarHeight)
        widgets.append(Widget(tabs, frame: bar, kind: .tabBar(RoastScreen.allCases.map { $0.tab(c.strings, state.language) },
                                                               selected: state.screen.rawValue)))
        addLayers(for: state, context: c, to: &widgets)
        return UITree(widgets, defaultButton: defaultButton)
    }

    /// The app's name and the streak badge, with the streak's status under them, on every screen.
    static func header(for state: RoastRevealScene.State, context c: Context) -> [Widget] {
        let days = c.strings.count("streak.days", c.displayedStreak, in: state.language)
        return Stack.column(spacing: 8) {
            Stack.row(spacing: 40, alignment: .center) {
                Widget(title, kind: .label(c.text("app.title", state), style: .title, alignment: .left))
                Widget(streak, kind: .label("\u{1F525} " + days, style: .headline, alignment: .right)).flexible()
            }
            Widget(streakStatus, kind: .label(statusText(state, context: c), style: .caption, alignment: .right))
        }.widgets(in: Rect(x: margin, y: 64, width: contentWidth, height: contentTop - 64), theme: c.theme, typesetter: c.typesetter)
    }

    /// What the streak's status says, in the state's language.
    static func statusText(_ state: RoastRevealScene.State, context c: Context) -> String {
        c.status.text(c.strings, in: state.language)
    }

    /// `level` chillies.
    static func chillies(_ level: Int) -> String { String(repeating: "\u{1F336}\u{FE0F}", count: max(0, level)) }

    /// The toast above the tab bar, or above the open sheet.
    static func addLayers(for state: RoastRevealScene.State, context c: Context, to widgets: inout [Widget]) {
        addGeneratorLayers(for: state, context: c, to: &widgets)
        addShareSheet(for: state, context: c, to: &widgets)
        if state.overlays.isVisible(RoastTree.resetDialog) {
            widgets += ConfirmationDialog(title: c.text("settings.resetConfirmTitle", state),
                                          message: c.text("settings.resetConfirmDetail", state),
                                          confirm: c.text("settings.resetConfirm", state),
                                          cancel: c.text("settings.cancel", state))
                .widgets(RoastTree.resetDialog, in: canvas, phase: state.overlays[RoastTree.resetDialog], theme: c.theme, typesetter: c.typesetter)
        }
        if let widget = state.overlays.toast.widget(toast, in: canvas, bottomInset: toastInset(state), theme: c.theme) { widgets.append(widget) }
    }

    /// How far up the toast sits: above the open sheet, else above the tab bar, in canvas pixels.
    static func toastInset(_ state: RoastRevealScene.State) -> Double {
        state.overlays.isOpen(RoastTree.categorySheet) ? categorySheetHeight : state.overlays.isOpen(RoastTree.moodSheet) ? moodSheetHeight
            : state.overlays.isOpen(RoastTree.shareSheet) ? shareSheetHeight : tabBarHeight
    }
}
