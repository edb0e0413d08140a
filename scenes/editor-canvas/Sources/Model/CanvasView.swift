import Engine

/// Where the photo sits on the canvas: fitted into the stage, centred, with a uniform scale.
struct CanvasView: Equatable, Sendable {
    /// The canvas area the photo is fitted into, in canvas pixels.
    static let stage = Rect(x: 12, y: 272, width: 696, height: 736)

    /// The photo's rectangle on the canvas, in canvas pixels.
    let photoRect: Rect
    /// Canvas pixels per photo pixel.
    let zoom: Double

    /// The view of a photo of `size` pixels fitted into `stage`.
    init(photoSize size: Vec2, stage: Rect = CanvasView.stage) {
        zoom = min(stage.width / size.x, stage.height / size.y)
        let shown = size * zoom
        photoRect = Rect(center: stage.center, size: shown)
    }

    private init(photoRect: Rect, zoom: Double) {
        self.photoRect = photoRect
        self.zoom = zoom
    }

    /// The same view moved by `offset` canvas pixels (the vibe check's shake).
    func shifted(by offset: Vec2) -> CanvasView {
        CanvasView(photoRect: Rect(origin: photoRect.origin + offset, size: photoRect.size), zoom: zoom)
    }

    /// The canvas point over photo point `p`.
    func canvas(_ p: Vec2) -> Vec2 { photoRect.origin + p * zoom }

    /// The photo point under canvas point `c`.
    func photo(_ c: Vec2) -> Vec2 { (c - photoRect.origin) / zoom }
}
