import Core

/// Why an image gives no `TextureShape`.
public enum TextureShapeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No pixel's alpha reaches the threshold.
    case noSolidPixels(alphaThreshold: UInt8)
    /// The size the image spans is not positive and finite, m.
    case invalidSize(Vec2)
    /// At this size every convex piece is thinner than Box2D's 5 mm minimum.
    case tooThin(size: Vec2)

    /// The message, saying why there is no shape to trace.
    public var description: String {
        switch self {
        case .noSolidPixels(let threshold):
            "the image has no solid pixels (none with alpha ≥ \(threshold)): there is no shape to trace"
        case .invalidSize(let size): "a texture shape needs a positive size in metres, got \(size)"
        case .tooThin(let size): "at \(size.x)×\(size.y) m every piece of the shape is thinner than Box2D's 5 mm minimum"
        }
    }
}
