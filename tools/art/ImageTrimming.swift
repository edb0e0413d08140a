import Engine

extension Image {
    /// The smallest rectangle holding every pixel that is not fully transparent, or nil when
    /// every pixel is.
    var opaqueBounds: (x: Int, y: Int, width: Int, height: Int)? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where pixels[(y * width + x) * 4 + 3] != 0 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// The image without its fully transparent borders; an empty image when nothing shows.
    func trimmed() -> Image {
        guard let b = opaqueBounds else { return Image(width: 0, height: 0) }
        return cropped(x: b.x, y: b.y, width: b.width, height: b.height)
    }
}
