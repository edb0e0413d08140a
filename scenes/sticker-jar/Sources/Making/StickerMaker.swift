import Engine

/// Turns a photo or a cut-out into a die-cut sticker: the subject alone, a white border round it
/// and a soft shadow beneath.
public enum StickerMaker {
    /// The longest side the subject is lifted at, pixels: bigger photos are shrunk first.
    static let workingSide = 1024
    /// The fewest solid pixels a subject needs, at working size.
    static let minimumSubjectPixels = 16
    /// Solid regions smaller than this fraction of the largest are specks and are dropped.
    static let speckFraction = 0.02

    /// Lifts the subject, crops it, adds the white outline and a soft shadow and scales it to sticker size.
    ///
    /// A picture with transparency (some pixels of alpha < 128, some ≥ 128) keeps its alpha;
    /// an opaque photo loses its background to a flood fill from the border (see
    /// `StickerStyle.backgroundTolerance`). The result's longest side is `style.maxSide`.
    ///
    /// - Throws: `StickerError` when the picture is empty, fully transparent, one plain colour,
    ///   has nothing standing out from its background, or a subject of under 16 pixels.
    /// - Precondition: the style leaves room for the subject inside the outline and shadow margin.
    public static func makeSticker(from photo: Image, style: StickerStyle = StickerStyle()) throws -> Image {
        guard photo.width > 0, photo.height > 0 else { throw StickerError(.empty) }
        let working = photo.fitted(within: max(workingSide, style.maxSide))
        let subject = try lift(working, tolerance: style.backgroundTolerance)
        return compose(subject, style: style)
    }

    // MARK: - Lifting

    /// The subject of `photo`, cropped to it: its alpha, or the photo's opaque pixels that are
    /// not background.
    private static func lift(_ photo: Image, tolerance: Double) throws -> Image {
        let solid = AlphaMask(photo)
        let mask = try subjectMask(of: photo, tolerance: tolerance)
        let count = mask.solidCount
        guard count >= minimumSubjectPixels, let bounds = mask.solidBounds else {
            throw StickerError(.subjectTooSmall(pixels: count, minimum: minimumSubjectPixels))
        }
        // Background and specks become transparent; a cut-out's soft edge keeps its alpha.
        var pixels = photo.pixels
        for pixel in mask.solid.indices where solid.solid[pixel] && !mask.solid[pixel] {
            pixels[pixel * 4 + 3] = 0
        }
        let subject = Image(width: photo.width, height: photo.height, pixels: pixels)
        // One pixel more on each side keeps the anti-aliased rim round the solid pixels.
        return subject.cropped(x: bounds.columns.lowerBound - 1, y: bounds.rows.lowerBound - 1,
                               width: bounds.columns.count + 2, height: bounds.rows.count + 2)
    }

    /// The pixels of `photo` that are its subject: its solid ones, or for an opaque photo those
    /// that are not background; specks dropped.
    static func subjectMask(of photo: Image, tolerance: Double) throws -> AlphaMask {
        let solid = AlphaMask(photo)
        guard solid.solidCount > 0 else { throw StickerError(.allTransparent) }
        var mask = solid
        if solid.solidCount == photo.width * photo.height {   // opaque: remove the background
            mask = AlphaMask(foregroundOf: photo, tolerance: tolerance, speckFraction: speckFraction)
            guard mask.solidCount > 0 else {
                throw StickerError(isUniform(photo, tolerance: tolerance) ? .uniform : .noSubject)
            }
        }
        return mask.keepingRegions(atLeast: speckFraction)
    }

    /// Whether every pixel is within `tolerance` (0...1 of black to white) of the first.
    private static func isUniform(_ image: Image, tolerance: Double) -> Bool {
        let limit = tolerance * 255 * 3.0.squareRoot()
        let pixels = image.pixels
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let dr = Double(pixels[i]) - Double(pixels[0]), dg = Double(pixels[i + 1]) - Double(pixels[1])
            let db = Double(pixels[i + 2]) - Double(pixels[2])
            if dr * dr + dg * dg + db * db > limit * limit { return false }
        }
        return true
    }

    // MARK: - Finishing

    /// The sticker: `subject` scaled into a `style.maxSide` canvas with its border and shadow.
    private static func compose(_ subject: Image, style: StickerStyle) -> Image {
        let blurRadius = Int((max(style.shadowRadius, 0) / 3).rounded(.up))
        let margin = style.margin
        let inner = style.maxSide - 2 * margin
        precondition(style.maxSide >= style.smallestSide,
                     "a \(style.maxSide)-pixel sticker leaves no room inside its \(margin)-pixel margin")
        let scale = Double(inner) / Double(max(subject.width, subject.height))
        let fitted = subject.resampled(width: max(1, Int((Double(subject.width) * scale).rounded())),
                                       height: max(1, Int((Double(subject.height) * scale).rounded())))
        let width = fitted.width + 2 * margin, height = fitted.height + 2 * margin

        // Subject alpha on the canvas, and the white border grown from it.
        var subjectAlpha = [Double](repeating: 0, count: width * height)
        for y in 0..<fitted.height {
            for x in 0..<fitted.width {
                subjectAlpha[(y + margin) * width + x + margin] = Double(fitted.pixels[(y * fitted.width + x) * 4 + 3]) / 255
            }
        }
        let core = AlphaMask(width: width, height: height, solid: subjectAlpha.map { $0 >= 0.5 })
        let distance = core.distanceToSolid()
        // A pixel centre 0.5 outside a solid centre is on the subject's edge; the border's
        // anti-aliased edge lies `outlineWidth` beyond that.
        let stickerAlpha = subjectAlpha.indices.map { i in
            max(subjectAlpha[i], min(max(style.outlineWidth + 1 - distance[i], 0), 1))
        }
        let shadow = boxBlurred(stickerAlpha, width: width, height: height, radius: blurRadius)
        let dx = Int(style.shadowOffset.x.rounded()), dy = Int(style.shadowOffset.y.rounded())

        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                let sx = x - dx, sy = y - dy
                let shadowAlpha = sx >= 0 && sx < width && sy >= 0 && sy < height
                    ? shadow[sy * width + sx] * style.shadowOpacity : 0
                let a = stickerAlpha[i], s = subjectAlpha[i]
                let alpha = a + shadowAlpha * (1 - a)
                guard alpha > 0 else { continue }
                // Subject over white (the border) gives the sticker; the sticker over black
                // (the shadow) gives the pixel. Colours are straight, so weight them by alpha.
                var color = (r: a - s, g: a - s, b: a - s)   // white's share, premultiplied
                let fx = x - margin, fy = y - margin
                if s > 0, fx >= 0, fx < fitted.width, fy >= 0, fy < fitted.height {
                    let f = (fy * fitted.width + fx) * 4
                    color.r += s * Double(fitted.pixels[f]) / 255
                    color.g += s * Double(fitted.pixels[f + 1]) / 255
                    color.b += s * Double(fitted.pixels[f + 2]) / 255
                }
                pixels[i * 4] = byte(color.r / alpha)
                pixels[i * 4 + 1] = byte(color.g / alpha)
                pixels[i * 4 + 2] = byte(color.b / alpha)
                pixels[i * 4 + 3] = byte(alpha)
            }
        }
        return Image(width: width, height: height, pixels: pixels)
    }

    /// A value of 0...1 as a byte.
    private static func byte(_ value: Double) -> UInt8 { UInt8(min(max(value * 255, 0), 255).rounded()) }
}
