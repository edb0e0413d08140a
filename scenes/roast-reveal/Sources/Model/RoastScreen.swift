import UI

/// A screen of the app, picked in the tab bar along the bottom.
enum RoastScreen: Int, CaseIterable, Sendable, Codable {
    /// Category, spice, mood and collection, then the card.
    case generator
    /// History and favourites.
    case library
    /// The badges' grid.
    case badges
    /// Language, default spice and resetting.
    case settings

    /// The probe's name for it.
    var name: String {
        switch self {
        case .generator: "generator"
        case .library: "library"
        case .badges: "badges"
        case .settings: "settings"
        }
    }

    /// Its tab, titled in `language`.
    func tab(_ strings: RoastStrings, _ language: RoastLanguage) -> TabItem {
        switch self {
        case .generator: TabItem(strings.text("tab.generator", in: language), icon: .plus)
        case .library: TabItem(strings.text("tab.library", in: language), icon: .list)
        case .badges: TabItem(strings.text("tab.badges", in: language), icon: .check)
        case .settings: TabItem(strings.text("tab.settings", in: language), icon: .sliders)
        }
    }
}
