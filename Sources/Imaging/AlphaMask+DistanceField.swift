extension AlphaMask {
    /// For every pixel, the Euclidean distance from its centre to the nearest solid pixel's
    /// centre, in pixels; 0 on solid pixels, infinity when none is solid.
    ///
    /// The exact two-pass transform of Felzenszwalb and Huttenlocher (lower envelope of
    /// parabolas, columns then rows): O(width × height).
    public func distanceToSolid() -> [Double] {
        var field = solid.map { $0 ? 0 : Double.infinity }
        var line = [Double](), envelope = Envelope()
        for x in 0..<width {
            line = (0..<height).map { field[$0 * width + x] }
            envelope.transform(&line)
            for y in 0..<height { field[y * width + x] = line[y] }
        }
        for y in 0..<height {
            line = Array(field[(y * width)..<(y * width + width)])
            envelope.transform(&line)
            field.replaceSubrange((y * width)..<(y * width + width), with: line)
        }
        return field.map { $0.squareRoot() }
    }
}

/// Working storage for the 1D squared distance transform, reused from line to line.
private struct Envelope {
    /// The positions of the parabolas in the lower envelope.
    var apex: [Int] = []
    /// Where each parabola of the envelope takes over from the previous one.
    var boundary: [Double] = []

    /// Replaces `f` by `min over q of (p - q)² + f(q)` at every p.
    mutating func transform(_ f: inout [Double]) {
        let count = f.count
        apex.removeAll(keepingCapacity: true)
        boundary.removeAll(keepingCapacity: true)
        for q in 0..<count where f[q].isFinite {
            while let last = apex.last {
                let crossing = intersection(f, last, q)
                if crossing > boundary[boundary.count - 1] { break }
                apex.removeLast()
                boundary.removeLast()
            }
            boundary.append(apex.isEmpty ? -.infinity : intersection(f, apex[apex.count - 1], q))
            apex.append(q)
        }
        guard !apex.isEmpty else { return }
        let sampled = f
        var k = 0
        for p in 0..<count {
            while k + 1 < apex.count && boundary[k + 1] < Double(p) { k += 1 }
            let d = Double(p - apex[k])
            f[p] = d * d + sampled[apex[k]]
        }
    }

    /// Where the parabolas rooted at `a` and `b` (a < b) meet.
    private func intersection(_ f: [Double], _ a: Int, _ b: Int) -> Double {
        ((f[b] + Double(b * b)) - (f[a] + Double(a * a))) / Double(2 * (b - a))
    }
}
