/// What a diary entry is: a film or a TV show.
public enum EntryType: String, Codable, CaseIterable, Sendable {
    case movie = "movie"
    case tvShow = "tv_show"

    /// The type's name for the user ("Movie", "TV Show").
    public var displayName: String {
        switch self {
        case .movie: WatchLogStrings.movie
        case .tvShow: WatchLogStrings.tvShow
        }
    }
}
