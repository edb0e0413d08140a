import Engine

extension EditorDocument {
    /// The most pixels a photo may have (100 megapixels), as the JPEG decoder allows.
    static let maxPhotoPixels = 100_000_000

    /// What is out of range in this document, or nil: a draft is read as hostile input, so every
    /// number, id and string is checked before any of it is used.
    /// A scale is checked against the sticker's box, `halfSize` of its source
    /// (`StickerArtist.halfSize(of:)`).
    func rangeProblem(knownFilters: Set<String>, knownVectors: Set<String>, halfSize: (StickerSource) -> Vec2) -> String? {
        guard PhotoHash.isHash(photo.hash) else { return "the photo's hash '\(photo.hash.prefix(40))' is not 16 hex digits" }
        guard (1...Image.maxSide).contains(photo.width), (1...Image.maxSide).contains(photo.height),
              photo.width * photo.height <= Self.maxPhotoPixels else {
            return "the photo's size \(photo.width)×\(photo.height) is out of range"
        }
        if let filter, !knownFilters.contains(filter) { return "'\(filter.prefix(40))' is not a filter" }
        guard stickers.count <= Self.maxStickers else {
            return "\(stickers.count) stickers; a document holds at most \(Self.maxStickers)"
        }
        guard (1...1_000_000_000).contains(nextID) else { return "nextID \(nextID) is out of range" }
        var ids: Set<Int> = []
        for (index, sticker) in stickers.enumerated() {
            let name = "sticker \(index + 1)"
            guard (0..<nextID).contains(sticker.id), ids.insert(sticker.id).inserted else {
                return "\(name) has the id \(sticker.id), repeated or not below nextID \(nextID)"
            }
            if let problem = Self.problem(with: sticker.source, knownVectors: knownVectors) { return "\(name): \(problem)" }
            let t = sticker.transform, span = Double(max(photo.width, photo.height))
            guard [t.x, t.y, t.scale, t.rotation].allSatisfy(\.isFinite),
                  (-span...2 * span).contains(t.x), (-span...2 * span).contains(t.y),
                  abs(t.rotation) <= .pi + 1e-9 else {
                return "\(name) has a position or rotation out of range (\(t.x), \(t.y), \(t.rotation))"
            }
            let scales = StickerMetrics.scaleRange(half: halfSize(sticker.source), photo: photo.size)
            guard scales.contains(t.scale) else {
                return "\(name) has the scale \(t.scale), out of \(scales)"
            }
        }
        return nil
    }

    /// What is wrong with `source`, or nil.
    private static func problem(with source: StickerSource, knownVectors: Set<String>) -> String? {
        switch source {
        case .vector(let id):
            return knownVectors.contains(id) ? nil : "'\(id.prefix(40))' is not a vector sticker"
        case .emoji(let emoji):
            return emoji.count == 1 && emoji.unicodeScalars.count <= 16 ? nil : "'\(emoji.prefix(8))' is not one emoji"
        case .text(let text):
            guard !text.caption.isEmpty, text.caption.count <= TextSticker.maxLength else {
                return "a caption must have 1 to \(TextSticker.maxLength) characters"
            }
            return text.caption.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" }
                ? "a caption holds a control character" : nil
        }
    }
}
