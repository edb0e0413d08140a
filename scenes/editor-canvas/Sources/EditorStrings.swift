/// Everything the editor says, in one place for translation.
enum EditorStrings {
    static let title = "Dickerator"
    static let summary = "Decorate a photo: a filter over it and stickers to move, scale and turn. Keys for now: "
        + "S adds a vector sticker, E an emoji, T a caption; 1–9 pick a filter (0 none); drop a photo to open it."
    static let hints = "S sticker · E emoji · T caption · 1–9 filter · 0 no filter\n"
        + "[ ] order · Ctrl+D copy · Del delete · arrows nudge · Ctrl+Z / Ctrl+Y undo, redo"
    static let noFilter = "No filter"
    static let photoParameter = "open this PNG or JPEG photo"
    static let sampleParameter = "open bundled sample photo 1 to \(SamplePhotos.count)"
    static let tooManyStickers = "That's plenty of stickers: \(EditorDocument.maxStickers) is the most."

    static func filterName(_ id: String?) -> String {
        guard let id, let filter = CanvasFilter(rawValue: id) else { return noFilter }
        return "Filter: " + filter.rawValue.dropFirst("filter.".count).capitalized
    }

    static func history(undo: Int, redo: Int) -> String { "Undo \(undo) · Redo \(redo)" }

    static func cannotOpen(_ error: any Error) -> String { "Cannot open that photo: \(error)" }

    static func cannotSave(_ error: any Error) -> String { "The draft could not be saved: \(error)" }

    static func damagedDraft(path: String, reason: String, keptAs: String) -> String {
        "\(path) could not be read (\(reason)); it is kept as \(keptAs)"
    }

    static func missingPhoto(_ hash: String) -> String { "its photo \(hash) is not in the profile" }

    static let newerDraft = "saved by a newer Diorama"

    static let captions = ["Campy!", "Iconic", "Serve!", "Yas"]
}
