import Engine
import Foundation

/// A tiny colour summary of a sticker (its subject on a 12 × 12 grid over grey) for telling
/// which catalog food a picture shows.
struct StickerSignature {
    static let side = 12
    /// Red, green and blue per grid cell, 0...1, the subject composited over mid-grey.
    private var values: [Double]
    /// Width over height of the sticker.
    private var aspect: Double

    init(_ sticker: Image) {
        let small = sticker.scaled(width: Self.side, height: Self.side)
        var values: [Double] = []
        values.reserveCapacity(Self.side * Self.side * 3)
        for y in 0..<Self.side {
            for x in 0..<Self.side {
                let c = small[x: x, y: y]
                let alpha = Double(c.a) / 255
                for channel in [c.r, c.g, c.b] { values.append(Double(channel) / 255 * alpha + 0.5 * (1 - alpha)) }
            }
        }
        self.values = values
        self.aspect = Double(sticker.width) / Double(max(1, sticker.height))
    }

    /// How different two signatures are: the mean colour difference per channel (0...1) plus
    /// how far apart their aspect ratios are.
    func distance(to other: StickerSignature) -> Double {
        var sum = 0.0
        for i in values.indices { sum += abs(values[i] - other.values[i]) }
        let colour = sum / Double(values.count)
        let shape = abs(log(aspect) - log(other.aspect))
        return colour + 0.1 * shape
    }
}
