extension Image {
    /// This picture at `width × height` pixels, without aliasing however much smaller: halved
    /// while at least twice as big (each halving averages 2×2 pixels), then filtered bilinearly
    /// (`scaled(width:height:)`), which also grows it when asked.
    public func resampled(width: Int, height: Int) -> Image {
        guard width > 0, height > 0 else { return scaled(width: width, height: height) }
        var image = self
        while image.width >= 2 * width && image.height >= 2 * height {
            image = image.scaled(width: image.width / 2, height: image.height / 2)
        }
        return image.scaled(width: width, height: height)
    }

    /// This picture shrunk, if need be, so its longer side is at most `side` pixels (at least 1),
    /// its proportions kept (`resampled(width:height:)`); a picture within it is returned as it is.
    public func fitted(within side: Int) -> Image {
        let side = max(1, side), longest = max(width, height)
        guard longest > side else { return self }
        let scale = Double(side) / Double(longest)
        return resampled(width: max(1, Int((Double(width) * scale).rounded())), height: max(1, Int((Double(height) * scale).rounded())))
    }
}
