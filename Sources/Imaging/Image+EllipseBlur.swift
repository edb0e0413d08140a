import Core

extension Image {
    /// The image blurred by a Gaussian of `sigma` pixels inside an ellipse and untouched
    /// outside it, the blur fading out over a feathered band: what a censored picture does to
    /// its centre.
    ///
    /// The ellipse is centred on `center` with half-axes `radii` (pixels, x and y, pixel centres
    /// at x + ½, y + ½). A pixel's blend weight follows its distance d inside the edge (first
    /// order: (ρ − 1) / |∇ρ| for the ellipse's normalised radius ρ): 1 from `feather` pixels in,
    /// rising smoothly (smoothstep) from 0 at the edge, so the blurred picture is taken whole
    /// deep inside and every pixel outside keeps its bytes. Blends are of premultiplied colour.
    ///
    /// Only the ellipse's bounding box is blurred, with a margin of 4σ round it (beyond which a
    /// Gaussian's weight is 3 × 10⁻⁵), so the result is the whole picture's blur inside the
    /// ellipse, to within rounding; the blur and the blend use up to `threads` threads.
    /// - Throws: `BlurError` for a `sigma` outside `gaussianSigmaRange`, radii that are not
    ///   positive and finite, or a negative or infinite `feather`.
    public func gaussianBlurred(sigma: Double, ellipseCenter center: Vec2, radii: Vec2, feather: Double,
                                threads: Int = 1) throws -> Image {
        guard radii.x > 0, radii.y > 0, radii.x.isFinite, radii.y.isFinite else { throw BlurError(.badEllipse(radii: radii)) }
        guard feather >= 0, feather.isFinite else { throw BlurError(.badFeather(feather)) }
        guard Self.gaussianSigmaRange.contains(sigma) else { throw BlurError(.sigmaOutOfRange(sigma)) }
        // Only the ellipse's bounding box can change.
        let columns = max(0, Int((center.x - radii.x).rounded(.down)))..<min(width, Int((center.x + radii.x).rounded(.up)) + 1)
        let rows = max(0, Int((center.y - radii.y).rounded(.down)))..<min(height, Int((center.y + radii.y).rounded(.up)) + 1)
        guard !columns.isEmpty, !rows.isEmpty else { return self }
        let margin = Int((4 * sigma).rounded(.up))
        let blockLeft = max(0, columns.lowerBound - margin), blockTop = max(0, rows.lowerBound - margin)
        let blockWidth = min(width, columns.upperBound + margin) - blockLeft
        let blockHeight = min(height, rows.upperBound + margin) - blockTop
        let width = width
        let blurred = pixels.withUnsafeBufferPointer { source in
            Self.blurred(source.baseAddress! + (blockTop * width + blockLeft) * 4, rowBytes: width * 4, width: blockWidth,
                         height: blockHeight, filter: RecursiveGaussian(sigma: sigma), threads: threads)
        }
        var result = pixels
        let shares = max(1, min(threads, rows.count))
        result.withUnsafeMutableBufferPointer { output in
            blurred.pixels.withUnsafeBufferPointer { soft in
                let (output, soft) = (output.baseAddress!, soft.baseAddress!)
                Self.forEachThread(shares) { share in
                    let from = rows.lowerBound + rows.count * share / shares, to = rows.lowerBound + rows.count * (share + 1) / shares
                    for y in from..<to {
                        for x in columns {
                            let weight = Self.ellipseWeight(at: Vec2(Double(x) + 0.5, Double(y) + 0.5), center: center,
                                                            radii: radii, feather: feather)
                            guard weight > 0 else { continue }
                            let pixel = output + (y * width + x) * 4, blur = soft + ((y - blockTop) * blockWidth + x - blockLeft) * 4
                            if weight >= 1 {
                                pixel.update(from: blur, count: 4)
                            } else {
                                let mixed = Self.mix(Color(r: pixel[0], g: pixel[1], b: pixel[2], a: pixel[3]),
                                                     Color(r: blur[0], g: blur[1], b: blur[2], a: blur[3]), weight)
                                pixel[0] = mixed.r; pixel[1] = mixed.g; pixel[2] = mixed.b; pixel[3] = mixed.a
                            }
                        }
                    }
                }
            }
        }
        return Image(width: width, height: height, pixels: result)
    }

    /// How much of the blur the pixel centred on `point` takes, 0...1 (see
    /// `gaussianBlurred(sigma:ellipseCenter:radii:feather:)`).
    static func ellipseWeight(at point: Vec2, center: Vec2, radii: Vec2, feather: Double) -> Double {
        let u = (point.x - center.x) / radii.x, v = (point.y - center.y) / radii.y
        let rho = (u * u + v * v).squareRoot()
        guard rho < 1 else { return 0 }
        guard feather > 0 else { return 1 }
        let gradient = ((u / radii.x) * (u / radii.x) + (v / radii.y) * (v / radii.y)).squareRoot()
        let inside = gradient > 0 ? (1 - rho) * rho / gradient : min(radii.x, radii.y)
        let t = min(inside / feather, 1)
        return t * t * (3 - 2 * t)
    }

    /// `a` moved `weight` of the way to `b`, premultiplied by alpha, rounded.
    static func mix(_ a: Color, _ b: Color, _ weight: Double) -> Color {
        let pa = premultiplied(a), pb = premultiplied(b)
        let colour = straight(SIMD4<Float>(pa + (pb - pa) * weight))
        return Color(r: colour.x, g: colour.y, b: colour.z, a: colour.w)
    }

    /// A colour's channels, 0...255, its red, green and blue multiplied by its alpha.
    private static func premultiplied(_ c: Color) -> SIMD4<Double> {
        let alpha = Double(c.a) / 255
        return SIMD4(Double(c.r) * alpha, Double(c.g) * alpha, Double(c.b) * alpha, Double(c.a))
    }
}
