import Engine

extension Image {
    /// The image without its fully transparent borders; an empty image when nothing shows.
    func trimmed() -> Image {
        guard let bounds = AlphaMask(self, threshold: 1).solidBounds else { return Image(width: 0, height: 0) }
        return cropped(x: bounds.columns.lowerBound, y: bounds.rows.lowerBound,
                       width: bounds.columns.count, height: bounds.rows.count)
    }
}
