import Foundation

/// What a corpus file's name says it holds (`<kind>-<bit depth>[-<width>x<height>][-trns]
/// [-gamma<gAMA value>][-interlaced]…`), and the pixels it must decode to, from the formulas
/// `diorama-art png-corpus` draws with (tools/art/CorpusPicture.swift), restated here.
struct CorpusFormat: Equatable {
    enum Kind: UInt8 {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6
    }

    var kind: Kind
    var bitDepth: Int
    var width = 32, height = 32
    var interlaced = false
    /// Whether a tRNS chunk makes some pixels transparent.
    var transparent = false
    /// The file's gAMA value (gamma × 100000), if it has one.
    var gamma: Int?

    /// Words in names that change nothing about the pixels: extra chunks, compression, damage.
    private static let neutralWords: Set = ["sbit", "srgb", "text", "stored", "split", "idat", "crc", "bad", "iend",
                                           "missing", "cut"]

    /// The format `name` (e.g. "palette-4-trns.png") describes, or nil for a name that says
    /// something this reading does not know.
    init?(name: String) {
        var words = name.replacingOccurrences(of: ".png", with: "").split(separator: "-").map(String.init)
        if words.starts(with: ["grey", "alpha"]) { words.replaceSubrange(0..<2, with: ["grey-alpha"]) }
        let kinds: [String: Kind] = ["grey": .grey, "rgb": .rgb, "palette": .palette, "grey-alpha": .greyAlpha, "rgba": .rgba]
        guard words.count >= 2, let kind = kinds[words[0]], let bitDepth = Int(words[1]) else { return nil }
        self.kind = kind
        self.bitDepth = bitDepth
        for word in words.dropFirst(2) {
            let sides = word.split(separator: "x").compactMap { Int($0) }
            if sides.count == 2 {
                (width, height) = (sides[0], sides[1])
            } else if word == "interlaced" {
                interlaced = true
            } else if word == "trns" {
                transparent = true
            } else if word.hasPrefix("gamma"), let value = Int(word.dropFirst(5)) {
                gamma = value
            } else if !Self.neutralWords.contains(word) {
                return nil
            }
        }
    }

    /// Sample `channel` of pixel (x, y) as stored: n = 37x + 101y + 71·channel, then
    /// 613n mod 65536 at 16 bits and n mod 2^bitDepth below.
    static func sample(x: Int, y: Int, channel: Int, bitDepth: Int) -> Int {
        let n = 37 * x + 101 * y + 71 * channel
        return bitDepth == 16 ? (613 * n) & 0xFFFF : n & ((1 << bitDepth) - 1)
    }

    /// Palette entry `i` as stored: red 71i, green 149i + 60, blue 29i + 200, alpha (tRNS, first
    /// half of the entries only) 53i, each mod 256; the other entries are opaque.
    static func paletteEntry(_ i: Int, bitDepth: Int) -> [Int] {
        [(71 * i) & 255, (149 * i + 60) & 255, (29 * i + 200) & 255, i < ((1 << bitDepth) + 1) / 2 ? (53 * i) & 255 : 255]
    }

    /// Pixel (x, y) as stored: colour and alpha samples on the scale 0...`scale`.
    func storedPixel(x: Int, y: Int) -> (rgba: [Int], scale: Int) {
        let s = { Self.sample(x: x, y: y, channel: $0, bitDepth: bitDepth) }
        let top = (1 << bitDepth) - 1
        switch kind {
        case .palette:
            var entry = Self.paletteEntry(s(0), bitDepth: bitDepth)
            if !transparent { entry[3] = 255 }
            return (entry, 255)
        case .grey, .rgb:
            let colour = kind == .grey ? [s(0), s(0), s(0)] : [s(0), s(1), s(2)]
            let key = kind == .grey ? [Self.sample(x: 5, y: 3, channel: 0, bitDepth: bitDepth)]
                                    : (0..<3).map { Self.sample(x: 5, y: 3, channel: $0, bitDepth: bitDepth) }
            let keyed = transparent && (kind == .grey ? [s(0)] : colour) == key
            return (colour + [keyed ? 0 : top], top)
        case .greyAlpha:
            return ([s(0), s(0), s(0), s(1)], top)
        case .rgba:
            return ([s(0), s(1), s(2), s(3)], top)
        }
    }

    /// Pixel (x, y) as the decoder defines it, on the 8-bit scale before rounding: colours
    /// converted from the file's gamma (sRGB's 1/2.2 when it has no gAMA) to the display's 2.2,
    /// 255 × (v / max)^(1 / (gamma × 2.2)), and alpha scaled to 255. 16-bit files pass through
    /// libpng's 16-bit linear values with premultiplied alpha, whose rounding is repeated here;
    /// their fully transparent pixels come out transparent black.
    func expectedPixel(x: Int, y: Int) -> [Double] {
        let (rgba, scale) = storedPixel(x: x, y: y)
        let fileGamma = Double(gamma ?? 45455) / 100000
        let alpha = 255 * Double(rgba[3]) / Double(scale)
        guard bitDepth == 16 else {
            let exponent = gamma.map { 100000 / (Double($0) * 2.2) } ?? 1
            return rgba.prefix(3).map { 255 * pow(Double($0) / Double(scale), exponent) } + [alpha]
        }
        let coverage = rgba[3]
        guard coverage > 0 else { return [0, 0, 0, 0] }
        return rgba.prefix(3).map { value in
            let linear = Int((65535 * pow(Double(value) / 65535, 1 / fileGamma)).rounded())
            let premultiplied = (linear * coverage + 32767) / 65535
            let straight = min((premultiplied * 65535 + coverage / 2) / coverage, 65535)
            return 255 * pow(Double(straight) / 65535, 1 / 2.2)
        } + [alpha]
    }
}
