extension Image {
    /// The part of the image inside the given rectangle, in pixels from the top-left; the
    /// rectangle is first cut to the image, so the result may be smaller or empty.
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> Image {
        let x0 = min(max(x, 0), self.width), y0 = min(max(y, 0), self.height)
        let x1 = min(max(x + width, x0), self.width), y1 = min(max(y + height, y0), self.height)
        var result = [UInt8]()
        result.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
        for row in y0..<y1 {
            let start = (row * self.width + x0) * 4
            result.append(contentsOf: pixels[start..<start + (x1 - x0) * 4])
        }
        return Image(width: x1 - x0, height: y1 - y0, pixels: result)
    }
}
