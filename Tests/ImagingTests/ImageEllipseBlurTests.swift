import Core
import Imaging
import Testing

@Suite("Blur inside a feathered ellipse")
struct ImageEllipseBlurTests {
    static let picture = BlurPictures.checkerboard(width: 120, height: 90)
    static let center = Vec2(60, 45), radii = Vec2(40, 25), feather = 8.0

    /// The ellipse's normalised radius at the centre of pixel (x, y): < 1 inside.
    static func rho(_ x: Int, _ y: Int) -> Double {
        let u = (Double(x) + 0.5 - center.x) / radii.x, v = (Double(y) + 0.5 - center.y) / radii.y
        return (u * u + v * v).squareRoot()
    }

    @Test("pixels outside the ellipse keep their bytes; deep inside they are the blurred picture's")
    func outsideAndInside() throws {
        let censored = try Self.picture.gaussianBlurred(sigma: 6, ellipseCenter: Self.center, radii: Self.radii,
                                                        feather: Self.feather)
        let blurred = try Self.picture.gaussianBlurred(sigma: 6)
        // The distance to the edge is at least (1 − ρ) × the smaller radius.
        let deep = 1 - Self.feather / min(Self.radii.x, Self.radii.y)
        var (outside, inside, band) = (0, 0, 0)
        for y in 0..<Self.picture.height {
            for x in 0..<Self.picture.width {
                let rho = Self.rho(x, y), pixel = censored[x: x, y: y]
                if rho >= 1 {
                    outside += 1
                    #expect(pixel == Self.picture[x: x, y: y], "(\(x), \(y)) outside changed")
                } else if rho <= deep {
                    inside += 1
                    #expect(pixel == blurred[x: x, y: y], "(\(x), \(y)) deep inside is not the blurred pixel")
                } else {
                    // The feathered band lies between the two pictures.
                    band += 1
                    let original = Self.picture[x: x, y: y], soft = blurred[x: x, y: y]
                    for (a, b, c) in [(original.r, soft.r, pixel.r), (original.g, soft.g, pixel.g), (original.b, soft.b, pixel.b)] {
                        #expect((Int(min(a, b)) - 1...Int(max(a, b)) + 1).contains(Int(c)), "(\(x), \(y)) leaves the blend")
                    }
                }
            }
        }
        #expect(outside > 5000 && inside > 1000 && band > 500)
        #expect(censored != blurred && censored != Self.picture)
    }

    @Test("the feather fades the blur in smoothly from the edge")
    func feathered() throws {
        // A white picture with one black row through the centre: blurred, the row spreads; along
        // the row, the darkness rises from the edge of the ellipse to its full depth.
        var picture = Image(width: 120, height: 90, fill: .white)
        for x in 0..<120 { picture[x: x, y: 45] = .black }
        let censored = try picture.gaussianBlurred(sigma: 4, ellipseCenter: Self.center, radii: Self.radii,
                                                   feather: Self.feather)
        // Left edge at x = 20: from there to 8 px in, the row lightens step by step.
        let reds = (19...30).map { Int(censored[x: $0, y: 45].r) }
        #expect(reds.first == 0 && reds.last == reds[9], "\(reds)")
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 <= $1 }, "\(reds)")
        #expect(Set(reds).count >= 6, "a smooth ramp, not a step: \(reds)")
    }

    @Test("bad ellipses and feathers are refused", arguments: [
        (Vec2(0, 10), 4.0), (Vec2(10, -1), 4.0), (Vec2(.nan, 10), 4.0), (Vec2(10, .infinity), 4.0),
        (Vec2(10, 10), -1.0), (Vec2(10, 10), .nan), (Vec2(10, 10), .infinity),
    ])
    func refuses(radii: Vec2, feather: Double) {
        #expect(throws: BlurError.self) {
            try Self.picture.gaussianBlurred(sigma: 3, ellipseCenter: Self.center, radii: radii, feather: feather)
        }
    }
}
