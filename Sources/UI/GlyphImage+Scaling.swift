extension GlyphImage {
    /// This colour bitmap resampled by `factor` (each new pixel the area average of the old ones
    /// it covers, premultiplied colour averaged as it blends), its pen offsets scaled and rounded:
    /// how an emoji's one strike is drawn at another size.
    func scaled(by factor: Double) -> GlyphImage? {
        guard factor.isFinite, factor > 0 else { return nil }
        if factor == 1 { return self }
        let newWidth = max(1, Int((Double(width) * factor).rounded(.up)))
        let newHeight = max(1, Int((Double(height) * factor).rounded(.up)))
        let channels = isColor ? 4 : 1
        let across = Self.weights(from: width, to: newWidth, factor: factor)
        let down = Self.weights(from: height, to: newHeight, factor: factor)
        // Across first, then down, each a weighted sum of the source pixels a new pixel covers.
        var rows = [Double](repeating: 0, count: newWidth * height * channels)
        for y in 0..<height {
            for (x, taps) in across.enumerated() {
                for (source, weight) in taps {
                    for c in 0..<channels { rows[(y * newWidth + x) * channels + c] += Double(pixels[(y * width + source) * channels + c]) * weight }
                }
            }
        }
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * channels)
        for (y, taps) in down.enumerated() {
            for x in 0..<newWidth {
                for c in 0..<channels {
                    var sum = 0.0
                    for (source, weight) in taps { sum += rows[(source * newWidth + x) * channels + c] * weight }
                    result[(y * newWidth + x) * channels + c] = UInt8(min(255, max(0, sum.rounded())))
                }
            }
        }
        return GlyphImage(width: newWidth, height: newHeight, left: Int((Double(left) * factor).rounded()),
                          top: Int((Double(top) * factor).rounded()), isColor: isColor, pixels: result)
    }

    /// For each of `to` new pixels along one axis, the old pixels (of `from`) it covers and the
    /// share of the new pixel each covers (summing to 1, less at an edge the bitmap ends in).
    private static func weights(from: Int, to: Int, factor: Double) -> [[(Int, Double)]] {
        (0..<to).map { index in
            let start = Double(index) / factor, end = Double(index + 1) / factor
            var taps: [(Int, Double)] = []
            var source = Int(start.rounded(.down))
            while Double(source) < end, source < from {
                let overlap = min(end, Double(source + 1)) - max(start, Double(source))
                if overlap > 0 { taps.append((source, overlap * factor)) }
                source += 1
            }
            return taps
        }
    }
}
