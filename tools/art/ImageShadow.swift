import Engine

extension Image {
    /// A soft shadow of the image's shape: its alpha blurred (three box blurs of `radius` pixels,
    /// close to a Gaussian), times `opacity`, in `color`. The result is `2 × margin` pixels larger
    /// each way than the image, with the image's top-left at (`margin`, `margin`).
    func shadow(radius: Int, opacity: Double, color: Paint = Paint(hex: 0x000000)) -> Image {
        let margin = 3 * radius
        let w = width + 2 * margin, h = height + 2 * margin
        var alpha = [Double](repeating: 0, count: w * h)
        for y in 0..<height {
            for x in 0..<width { alpha[(y + margin) * w + x + margin] = Double(pixels[(y * width + x) * 4 + 3]) / 255 }
        }
        alpha = boxBlurred(alpha, width: w, height: h, radius: radius)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        let r = UInt8((color.r * 255).rounded()), g = UInt8((color.g * 255).rounded()), b = UInt8((color.b * 255).rounded())
        for i in 0..<(w * h) {
            let a = UInt8(min(max(alpha[i] * opacity * 255, 0), 255).rounded())
            guard a > 0 else { continue }
            bytes[i * 4] = r; bytes[i * 4 + 1] = g; bytes[i * 4 + 2] = b; bytes[i * 4 + 3] = a
        }
        return Image(width: w, height: h, pixels: bytes)
    }
}
