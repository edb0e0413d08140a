import Core

/// Laid-out text in one face and size: each grapheme cluster at the pen position the layout
/// measured for it, so a render backend draws exactly what the layout measured.
///
/// Made by a layout (the `UI` module's `TextLayout`); a backend draws each cluster's glyph from
/// `face` at `size` with its pen origin at (`origin.x + offsets[i]`, `origin.y`).
public struct TextRun: Sendable, Equatable {
    /// The face every cluster is drawn in.
    public var face: TextFace
    /// The font size: pixels per em, in canvas pixels (whole pixels, as fonts are opened).
    public var size: Int
    /// The pen position of the run's first cluster on its baseline, in canvas pixels.
    public var origin: Vec2
    /// The run's grapheme clusters, in order.
    public var clusters: [Character]
    /// Each cluster's pen x from `origin.x`, in canvas pixels; as many as `clusters`.
    public var offsets: [Double]
    /// The text's colour; emoji keep their own colours and take only its alpha.
    public var color: Color
    /// A turn of the whole run about `pivot`, in radians, clockwise on screen; 0 draws it level.
    public var rotation: Double = 0
    /// The canvas point the run turns about, in canvas pixels (used only when `rotation` is not 0).
    public var pivot: Vec2 = .zero

    /// Makes a level run of `clusters` at pen offsets `offsets` from `origin`, in canvas pixels; `size` is pixels per em.
    public init(face: TextFace, size: Int, origin: Vec2, clusters: [Character], offsets: [Double], color: Color) {
        self.face = face; self.size = size; self.origin = origin
        self.clusters = clusters; self.offsets = offsets; self.color = color
    }
}
