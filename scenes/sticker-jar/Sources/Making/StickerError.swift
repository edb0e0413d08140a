/// Why a picture cannot become a sticker; its description says so in plain words.
public struct StickerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the picture.
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// The picture has no pixels.
        case empty
        /// No pixel is solid (alpha ≥ 128).
        case allTransparent
        /// The picture is one plain colour.
        case uniform
        /// Removing the background left nothing: no part of the picture stands out from it.
        case noSubject
        /// The subject covers `pixels` solid pixels, fewer than `minimum`.
        case subjectTooSmall(pixels: Int, minimum: Int)

        /// The reason in plain words, for a message that names the picture.
        public var description: String {
            switch self {
            case .empty: "the picture has no pixels"
            case .allTransparent: "the picture is fully transparent: there is no subject to lift"
            case .uniform: "the picture is one plain colour: there is no subject to lift"
            case .noSubject: "nothing in the picture stands out from its background: there is no subject to lift"
            case .subjectTooSmall(let pixels, let minimum):
                "the subject is only \(pixels) pixels: a sticker needs at least \(minimum)"
            }
        }
    }

    /// What is wrong with the picture.
    public let reason: Reason

    /// The error for `reason`.
    public init(_ reason: Reason) { self.reason = reason }

    /// The reason in plain words.
    public var description: String { reason.description }
}
