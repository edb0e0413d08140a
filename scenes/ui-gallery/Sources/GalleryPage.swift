import UI

/// A screen of the gallery, chosen in the tab bar at the bottom.
enum GalleryPage: Int, CaseIterable, Sendable {
    /// Buttons, switches, choices and values.
    case controls
    /// A long list under sticky year headers, and a grid of tiles.
    case lists

    /// The tab that shows the page.
    var tab: TabItem {
        switch self {
        case .controls: TabItem(GalleryStrings.controlsTab, icon: .sliders)
        case .lists: TabItem(GalleryStrings.listsTab, icon: .list)
        }
    }
}
