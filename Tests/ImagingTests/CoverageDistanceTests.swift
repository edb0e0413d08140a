import Imaging
import Testing

@Suite struct CoverageDistanceTests {
    @Test func distancesToAnEdgeAreExactToAFractionOfAPixel() {
        // A 20 × 20 square covered from (10, 10) to (30, 30) in a 60 × 60 map, pixel centres at
        // whole numbers: half a pixel's coverage along its edges.
        let size = 60
        var coverage = [Float](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                let cx = max(0, min(Double(x) + 0.5, 30) - max(Double(x) - 0.5, 10))
                let cy = max(0, min(Double(y) + 0.5, 30) - max(Double(y) - 0.5, 10))
                coverage[y * size + x] = Float(cx * cy)
            }
        }
        let distances = CoverageDistance.outside(coverage, width: size, height: size)
        #expect(distances[20 * size + 20] == 0, "inside")
        #expect(abs(distances[20 * size + 40] - 10) < 0.15, "beside an edge: \(distances[20 * size + 40])")
        #expect(abs(distances[45 * size + 20] - 15) < 0.15, "below an edge: \(distances[45 * size + 20])")
        let diagonal = distances[40 * size + 40], expected = Float((2 * 100.0).squareRoot())
        // An anti-aliased corner's pixel is a quarter covered, so its 0.5 level cuts the corner
        // by a quarter of a pixel.
        #expect(abs(diagonal - expected) < 0.3, "from the corner: \(diagonal), not \(expected)")
        let empty = CoverageDistance.outside([Float](repeating: 0, count: 16), width: 4, height: 4)
        #expect(empty.allSatisfy { $0.isInfinite }, "nothing covered, nothing near")
    }
}
