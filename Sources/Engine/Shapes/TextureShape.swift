import Core
import Imaging

/// A body's collision shape traced from an image's alpha, like SpriteKit's texture bodies.
///
/// The largest solid region's outline is traced with marching squares, simplified, turned into
/// metres and split into convex pieces Box2D accepts: `world.addShape(shape, to: body)`.
public struct TextureShape: Sendable, Equatable {
    /// The traced outline, simplified, in metres (y up, origin at the image centre).
    public var outline: Polygon
    /// Convex counter-clockwise pieces of at most 8 vertices covering the outline, in metres.
    public var pieces: [Polygon]

    /// Vertices of a piece closer than this are welded, m (Box2D itself welds at 2.5 mm).
    static let weldDistance = 0.01
    /// The thinnest piece kept, m: Box2D rejects polygons thinner than its 5 mm linear slop.
    static let minimumThickness = 0.006

    /// Traces the shape of `image`'s solid pixels (alpha ≥ `alphaThreshold`).
    ///
    /// - Parameters:
    ///   - image: the picture whose solid pixels make the shape.
    ///   - alphaThreshold: the least alpha (0–255) a pixel needs to count as solid.
    ///   - size: the size the whole image spans in the world, metres.
    ///   - tolerance: simplification tolerance in image pixels.
    /// - Throws: `TextureShapeError` (with a clear message) when the image has no solid pixels,
    ///   `size` is not positive, or every piece would be thinner than Box2D allows.
    public init(image: Image, alphaThreshold: UInt8 = 128, size: Vec2, tolerance: Double = 1.5) throws {
        guard size.x > 0, size.y > 0, size.x.isFinite, size.y.isFinite else {
            throw TextureShapeError.invalidSize(size)
        }
        guard let traced = AlphaMask(image, threshold: alphaThreshold).outlines().first else {
            throw TextureShapeError.noSolidPixels(alphaThreshold: alphaThreshold)
        }
        let width = Double(image.width), height = Double(image.height)
        let outline = traced.simplified(tolerance: tolerance).transformed { pixel in
            Vec2((pixel.x - width / 2) * size.x / width, (height / 2 - pixel.y) * size.y / height)
        }
        self.outline = outline.isCounterClockwise ? outline : outline.reversed()
        pieces = self.outline.convexPieces(maxVertices: 8).compactMap(Self.acceptedByBox2D)
        guard !pieces.isEmpty else { throw TextureShapeError.tooThin(size: size) }
    }

    /// `piece` with vertices closer than `weldDistance` welded, or nil when what is left is
    /// thinner than `minimumThickness`. Dropping vertices of a convex polygon keeps it convex.
    private static func acceptedByBox2D(_ piece: Polygon) -> Polygon? {
        var kept: [Vec2] = []
        for vertex in piece.vertices where kept.allSatisfy({ $0.distance(to: vertex) >= weldDistance }) {
            kept.append(vertex)
        }
        guard kept.count >= 3 else { return nil }
        return thickness(of: kept) >= minimumThickness ? Polygon(kept) : nil
    }

    /// The smallest width of a convex polygon: over its edges, the farthest any vertex lies
    /// from the edge's line, at its smallest.
    private static func thickness(of convex: [Vec2]) -> Double {
        convex.indices.map { i in
            let a = convex[i], edge = convex[(i + 1) % convex.count] - a
            return convex.map { edge.cross($0 - a) / edge.length }.max()!
        }.min()!
    }
}
