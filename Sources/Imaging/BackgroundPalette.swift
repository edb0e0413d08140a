/// The colours a photo's backdrop shows along its border, as a coarse RGB histogram (8 levels a
/// bin, 32 bins a channel) widened by `reach` bins each way: a fast "is this backdrop-coloured?".
struct BackgroundPalette {
    private var bins = [Bool](repeating: false, count: 32 * 32 * 32)

    /// The palette of the RGBA `pixels` at indices `border`, each colour widened by `reach` bins.
    init(border: [Int], pixels: [UInt8], reach: Int) {
        var seen = [Bool](repeating: false, count: bins.count)
        for pixel in border { seen[Self.bin(pixels, pixel)] = true }
        for index in seen.indices where seen[index] {
            let r = index >> 10, g = (index >> 5) & 31, b = index & 31
            for dr in -reach...reach where (0..<32).contains(r + dr) {
                for dg in -reach...reach where (0..<32).contains(g + dg) {
                    for db in -reach...reach where (0..<32).contains(b + db) {
                        bins[(r + dr) << 10 | (g + dg) << 5 | (b + db)] = true
                    }
                }
            }
        }
    }

    /// Whether pixel `pixel` of the RGBA `pixels` has a backdrop colour.
    func contains(_ pixels: [UInt8], at pixel: Int) -> Bool { bins[Self.bin(pixels, pixel)] }

    private static func bin(_ pixels: [UInt8], _ pixel: Int) -> Int {
        Int(pixels[pixel * 4] >> 3) << 10 | Int(pixels[pixel * 4 + 1] >> 3) << 5 | Int(pixels[pixel * 4 + 2] >> 3)
    }
}
