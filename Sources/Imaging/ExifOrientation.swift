/// How a camera's stored pixels turn to show the picture upright: the EXIF orientation tag
/// (0x0112), whose values 1–8 these cases carry.
public enum ExifOrientation: Int, Sendable, CaseIterable {
    /// Stored upright.
    case identity = 1
    /// Mirrored left to right.
    case flipHorizontal = 2
    /// Upside down.
    case rotate180 = 3
    /// Mirrored top to bottom.
    case flipVertical = 4
    /// Mirrored about the top-left to bottom-right diagonal.
    case transpose = 5
    /// Turned a quarter clockwise to show.
    case rotate90 = 6
    /// Mirrored about the top-right to bottom-left diagonal.
    case transverse = 7
    /// Turned a quarter anticlockwise to show.
    case rotate270 = 8

    /// Whether showing the picture swaps its width and height.
    public var swapsSides: Bool { rawValue >= 5 }
}

extension Image {
    /// The image turned and mirrored as `orientation` says, so it shows upright.
    public func oriented(_ orientation: ExifOrientation) -> Image {
        guard orientation != .identity else { return self }
        let (w, h) = (width, height)
        let outWidth = orientation.swapsSides ? h : w, outHeight = orientation.swapsSides ? w : h
        var out = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                // The stored pixel shown at (x, y).
                let (sx, sy): (Int, Int)
                switch orientation {
                case .identity: (sx, sy) = (x, y)
                case .flipHorizontal: (sx, sy) = (w - 1 - x, y)
                case .rotate180: (sx, sy) = (w - 1 - x, h - 1 - y)
                case .flipVertical: (sx, sy) = (x, h - 1 - y)
                case .transpose: (sx, sy) = (y, x)
                case .rotate90: (sx, sy) = (y, h - 1 - x)
                case .transverse: (sx, sy) = (w - 1 - y, h - 1 - x)
                case .rotate270: (sx, sy) = (w - 1 - y, x)
                }
                let from = (sy * w + sx) * 4, to = (y * outWidth + x) * 4
                out[to] = pixels[from]; out[to + 1] = pixels[from + 1]
                out[to + 2] = pixels[from + 2]; out[to + 3] = pixels[from + 3]
            }
        }
        return Image(width: outWidth, height: outHeight, pixels: out)
    }
}
