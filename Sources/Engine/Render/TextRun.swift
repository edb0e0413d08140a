import Core

/// Laid-out text in one face and size: shaped glyphs at the pen positions the layout measured
/// for them, so a render backend draws exactly what the layout measured.
///
/// Made by a layout (the `UI` module's `TextLayout`); a backend draws glyph `glyphs[i]` of
/// `face` at `size` with its pen origin at `origin + offsets[i]`.
public struct TextRun: Sendable, Equatable {
    /// The face every glyph is drawn from.
    public var face: TextFace
    /// The font size: pixels per em, in canvas pixels (whole pixels, as fonts are opened).
    public var size: Int
    /// The pen position of the run's first cluster on its baseline, in canvas pixels.
    public var origin: Vec2
    /// The grapheme clusters the run shows, in order (what it reads as; `glyphs` is what is drawn).
    public var clusters: [Character]
    /// The glyph indices in `face` to draw, in order.
    public var glyphs: [UInt32]
    /// Each glyph's pen position from `origin` (y down), in canvas pixels; as many as `glyphs`.
    public var offsets: [Vec2]
    /// The text's colour; emoji keep their own colours and take only its alpha.
    public var color: Color
    /// A turn of the whole run about `pivot`, in radians, clockwise on screen; 0 draws it level.
    public var rotation: Double = 0
    /// The canvas point the run turns about, in canvas pixels (used only when `rotation` is not 0).
    public var pivot: Vec2 = .zero

    /// Makes a level run of `glyphs` at pen offsets `offsets` from `origin` (canvas pixels),
    /// showing `clusters`; `size` is pixels per em.
    public init(face: TextFace, size: Int, origin: Vec2, clusters: [Character], glyphs: [UInt32], offsets: [Vec2], color: Color) {
        self.face = face; self.size = size; self.origin = origin
        self.clusters = clusters; self.glyphs = glyphs; self.offsets = offsets; self.color = color
    }
}
