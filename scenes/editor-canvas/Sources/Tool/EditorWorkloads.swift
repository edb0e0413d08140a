import Foundation
import Engine

/// The editor's own code as `diorama-bench editor` times it (the bench sits outside the scene).
public enum EditorWorkloads {
    /// A document on a `width × height` photo with `stickers` vector stickers spread over it,
    /// turned and scaled, and the party filter.
    static func document(width: Int, height: Int, photoHash: String, stickers: Int) -> EditorDocument {
        var document = EditorDocument(photo: PhotoReference(hash: photoHash, width: width, height: height))
        document.filter = CanvasFilter.party.rawValue
        let ids = VectorPack.allStickers.map(\.id)
        for i in 0..<stickers {
            let u = Double(i % 6) / 6 + 0.08, v = Double(i / 6 % 5) / 5 + 0.1
            document.stickers.append(PlacedSticker(
                id: i + 1, source: .vector(ids[i % ids.count]),
                transform: StickerTransform(x: u * Double(width), y: v * Double(height),
                                            scale: Double(min(width, height)) / 1200 * (1 + Double(i % 3) * 0.4),
                                            rotation: Double(i) * 0.37)))
        }
        document.nextID = stickers + 1
        return document
    }

    /// Decodes `jpeg`, composes `stickers` stickers and a filter over it, renders the clean and
    /// the censored picture (blur and watermark) and encodes both as PNG, as a share does; returns
    /// the picture's size and the two PNGs' sizes in bytes.
    /// - Throws: `ImageError` for a bad JPEG.
    public static func exportCensored(jpeg: [UInt8], stickers: Int) throws -> (width: Int, height: Int, cleanBytes: Int, censoredBytes: Int) {
        let photo = try Image(pictureData: jpeg, name: "bench.jpg")
        let document = Self.document(width: photo.width, height: photo.height, photoHash: "0123456789abcdef", stickers: stickers)
        let clean = try EditorExporter.clean(document, photo: photo, glyphs: nil)
        // As a share does: the censored picture made on every core, then both encoded at once.
        let censored = try EditorExporter.censored(clean)
        let (cleanPNG, censoredPNG) = try EditorExporter.bothAtOnce({ try clean.pngData() }, { try censored.pngData() })
        return (clean.width, clean.height, cleanPNG.count, censoredPNG.count)
    }

    /// Puts `stickers` vector stickers spread over the photo of `runner`'s editor, turned and
    /// scaled, as one edit, and runs a tick; returns the topmost sticker's centre on the canvas
    /// (where a drag picks it up), nil when `runner` is not the editor's.
    public static func decorate(_ runner: SceneRunner, stickers: Int) -> Vec2? {
        guard let scene = runner.scene as? EditorCanvasScene else { return nil }
        let photo = scene.state.document.photo
        var document = Self.document(width: photo.width, height: photo.height, photoHash: photo.hash, stickers: stickers)
        document.filter = nil
        scene.commit(document)
        runner.runTick()
        return scene.view.canvas(document.stickers[stickers - 1].transform.position)
    }

    /// Records `steps` edits of a 30-sticker document (each a moved sticker) and returns a
    /// closure that undoes them all and redoes them all: `2 × steps` undo/redo steps; the
    /// closure returns the number of steps taken.
    public static func undoRedo(steps: Int) -> () -> Int {
        var document = Self.document(width: 4032, height: 3024, photoHash: "0123456789abcdef", stickers: 30)
        var history = EditHistory()
        for i in 0..<min(steps, EditHistory.limit) {
            history.record(before: document)
            document.stickers[i % 30].transform.x += 1
        }
        return {
            var current = document, taken = 0
            while let previous = history.undo(from: current) { current = previous; taken += 1 }
            while let next = history.redo(from: current) { current = next; taken += 1 }
            return taken
        }
    }
}
