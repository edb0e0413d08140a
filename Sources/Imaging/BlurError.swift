import Core

/// Why a blur was refused; its description says so in plain words.
public struct BlurError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the request.
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// The standard deviation is not a number or lies outside `Image.gaussianSigmaRange`.
        case sigmaOutOfRange(Double)
        /// The ellipse's radii are not both positive and finite.
        case badEllipse(radii: Vec2)
        /// The feather width is negative or not finite.
        case badFeather(Double)

        public var description: String {
            switch self {
            case .sigmaOutOfRange(let sigma):
                "a Gaussian blur's σ must be from \(Image.gaussianSigmaRange.lowerBound) to \(Image.gaussianSigmaRange.upperBound) pixels, not \(sigma)"
            case .badEllipse(let radii):
                "an ellipse's radii must be positive pixel counts, not \(radii.x) × \(radii.y)"
            case .badFeather(let feather):
                "a feather must be zero or more pixels wide, not \(feather)"
            }
        }
    }

    public let reason: Reason

    public init(_ reason: Reason) { self.reason = reason }

    public var description: String { reason.description }
}
