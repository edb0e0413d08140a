import Engine

/// The looks a roast's share image comes in, each drawn at
/// its own full size.
public enum ShareTemplate: String, CaseIterable, Codable, Sendable, Hashable {
    /// The roast on a cream card over navy, like the card in the app (1080 × 1350, 4:5).
    case classic
    /// Navy words on cream paper, a crimson rule and little else (1080 × 1350, 4:5).
    case minimal
    /// Bold white words on a crimson gradient with sand blobs (1080 × 1350, 4:5).
    case vibrant
    /// A phone-screen story: a cream card on a crimson-to-navy gradient (1080 × 1920, 9:16).
    case story
    /// A square post: white words on navy with a crimson corner (1080 × 1080, 1:1).
    case square

    /// The picture's size, in pixels.
    public var size: Vec2 {
        switch self {
        case .classic, .minimal, .vibrant: Vec2(1080, 1350)
        case .story: Vec2(1080, 1920)
        case .square: Vec2(1080, 1080)
        }
    }

    /// The key of the template's name in the string tables, e.g. `share.template.story`.
    var nameKey: String { "share.template." + rawValue }
}
