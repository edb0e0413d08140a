import Engine

/// `scenes/sticker-jar/data/jar.yml` as the art tool reads it: the jar's inside outline in metres
/// (origin at the bottom centre, y up, clockwise) and where its glass art goes.
struct JarSpecFile: Decodable {
    /// Art pixels per metre (the scene's canvas scale).
    var pixelsPerMetre: Double
    /// The inside of the glass, `[x, y]` pairs in metres.
    var outline: [[Double]]
    var art: Art

    struct Art: Decodable {
        /// The back glass, as a file name in the scene's `art/` folder.
        var back: String
        /// The front glass, as a file name in the scene's `art/` folder.
        var front: String
        /// The art pixel `[px, py]` that sits on the outline's origin.
        var origin: [Double]
    }

    /// The outline as points.
    var points: [(x: Double, y: Double)] { outline.map { ($0[0], $0[1]) } }

    /// Reads the file at `path` and checks what the drawing relies on.
    /// - Throws: `DataFileError` naming the file and the problem.
    static func load(from path: String) throws -> JarSpecFile {
        let spec = try DataFile.decode(JarSpecFile.self, from: path)
        guard spec.outline.count >= 3, spec.outline.allSatisfy({ $0.count == 2 }) else {
            throw DataFileError(path: path, reason: "the outline needs 3 or more [x, y] points")
        }
        guard spec.art.origin.count == 2 else { throw DataFileError(path: path, reason: "art.origin must be [px, py]") }
        guard spec.pixelsPerMetre > 0 else { throw DataFileError(path: path, reason: "pixelsPerMetre must be positive") }
        let p = spec.points
        var twiceArea = 0.0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            twiceArea += a.x * b.y - b.x * a.y
        }
        guard twiceArea < 0 else { throw DataFileError(path: path, reason: "the outline must wind clockwise (y up)") }
        return spec
    }
}
