import Engine
import Foundation

/// What the recogniser compares of a sticker's subject (the food inside the white border, never
/// the border or the shadow): its colours in OKLab, a perceptual space where equal steps look
/// equally different, as soft histograms of the whole subject and of its inner part, and its
/// shape, which turning the picture does not change.
struct FoodFeatures: Sendable {
    /// Colour histograms (each sums to 1): the whole subject, then its core (the pixels deeper
    /// inside than 40 % of the deepest), so a ring of one colour round another tells.
    var colours: [Double]
    var core: [Double]
    /// The subject's elongation: the log of the ratio of its principal axes (0 for a disc).
    var elongation: Double
    /// How much of the ellipse with the subject's second moments the subject fills (about 1 for
    /// a solid blob, less for a crescent or a branching shape), log.
    var fill: Double
    /// How ragged the subject's outline is: its length squared over 4π times its area, log (0
    /// for a disc; more for florets or sprinkles cut out one by one).
    var raggedness: Double
    /// Texture: the shares of the subject's pixels whose lightness changes by more than a
    /// little and by more than a lot to the next pixel (smooth skin against crumbs and florets).
    var edges: [Double]

    /// Hue sectors of the chromatic bins; the chroma and lightness levels (OKLab) each sector's
    /// colours are shared between; lightness levels of the neutral bins.
    static let hues = 16, chromaLevels = [0.06, 0.12, 0.2], lightLevels = [0.4, 0.6, 0.8], neutralLevels = 4
    /// Chroma below which a colour counts as neutral (white, grey, black), in OKLab units.
    static let neutralChroma = 0.035
    /// Bins: per hue sector, each chroma level by each lightness level; then the neutral levels.
    static let chromaticBins = hues * 9, binCount = chromaticBins + neutralLevels

