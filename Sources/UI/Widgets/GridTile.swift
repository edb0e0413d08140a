import Engine

/// What one tile of a grid shows: a picture over a caption, which wraps onto a second line
/// (taken from the picture) when one is too short for it. A scene makes one for each tile the
/// grid shows.
public struct GridTile: Sendable, Hashable {
    /// The picture, filling the tile above its caption.
    public var art: TileArt
    /// The line under the picture; empty for none.
    public var caption: String
    /// Whether the caption is a name of any length the user gave (a file's), so one cut short
    /// with "…" is meant.
    public var captionMayBeCut: Bool

    /// Makes a tile showing `art` over `caption` (empty for none), which may be cut short if
    /// `captionMayBeCut`.
    public init(_ art: TileArt, caption: String = "", captionMayBeCut: Bool = false) {
        self.art = art; self.caption = caption; self.captionMayBeCut = captionMayBeCut
    }
}

/// A grid tile's picture.
public enum TileArt: Sendable, Hashable {
    /// A stroke icon on a swatch of `background`.
    case icon(Icon, background: Color)
    /// A loaded texture (a sticker, a food photo), fitted inside the picture's box.
    case image(TextureID, size: Vec2)
    /// A plain swatch.
    case color(Color)
    /// A swatch of `background` the scene draws on through the tree's content drawing (see
    /// `ContentSlot`), in the box an image would be fitted in.
    case content(background: Color)
}
