import Engine
import Testing

@Suite("Texture shape")
struct TextureShapeTests {
    /// A 200-pixel bowl: the disc of radius 80 round the centre less the disc of radius 68
    /// 30 pixels higher, a crescent with its horns up.
    static let bowl: Image = {
        var image = Image(width: 200, height: 200)
        for y in 0..<200 {
            for x in 0..<200 {
                let p = Vec2(Double(x) + 0.5, Double(y) + 0.5)
                if p.distance(to: Vec2(100, 100)) <= 80 && p.distance(to: Vec2(100, 70)) > 68 {
                    image[x: x, y: y] = .white
                }
            }
        }
        return image
    }()
    /// The bowl spans 2 m: 1 cm a pixel.
    static let size = Vec2(2, 2)

    /// A point in metres as image pixels.
    static func pixel(_ p: Vec2) -> Vec2 { Vec2(p.x * 100 + 100, 100 - p.y * 100) }

    @Test("pieces are convex, counter-clockwise, of ≤ 8 vertices, in metres round the image centre")
    func pieces() throws {
        let shape = try TextureShape(image: Self.bowl, size: Self.size)
        #expect(shape.outline.isCounterClockwise)
        #expect(shape.pieces.count > 1 && shape.pieces.count <= 24, "\(shape.pieces.count) pieces")
        for piece in shape.pieces {
            #expect(piece.isConvex && piece.isCounterClockwise && piece.vertices.count <= 8)
        }
        let bounds = shape.outline.bounds
        #expect(abs(bounds.minX + 0.8) < 0.02 && abs(bounds.maxX - 0.8) < 0.02)
        #expect(abs(bounds.minY + 0.8) < 0.02)   // y up: the bowl's bottom is at -0.8 m
    }

    @Test("pieces cover ≥ 97% of the solid pixel centres, and ≤ 3% of their area lies outside")
    func coverage() throws {
        let shape = try TextureShape(image: Self.bowl, size: Self.size)
        let mask = AlphaMask(Self.bowl)
        var solid = 0, covered = 0
        for y in 0..<200 {
            for x in 0..<200 where mask[x, y] {
                solid += 1
                let metres = Vec2((Double(x) + 0.5 - 100) / 100, (100 - Double(y) - 0.5) / 100)
                if shape.pieces.contains(where: { $0.contains(metres) }) { covered += 1 }
            }
        }
        #expect(Double(covered) >= 0.97 * Double(solid), "\(covered) of \(solid)")
        var inside = 0, outside = 0
        for piece in shape.pieces {
            let bounds = piece.bounds
            for y in stride(from: bounds.minY, to: bounds.maxY, by: 0.0031) {
                for x in stride(from: bounds.minX, to: bounds.maxX, by: 0.0029) where piece.contains(Vec2(x, y)) {
                    let p = Self.pixel(Vec2(x, y))
                    if mask[Int(p.x.rounded(.down)), Int(p.y.rounded(.down))] { inside += 1 } else { outside += 1 }
                }
            }
        }
        #expect(Double(outside) <= 0.03 * Double(inside + outside), "\(outside) of \(inside + outside)")
    }

    @Test("every piece is accepted by Box2D, even for a small sprite")
    func acceptedByBox2D() throws {
        let world = PhysicsWorld()
        for size in [Self.size, Vec2(0.3, 0.3), Vec2(4, 1)] {
            let body = world.createBody(BodyDef(type: .dynamic))
            let shape = try TextureShape(image: Self.bowl, size: size)
            let fixtures = try world.addShape(shape, to: body)
            #expect(fixtures.count == shape.pieces.count)
            #expect(world.fixtures(of: body) == fixtures)
        }
    }

    @Test("a ball dropped into the bowl rests in its hollow, below the horns")
    func concaveBody() throws {
        let world = PhysicsWorld()
        let bowl = world.createBody(BodyDef(type: .static))
        let shape = try TextureShape(image: Self.bowl, size: Self.size)
        try world.addShape(shape, to: bowl)
        let ball = world.createBody(BodyDef(type: .dynamic, position: Vec2(0, 1.5)))
        try world.addCircle(radius: 0.1, to: ball)
        for _ in 0..<240 { world.step(1.0 / 60) }
        let rest = world.position(of: ball)
        // The hollow's floor is at -0.38 m; the horns reach up to about 0.45 m.
        #expect(abs(rest.y - (-0.28)) < 0.03, "\(rest)")
        #expect(rest.y < shape.outline.bounds.maxY - 0.5)
    }

    @Test("an image without solid pixels throws, saying why")
    func errors() {
        #expect(throws: TextureShapeError.noSolidPixels(alphaThreshold: 128)) {
            try TextureShape(image: Image(width: 8, height: 8), size: Self.size)
        }
        #expect(throws: TextureShapeError.invalidSize(Vec2(0, 1))) {
            try TextureShape(image: Self.bowl, size: Vec2(0, 1))
        }
        #expect(TextureShapeError.noSolidPixels(alphaThreshold: 128).description
                == "the image has no solid pixels (none with alpha ≥ 128): there is no shape to trace")
    }
}
