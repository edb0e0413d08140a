import Engine

/// The editor's document: a photo, an optional full-frame filter and stickers bottom to top.
///
/// Plain values, so an undo step is a copy (the photo is referenced by hash, never copied) and
/// the draft file is this encoded as JSON. A decoded document is hostile input until
/// `rangeProblem(knownFilters:knownVectors:halfSize:)` has passed it.
struct EditorDocument: Codable, Equatable, Sendable, VersionedSave {
    static let currentVersion = 1
    /// The most stickers a document holds.
    static let maxStickers = 300

    var version = EditorDocument.currentVersion
    var photo: PhotoReference
    /// The filter overlay's id (`filter.party`), nil for none.
    var filter: String?
    /// The stickers, bottom first: their order is the z-order.
    var stickers: [PlacedSticker]
    /// The id the next sticker gets; above every id in use.
    var nextID: Int

    /// An empty document on `photo`.
    init(photo: PhotoReference) {
        self.photo = photo
        filter = nil
        stickers = []
        nextID = 1
    }

    /// The index of the sticker with `id`, nil when there is none.
    func index(of id: Int) -> Int? { stickers.firstIndex { $0.id == id } }

    /// The sticker with `id`, nil when there is none.
    func sticker(_ id: Int) -> PlacedSticker? { index(of: id).map { stickers[$0] } }
}
