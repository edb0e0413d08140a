import Engine
import Foundation
import Synchronization

/// Finished stickers made from art files, shared by every session in the process: making one is
/// a pure function of the file and the style, and scenes start often (tests, replays, the bench).
enum StickerCache {
    private static let stickers = Mutex<[String: Image]>([:])

    /// The sticker made from the PNG at `path` in `style`.
    /// - Throws: `ImageError` naming the file, or `DataFileError` naming it when the art has no
    ///   subject.
    static func sticker(forArtAt path: String, style: StickerStyle) throws -> Image {
        let key = "\(path)|\(style)"
        if let cached = stickers.withLock({ $0[key] }) { return cached }
        let sticker: Image
        do {
            sticker = try StickerMaker.makeSticker(from: Image(contentsOfPNG: path), style: style)
        } catch let error as StickerError {
            throw DataFileError(path: path, reason: "cannot make a sticker: \(error)")
        }
        stickers.withLock { $0[key] = sticker }
        return sticker
    }
}
