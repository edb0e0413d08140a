import Engine

/// The jar as `data/jar.yml` describes it: a closed outline in metres and the glass art drawn
/// around it.
struct JarSpec: Decodable {
    /// Canvas (and art) pixels per metre.
    var pixelsPerMetre: Double
    /// The inside wall, jar-local metres (origin at the bottom centre, y up), clockwise.
    var outline: Polygon
    /// The glass art, as file names in the scene's `art/` resources.
    var art: Art

    struct Art: Decodable {
        /// The back of the glass, drawn behind the stickers.
        var back: String
        /// The front of the glass, drawn over them.
        var front: String
        /// The art pixel that sits on the outline's origin.
        var origin: Vec2
    }

    private enum CodingKeys: String, CodingKey { case pixelsPerMetre, outline, art }
    private enum ArtKeys: String, CodingKey { case back, front, origin }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        pixelsPerMetre = try c.decode(Double.self, forKey: .pixelsPerMetre)
        outline = Polygon(try c.decode([[Double]].self, forKey: .outline).map(Self.point))
        let a = try c.nestedContainer(keyedBy: ArtKeys.self, forKey: .art)
        art = Art(back: try a.decode(String.self, forKey: .back), front: try a.decode(String.self, forKey: .front),
                  origin: Self.point(try a.decode([Double].self, forKey: .origin)))
    }

    private static func point(_ pair: [Double]) -> Vec2 {
        Vec2(pair.first ?? 0, pair.count > 1 ? pair[1] : 0)
    }

    /// Reads and checks the jar file at `path`.
    /// - Throws: `DataFileError` naming the file when it is malformed, or when the outline is not
    ///   a usable container (too few points, not clockwise, points closer than Box2D allows).
    static func load(from path: String) throws -> JarSpec {
        let spec = try DataFile.decode(JarSpec.self, from: path)
        let points = spec.outline.vertices
        guard points.count >= 3 else { throw DataFileError(path: path, reason: "the outline needs at least 3 points") }
        guard !spec.outline.isCounterClockwise else {
            throw DataFileError(path: path, reason: "the outline must wind clockwise (y up) so its inside holds the stickers")
        }
        for i in points.indices where (points[(i + 1) % points.count] - points[i]).length < 0.05 {
            throw DataFileError(path: path, reason: "outline points \(i) and \((i + 1) % points.count) are closer than 0.05 m")
        }
        guard spec.pixelsPerMetre > 0 else { throw DataFileError(path: path, reason: "pixelsPerMetre must be positive") }
        return spec
    }
}

extension JarSpec {
    /// The stretch of the jar's inside at height `y` (metres), pulled in by `inset` metres from
    /// the walls at either end, or nil where the jar is narrower than that.
    func interiorSpan(atHeight y: Double, inset: Double) -> ClosedRange<Double>? {
        let points = outline.vertices
        var crossings: [Double] = []
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            guard (a.y <= y && b.y > y) || (b.y <= y && a.y > y) else { continue }
            crossings.append(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x))
        }
        guard let low = crossings.min(), let high = crossings.max(), high - low > 2 * inset else { return nil }
        return (low + inset)...(high - inset)
    }
}
