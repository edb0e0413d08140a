import Engine

extension AlphaMask {
    /// The pixels of an opaque photo that are not background, found by a flood fill from the
    /// border.
    ///
    /// The border's colours make the background's palette: a coarse colour histogram (bins of 8
    /// levels a channel), widened by about `tolerance / 4` each way, so a textured or patterned
    /// backdrop is recognised wherever it shows. Seeds are the border pixels within
    /// `3 × tolerance` of the border's median colour (so a subject cut by the frame is not
    /// flooded). The fill spreads to a 4-neighbour whose colour is in the palette, or which
    /// continues a smooth gradient: within `tolerance / 4` of the pixel it comes from and within
    /// `2 × tolerance / 3` of its seed. A pale subject on a pale backdrop (a peeled banana on
    /// white) keeps its body because neither rule reaches it. Colour distances are Euclidean in
    /// RGB, 0...1 of black to white.
    ///
    /// The palette also holds the border's colours in shade (`BackgroundPalette.shades`), so a
    /// soft shadow on the backdrop goes with it. The fill runs twice: the second also knows the
    /// colours of everything the first found to be backdrop, and of the specks it left (regions
    /// under `speckFraction` of the largest), at least `learningMargin` pixels from what is left,
    /// so a pattern's colours that never touch the border go too.
    init(foregroundOf image: Image, tolerance: Double, speckFraction: Double) {
        let width = image.width, height = image.height
        let pixels = image.pixels
        func limit(_ distance: Double) -> Int {   // a distance as a squared RGB distance
            let scaled = distance * 255 * 3.0.squareRoot()
            return Int(scaled * scaled)
        }
        func distanceSquared(_ a: Int, _ b: Int) -> Int {
            let dr = Int(pixels[a * 4]) - Int(pixels[b * 4])
            let dg = Int(pixels[a * 4 + 1]) - Int(pixels[b * 4 + 1])
            let db = Int(pixels[a * 4 + 2]) - Int(pixels[b * 4 + 2])
            return dr * dr + dg * dg + db * db
        }
        let step = limit(tolerance / 4), drift = limit(2 * tolerance / 3), seedLimit = limit(3 * tolerance)

        var border: [Int] = []
        for x in 0..<width { border.append(x); border.append((height - 1) * width + x) }
        for y in 1..<max(height - 1, 1) { border.append(y * width); border.append(y * width + width - 1) }
        let median = Self.medianColor(of: border, in: pixels)
        let reach = Int((tolerance / 4 * 255 * 3.0.squareRoot() / 8).rounded())
        let seeds = border.filter { pixel in
            let dr = Int(pixels[pixel * 4]) - median.0, dg = Int(pixels[pixel * 4 + 1]) - median.1
            let db = Int(pixels[pixel * 4 + 2]) - median.2
            return dr * dr + dg * dg + db * db <= seedLimit
        }
        func flood(_ palette: BackgroundPalette) -> [Bool] {
            var isBackground = [Bool](repeating: false, count: width * height)
            var seed = [Int32](repeating: 0, count: width * height)
            // Whether a pixel was taken as backdrop in shade: inside a shadow the pattern's own
            // edges are as sharp as in the light.
            var shadow = [Bool](repeating: false, count: width * height)
            var queue: [Int32] = []
            queue.reserveCapacity(width * height)
            for pixel in seeds where !isBackground[pixel] {
                isBackground[pixel] = true
                seed[pixel] = Int32(pixel)
                queue.append(Int32(pixel))
            }
            func spread(from pixel: Int, to neighbour: Int) {
                guard !isBackground[neighbour] else { return }
                let smooth = distanceSquared(neighbour, pixel) <= step
                let match = palette.match(pixels, at: neighbour)
                switch match {
                case .lit: break
                // A shadow darkens softly; a dark part of the subject in a shadow's colour (a
                // stem) meets the backdrop at a sharp edge, and stays.
                case .shade: guard smooth || shadow[pixel] else { return }
                case .none: guard smooth && distanceSquared(neighbour, Int(seed[pixel])) <= drift else { return }
                }
                isBackground[neighbour] = true
                shadow[neighbour] = match == .shade
                // Gradients are measured from the border seed, so palette and gradient steps
                // cannot chain their way into a pale subject.
                seed[neighbour] = seed[pixel]
                queue.append(Int32(neighbour))
            }
            var head = 0
            while head < queue.count {
                let pixel = Int(queue[head])
                head += 1
                let x = pixel % width
                if x > 0 { spread(from: pixel, to: pixel - 1) }
                if x < width - 1 { spread(from: pixel, to: pixel + 1) }
                if pixel >= width { spread(from: pixel, to: pixel - width) }
                if pixel + width < width * height { spread(from: pixel, to: pixel + width) }
            }
            return isBackground
        }
        // The border samples a pattern thinly (a row of a gingham may miss its white checks), so
        // a first fill with the border's palette finds most of the backdrop, and a second fill
        // also knows the colours of all it found, and of the specks it left, away from the
        // subject's blended edge.
        var palette = BackgroundPalette(border: border, pixels: pixels, reach: reach)
        let first = AlphaMask(width: width, height: height, solid: flood(palette).map { !$0 })
            .keepingRegions(atLeast: speckFraction)
        let sure = AlphaMask(width: width, height: height, solid: first.solid.map { !$0 }).eroded(by: Self.learningMargin)
        palette.add(sure.solid.indices.filter { sure.solid[$0] }, of: pixels, reach: reach)
        let isBackground = flood(palette)
        self.init(width: width, height: height, solid: isBackground.map { !$0 })
    }

    /// How far from anything the first fill left standing a backdrop pixel must be for its
    /// colour to join the palette, pixels: the subject's blended edge stays out of it.
    static let learningMargin = 3

    /// The per-channel median of the given pixels' colours.
    private static func medianColor(of indices: [Int], in pixels: [UInt8]) -> (Int, Int, Int) {
        func median(_ channel: Int) -> Int {
            let values = indices.map { pixels[$0 * 4 + channel] }.sorted()
            return values.isEmpty ? 0 : Int(values[values.count / 2])
        }
        return (median(0), median(1), median(2))
    }
}
