/// Grapheme clusters of one face shaped together (a word, so kerning between its letters
/// applies), measured in whole pixels: what `StyleMetrics` keeps for each word it meets.
struct ShapedWord {
    /// Each cluster's advance, in whole canvas pixels.
    var advances: [Int32]
    /// Where each cluster's glyphs start in `glyphs`, and where the last one's end.
    var glyphStarts: [Int]
    /// The glyphs, each placed from its cluster's pen position.
    var glyphs: [PlacedGlyph]

    /// `glyphs` (shaped from `clusterOfScalar.count` scalars; `clusterOfScalar[i]` is the cluster
    /// index of scalar `i`) over `clusterCount` clusters, scaled by `scale` from the size they
    /// were shaped at. Cluster edges land on the whole pixels nearest the pen's, and each glyph
    /// on the whole pixel nearest its shaped position.
    init(_ shaped: [ShapedGlyph], clusterOfScalar: [Int], clusterCount: Int, scale: Double = 1) {
        func pixels(_ value: Int) -> Int32 { Int32((Double(value) * scale / 64).rounded()) }
        // The pen at the start of each cluster, in 26.6: at its first glyph, or where the pen
        // stands when a cluster has none (it joined the one before, as a ligature's part).
        var starts = [Int?](repeating: nil, count: clusterCount + 1)
        var pens: [Int] = []
        pens.reserveCapacity(shaped.count)
        var pen = 0
        for glyph in shaped {
            let cluster = glyph.cluster < clusterOfScalar.count ? clusterOfScalar[glyph.cluster] : clusterCount - 1
            for index in 0...cluster where starts[index] == nil { starts[index] = pen }
            pens.append(pen)
            pen += glyph.advance
        }
        for index in 0...clusterCount where starts[index] == nil { starts[index] = pen }
        let edges = starts.map { pixels($0!) }
        advances = (0..<clusterCount).map { edges[$0 + 1] - edges[$0] }
        var byCluster = [[PlacedGlyph]](repeating: [], count: clusterCount)
        for (glyph, pen) in zip(shaped, pens) {
            let cluster = glyph.cluster < clusterOfScalar.count ? clusterOfScalar[glyph.cluster] : clusterCount - 1
            byCluster[cluster].append(PlacedGlyph(id: glyph.id, x: pixels(pen + glyph.x) - edges[cluster], y: -pixels(glyph.y)))
        }
        glyphs = byCluster.flatMap { $0 }
        var start = 0
        glyphStarts = byCluster.map { list in
            defer { start += list.count }
            return start
        } + [glyphs.count]
    }
}
