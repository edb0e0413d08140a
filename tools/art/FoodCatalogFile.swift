import Engine

/// The part of `scenes/sticker-jar/data/foods.yml` the art tool reads: each food's id (the art's
/// file name) and emoji (what to draw). The scene reads the rest.
struct FoodCatalogFile: Decodable {
    struct Food: Decodable {
        /// Lowercase-kebab; the art goes to `<out>/<id>.png`.
        var id: String
        var emoji: String
    }
    var foods: [Food]

    /// Reads the catalog at `path` and checks that ids are usable file names and unique.
    /// - Throws: `DataFileError` naming the file and the problem.
    static func load(from path: String) throws -> FoodCatalogFile {
        let file = try DataFile.decode(FoodCatalogFile.self, from: path)
        var seen: Set<String> = []
        for food in file.foods {
            let kebab = !food.id.isEmpty && food.id.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
            guard kebab else { throw DataFileError(path: path, reason: "'\(food.id)' is not a lowercase-kebab id") }
            guard seen.insert(food.id).inserted else { throw DataFileError(path: path, reason: "two foods have the id '\(food.id)'") }
            guard !food.emoji.isEmpty else { throw DataFileError(path: path, reason: "'\(food.id)' has no emoji") }
        }
        return file
    }
}
