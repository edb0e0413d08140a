import UI

/// A screen of the gallery, chosen in the tab bar at the bottom.
enum GalleryPage: Int, CaseIterable, Sendable, Codable {
    /// Buttons, switches, choices and values.
    case controls
    /// Text fields and a text editor: placeholder, validation, a length limit, disabled.
    case text
    /// A long list under sticky year headers, and a grid of tiles.
    case lists
    /// Sheets, dialogs, toasts and an empty state.
    case overlays

    /// The tab that shows the page.
    var tab: TabItem {
        switch self {
        case .controls: TabItem(GalleryStrings.controlsTab, icon: .sliders)
        case .text: TabItem(GalleryStrings.textTab, icon: .text)
        case .lists: TabItem(GalleryStrings.listsTab, icon: .list)
        case .overlays: TabItem(GalleryStrings.overlaysTab, icon: .layers)
        }
    }
}
