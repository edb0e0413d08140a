import Engine
import UI

/// The gallery's widgets, built from its state by one pure function: the page's widgets, some
/// disabled, in focus order down the screen, then the tab bar that picks the page.
enum GalleryTree {
    static let save: WidgetID = "save", cancel: WidgetID = "cancel", delete: WidgetID = "delete"
    static let archive: WidgetID = "archive", add: WidgetID = "add", remove: WidgetID = "remove"
    static let close: WidgetID = "close", confirm: WidgetID = "confirm"
    static let wifi: WidgetID = "wifi", bluetooth: WidgetID = "bluetooth", airplane: WidgetID = "airplane"
    static let period: WidgetID = "period", units: WidgetID = "units"
    static let volume: WidgetID = "volume", brightness: WidgetID = "brightness"
    static let copies: WidgetID = "copies", spice: WidgetID = "spice"
    static let tabs: WidgetID = "tabs"
    static let name: WidgetID = "name", email: WidgetID = "email", notes: WidgetID = "notes"
    static let account: WidgetID = "account"
    static let showSheet: WidgetID = "show-sheet", deleteAll: WidgetID = "delete-all", showToast: WidgetID = "show-toast"
    static let sheet: WidgetID = "sheet", notifications: WidgetID = "notifications", sheetDelete: WidgetID = "sheet-delete"
    static let done: WidgetID = "done", confirmation: WidgetID = "confirmation", empty: WidgetID = "empty"
    static let toast: WidgetID = "toast"

    /// The whole canvas, in canvas pixels.
    static let canvas = Rect(x: 0, y: 0, width: 720, height: 1280)

    /// The canvas margin left and right, in canvas pixels.
    static let margin = 40.0
    /// The top of the first section, leaving room under the header for the host's overlays, in canvas pixels.
    static let contentTop = 272.0
    /// The height of the tab bar along the bottom of the canvas, in canvas pixels.
    static let tabBarHeight = 96.0

    /// The tree for `state`, laid out on the 720 × 1280 canvas: the page, the tab bar, then any
    /// open sheet and dialog and the toast over them.
    static func tree(for state: UIGalleryScene.State, theme: Theme, typesetter: Typesetter) -> UITree {
        typealias S = GalleryStrings
        let width = 720 - 2 * margin
        var widgets = Stack.column(spacing: theme.spacing(1)) {
            Widget("title", kind: .label(S.title, style: .title, alignment: .left))
            Widget("subtitle", kind: .label(S.subtitle, style: .caption, alignment: .left))
        }.widgets(in: Rect(x: margin, y: 72, width: width, height: contentTop - 72), theme: theme, typesetter: typesetter)
        let page = Rect(x: margin, y: contentTop, width: width, height: 1280 - tabBarHeight - contentTop)
        switch state.page {
        case .controls: widgets += controls(for: state, theme: theme, typesetter: typesetter).widgets(in: page, theme: theme, typesetter: typesetter)
        case .text: widgets += text(for: state, theme: theme).widgets(in: page, theme: theme, typesetter: typesetter)
        case .lists: addLists(for: state, theme: theme, to: &widgets)
        case .overlays: addOverlays(for: state, theme: theme, typesetter: typesetter, to: &widgets)
        }
        let tabBar = Rect(x: 0, y: 1280 - tabBarHeight, width: 720, height: tabBarHeight)
        widgets.append(Widget(tabs, frame: tabBar, kind: .tabBar(GalleryPage.allCases.map(\.tab), selected: state.page.rawValue)))
        addLayers(for: state, theme: theme, typesetter: typesetter, to: &widgets)
        return UITree(widgets, defaultButton: state.page == .controls ? save : nil)
    }
}