    /// The features of a finished `sticker` made in `style`, with the colours under `lighting`
    /// (linear-light gains per channel; `.neutral` for the sticker as it is). Nil when the
    /// subject is too small to say anything about.
    init?(sticker: Image, style: StickerStyle, lighting: Gains = .neutral) {
        let width = sticker.width, height = sticker.height
        // Distance of each pixel to the nearest pixel outside the sticker: the subject lies deeper
        // than the white border round it.
        let clear = AlphaMask(width: width, height: height,
                              solid: AlphaMask(sticker).solid.map { !$0 })
        let depth = clear.distanceToSolid()
        let border = style.outlineWidth + 1.5
        var maxDepth = 0.0
        for d in depth where d > border { maxDepth = max(maxDepth, d - border) }
        guard maxDepth >= 2 else { return nil }
        let coreDepth = 0.4 * maxDepth

        var colours = [Double](repeating: 0, count: Self.binCount), core = colours
        var n = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, syy = 0.0, sxy = 0.0
        var outline = 0.0, softEdges = 0.0, hardEdges = 0.0
        let pixels = sticker.pixels
        var lightness = [Double](repeating: 0, count: width * height)
        func inside(_ i: Int) -> Bool { depth[i] > border }
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                let d = depth[i] - border
                guard d > 0 else { continue }
                let lab = OKLab(r: pixels[i * 4], g: pixels[i * 4 + 1], b: pixels[i * 4 + 2], gains: lighting)
                lightness[i] = lab.l
                Self.accumulate(lab, into: &colours)
                if d >= coreDepth { Self.accumulate(lab, into: &core) }
                let fx = Double(x), fy = Double(y)
                n += 1; sx += fx; sy += fy; sxx += fx * fx; syy += fy * fy; sxy += fx * fy
                if x == 0 || y == 0 || x == width - 1 || y == height - 1 || !inside(i - 1) || !inside(i + 1)
                    || !inside(i - width) || !inside(i + width) {
                    outline += 1
                }
            }
        }
        // Lightness steps to the right and below, inside the subject only (its rim meets the
        // white border, which is no texture of the food's).
        for y in 0..<(height - 1) {
            for x in 0..<(width - 1) {
                let i = y * width + x
                guard inside(i), inside(i + 1), inside(i + width) else { continue }
                let step = max(abs(lightness[i + 1] - lightness[i]), abs(lightness[i + width] - lightness[i]))
                if step > Self.softEdge { softEdges += 1 }
                if step > Self.hardEdge { hardEdges += 1 }
            }
        }
        guard n >= 16 else { return nil }
        Self.normalise(&colours)
        Self.normalise(&core)
        self.colours = colours
        self.core = core
        let mx = sx / n, my = sy / n
        let cxx = sxx / n - mx * mx, cyy = syy / n - my * my, cxy = sxy / n - mx * my
        let mean = (cxx + cyy) / 2, spread = (((cxx - cyy) / 2) * ((cxx - cyy) / 2) + cxy * cxy).squareRoot()
        let major = max(mean + spread, 1e-6), minor = max(mean - spread, 1e-6)
        elongation = 0.5 * log(major / minor)
        // A solid ellipse of these moments covers 4π√(major·minor) pixels.
        fill = log(min(max(n / (4 * Double.pi * (major * minor).squareRoot()), 0.05), 2))
        raggedness = log(max(outline * outline / (4 * Double.pi * n), 0.5))
        edges = [softEdges / n, hardEdges / n]
    }

    /// Lightness steps between neighbours that count as a soft and as a hard edge, OKLab L.
    static let softEdge = 0.035, hardEdge = 0.09

    /// Adds one colour to `histogram`, shared between the two nearest hue sectors, chroma
    /// levels and lightness levels (and the neutral and chromatic bins near the neutral limit),
    /// so a small shift of colour moves a little weight, never all of it.
    private static func accumulate(_ lab: OKLab, into histogram: inout [Double]) {
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        // Neutral share: 1 below the limit, fading to 0 over the next half of it.
        let neutral = min(max((neutralChroma * 1.5 - chroma) / (neutralChroma * 0.5), 0), 1)
        if neutral > 0 {
            let level = min(max(lab.l, 0), 0.999) * Double(neutralLevels) - 0.5
            let low = Int(level.rounded(.down)), t = level - Double(low)
            histogram[chromaticBins + min(max(low, 0), neutralLevels - 1)] += neutral * (1 - t)
            histogram[chromaticBins + min(max(low + 1, 0), neutralLevels - 1)] += neutral * t
        }
        guard neutral < 1 else { return }
        let weight = 1 - neutral
        let angle = atan2(lab.b, lab.a)
        let sector = (angle < 0 ? angle + 2 * Double.pi : angle) / (2 * Double.pi) * Double(hues) - 0.5
        let low = Int(sector.rounded(.down)), t = sector - Double(low)
        let chromaShares = shares(chroma, levels: chromaLevels), lightShares = shares(lab.l, levels: lightLevels)
        for (hue, hueShare) in [(low, 1 - t), (low + 1, t)] {
            let base = ((hue % hues + hues) % hues) * 9
            for c in chromaShares where c.share > 0 {
                for l in lightShares where l.share > 0 {
                    histogram[base + c.level * 3 + l.level] += weight * hueShare * c.share * l.share
                }
            }
        }
    }

    /// `value` shared between the two of three `levels` round it (all of it on the end level
    /// beyond either end).
    private static func shares(_ value: Double, levels: [Double]) -> [(level: Int, share: Double)] {
        if value <= levels[0] { return [(0, 1)] }
        if value >= levels[2] { return [(2, 1)] }
        let low = value < levels[1] ? 0 : 1
        let t = (value - levels[low]) / (levels[low + 1] - levels[low])
        return [(low, 1 - t), (low + 1, t)]
    }

    private static func normalise(_ histogram: inout [Double]) {
        let total = histogram.reduce(0, +)
        guard total > 0 else { return }
        for i in histogram.indices { histogram[i] /= total }
    }

    /// How different two subjects look, about 0 (the same) to 1 and a little over: the Hellinger
    /// distance of their colour histograms (whole and core), and their shapes' differences.
    func distance(to other: FoodFeatures) -> Double {
        let colour = Self.hellinger(colours, other.colours), inner = Self.hellinger(core, other.core)
        let shape = abs(elongation - other.elongation) * Self.weights.elongation + abs(fill - other.fill) * Self.weights.fill
            + abs(raggedness - other.raggedness) * Self.weights.raggedness
        let texture = (abs(edges[0] - other.edges[0]) + abs(edges[1] - other.edges[1])) * Self.weights.texture
        return Self.weights.colour * colour + Self.weights.core * inner + shape + texture
    }

    /// How much each difference counts in `distance`: colour most, the shape and the texture
    /// enough to tell a round fruit from a floret of the same green. Compared on the reference
    /// photos alone (other weightings named foods no more often, none named fewer wrongly).
    struct Weights: Sendable {
        var colour, core, elongation, fill, raggedness, texture: Double
    }

    static let weights = Weights(colour: 0.55, core: 0.3, elongation: 0.25, fill: 0.2, raggedness: 0.2, texture: 1.0)

    /// The Hellinger distance of two histograms that each sum to 1: 0 for the same, 1 for two
    /// with nothing in common.
    static func hellinger(_ p: [Double], _ q: [Double]) -> Double {
        var overlap = 0.0
        for i in p.indices { overlap += (p[i] * q[i]).squareRoot() }
        return max(0, 1 - overlap).squareRoot()
    }
}

extension FoodFeatures {
    /// Linear-light gains per channel: how a light of another colour or strength changes a
    /// picture.
    struct Gains: Sendable, Equatable {
        var r: Double, g: Double, b: Double
        static let neutral = Gains(r: 1, g: 1, b: 1)
    }
}

/// A colour in OKLab (Björn Ottosson's perceptual space): lightness 0...1, and a (green to red)
/// and b (blue to yellow), about -0.4...0.4.
struct OKLab: Equatable {
    var l: Double, a: Double, b: Double

    /// An sRGB colour's OKLab coordinates, its linear light first multiplied by `gains` (and
    /// clipped, as a sensor would).
    init(r: UInt8, g: UInt8, b: UInt8, gains: FoodFeatures.Gains = .neutral) {
        let lr = min(Self.linear[Int(r)] * gains.r, 1), lg = min(Self.linear[Int(g)] * gains.g, 1)
        let lb = min(Self.linear[Int(b)] * gains.b, 1)
        let l = cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
        let m = cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
        let s = cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
        self.l = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        self.a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    /// sRGB bytes to linear light, 0...1.
    static let linear: [Double] = (0..<256).map { byte in
        let c = Double(byte) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
