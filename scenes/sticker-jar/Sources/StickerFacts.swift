import Engine

/// What a sticker is, for its card and its probes: a catalog food (recognised, bundled or named
/// so by the user), a food the user named that the catalog lacks, or a mystery snack still to be
/// named.
enum StickerFacts: Equatable {
    case food(FoodInfo)
    /// A name the user typed that is no catalog food: the card has no nutrition for it.
    case named(String)
    /// Not recognised and not named: the card asks; `guesses` are the nearest catalog ids.
    case mystery(guesses: [String])

    /// How probes name it: the food's id, "named" or "unknown".
    var probeName: String {
        switch self {
        case .food(let food): food.id
        case .named: "named"
        case .mystery: "unknown"
        }
    }
}

extension StickerJarScene {
    /// What the sticker with `art` is now: the user's name for it if they gave one, else what
    /// the analysis said.
    func facts(of art: StickerArt) -> StickerFacts {
        Self.facts(of: art, names: state.names, catalog: catalog)
    }

    /// What the sticker with `art` is, given the user's `names` and the `catalog`.
    static func facts(of art: StickerArt, names: [SnackName], catalog: OfflineFoodCatalog) -> StickerFacts {
        if let name = names.first(where: { $0.art == art.key }) {
            if let id = name.food, let food = catalog.food(withID: id) { return .food(food) }
            return .named(name.text)
        }
        switch art.analysis {
        case .known(let food): return .food(food)
        case .unknown(let guesses): return .mystery(guesses: guesses)
        }
    }
}
