import Engine

/// Where the window host's overlays (the PAUSED banner, the frame-time graph) go: the highest
/// band across the canvas that none of the scene's occupied regions touches, so they never hide
/// a button or a heading; at the top when no band is free.
package enum OverlayPlacement {
    /// The band's height, in canvas pixels: room for the graph and a 30 px banner line.
    package static let height = 88.0
    /// How far apart the candidate bands' tops are, in canvas pixels.
    static let step = 4.0

    /// The highest band `height` tall across `canvas` clear of `occupied` (canvas pixels).
    package static func band(canvas: Vec2, occupied: [Rect], height: Double = height) -> Rect {
        let inside = occupied.filter { $0.maxY > 0 && $0.minY < canvas.y && $0.width > 0 && $0.height > 0 }
        var top = 0.0
        while top + height <= canvas.y {
            let band = Rect(x: 0, y: top, width: canvas.x, height: height)
            guard let blocker = inside.filter({ $0.intersection(band) != nil }).max(by: { $0.maxY < $1.maxY }) else { return band }
            // Nothing can fit above the lowest blocker's bottom edge inside this band.
            top = max(top + step, blocker.maxY.rounded(.up))
        }
        return Rect(x: 0, y: 0, width: canvas.x, height: height)
    }

    /// The PAUSED banner's box in `band`: its left, beside the graph.
    package static func pausedBanner(in band: Rect) -> Rect {
        let graph = graph(in: band)
        return Rect(x: band.minX + 20, y: band.minY + 14, width: graph.minX - band.minX - 40, height: 60)
    }

    /// The frame-time graph's box in `band`: its right.
    package static func graph(in band: Rect) -> Rect {
        Rect(x: band.maxX - 276, y: band.minY + 4, width: 256, height: band.height - 8)
    }
}
