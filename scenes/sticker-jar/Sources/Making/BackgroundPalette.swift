/// The colours a photo's backdrop shows along its border, and those colours in shade, as a
/// coarse RGB histogram (8 levels a bin, 32 bins a channel) widened by `reach` bins each way: a
/// fast "is this backdrop-coloured?".
///
/// A soft shadow darkens the backdrop without changing its hue: each border colour is also kept
/// at `shades` of its brightness, so the shadow a subject casts is recognised as backdrop too.
/// Colours known only in shade are told apart (`Match.shade`): a dark part of the subject (a
/// stem) may have one, and only the way the colour is reached tells them apart.
struct BackgroundPalette {
    /// How a colour is known: as the backdrop shows it, only in shade, or not at all.
    enum Match { case none, lit, shade }

    private var lit = [Bool](repeating: false, count: 32 * 32 * 32)
    private var shaded = [Bool](repeating: false, count: 32 * 32 * 32)

    /// The brightnesses, as fractions of the border's, that a shadow on the backdrop may have.
    static let shades = stride(from: 0.5, to: 1, by: 0.05).map { $0 }

    /// The palette of the RGBA `pixels` at indices `border`, each colour also in `shades` of its
    /// brightness, widened by `reach` bins.
    init(border: [Int], pixels: [UInt8], reach: Int) {
        var seen = [Bool](repeating: false, count: lit.count)
        for pixel in border { seen[Self.bin(pixels, pixel)] = true }
        var inShade = [Bool](repeating: false, count: lit.count)
        for index in seen.indices where seen[index] {
            // The middle of the bin, darkened.
            let r = Double((index >> 10) * 8 + 4), g = Double(((index >> 5) & 31) * 8 + 4)
            let b = Double((index & 31) * 8 + 4)
            for k in Self.shades {
                inShade[(Int(r * k) >> 3) << 10 | (Int(g * k) >> 3) << 5 | Int(b * k) >> 3] = true
            }
        }
        Self.insert(seen, reach: reach, into: &lit)
        Self.insert(inShade, reach: reach, into: &shaded)
    }

    /// Adds the colours of the RGBA `pixels` at `indices` as they are (not in shade), widened
    /// by `reach` bins.
    mutating func add(_ indices: [Int], of pixels: [UInt8], reach: Int) {
        var seen = [Bool](repeating: false, count: lit.count)
        for pixel in indices { seen[Self.bin(pixels, pixel)] = true }
        Self.insert(seen, reach: reach, into: &lit)
    }

    /// Marks in `bins` the bins flagged in `core` and those within `reach` bins of them.
    private static func insert(_ core: [Bool], reach: Int, into bins: inout [Bool]) {
        for index in core.indices where core[index] {
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

    /// How pixel `pixel` of the RGBA `pixels` is known as a backdrop colour.
    func match(_ pixels: [UInt8], at pixel: Int) -> Match {
        let bin = Self.bin(pixels, pixel)
        return lit[bin] ? .lit : shaded[bin] ? .shade : .none
    }

    private static func bin(_ pixels: [UInt8], _ pixel: Int) -> Int {
        Int(pixels[pixel * 4] >> 3) << 10 | Int(pixels[pixel * 4 + 1] >> 3) << 5 | Int(pixels[pixel * 4 + 2] >> 3)
    }
}
