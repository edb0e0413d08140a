import UI

extension StreakStatus {
    /// What the status says to the user in `language` (the header's line, the widget's, `diorama roast today`'s).
    func text(_ strings: RoastStrings, in language: RoastLanguage) -> String {
        switch self {
        case .active: strings.text("streak.active", in: language)
        case .dueToday: strings.text("streak.dueToday", in: language)
        case .expiringSoon(let hours): strings.text("streak.expiringSoon", in: language, ["hours": NumberText.grouped(hours, languageCode: language.rawValue)])
        case .expired: strings.text("streak.expired", in: language)
        case .frozen: strings.text("streak.frozen", in: language)
        }
    }
}
