/// How the user says they feel, which sets a roast's tone.
public enum RoastMood: String, CaseIterable, Codable, Sendable, Hashable {
    case great, confident, bored, tired, stressed, roughDay

    /// The highest spice a roast gets in this mood: the low moods stay gentle whatever the slider says.
    public var spiceCap: Int {
        switch self {
        case .great, .confident, .bored: RoastSpice.range.upperBound
        case .tired, .stressed: 3
        case .roughDay: 1
        }
    }

    /// The key of the mood's name in the string tables, e.g. `mood.roughDay`.
    public var nameKey: String { "mood." + rawValue }
}
