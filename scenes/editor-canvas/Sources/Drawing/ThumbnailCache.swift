import Engine
import Foundation
import Synchronization

/// Small sharp and blurred pictures of files for the photo picker and the Showcase (or larger
/// sharp ones for the Showcase's full-size viewer), decoded on a thread of their own:
/// render-only, never simulated or hashed. Sessions not played live decode them at once
/// instead, so what they draw is the same every run.
final class ThumbnailCache: Sendable {
    /// The longest side of a tile's thumbnail, in pixels.
    static let tileSide = 160
    /// The longest side of a picture in the full-size viewer, in pixels: sharp on a large
    /// screen, and still a texture every GPU takes.
    static let viewerSide = 2048
    /// How strongly the Showcase blurs a thumbnail: the Gaussian's sigma, in thumbnail pixels.
    static let blurSigma = 12.0

    /// A file as a listing gave it: a changed file is another key.
    struct Key: Hashable, Sendable {
        let path: String
        let byteCount: Int64
        let modified: Int64
    }

    /// A file's thumbnail, sharp and blurred (the same picture when the cache does not blur).
    struct Thumbnail: Sendable {
        let sharp: Image
        let blurred: Image
    }

    /// The longest side of a thumbnail, in pixels.
    let side: Int
    /// Whether each thumbnail is blurred too.
    let blurs: Bool

    private enum Slot: Sendable {
        case loading, ready(Thumbnail), failed
    }

    private let slots = Mutex<[Key: Slot]>([:])
    private let queue = DispatchQueue(label: "editor-canvas.thumbnails")
    /// Whether thumbnails are decoded at once, in the caller's thread (sessions not played live).
    let decodesAtOnce: Bool

    /// A cache of thumbnails `side` pixels at most, blurred too when `blurs`.
    init(decodesAtOnce: Bool, side: Int = ThumbnailCache.tileSide, blurs: Bool = true) {
        self.decodesAtOnce = decodesAtOnce
        self.side = side
        self.blurs = blurs
    }

    /// The thumbnail of `key`'s file; nil while it is being decoded (its first request starts
    /// that) or when the file is missing, not a regular file, over `DroppedFile.maxByteCount`
    /// or not a picture.
    func thumbnail(_ key: Key) -> Thumbnail? {
        let isNew = slots.withLock { slots in
            guard slots[key] == nil else { return false }
            slots[key] = .loading
            return true
        }
        if isNew {
            if decodesAtOnce {
                store(make(key), for: key)
            } else {
                queue.async { [self] in
                    guard isLoading(key) else { return }   // forgotten while it waited
                    store(make(key), for: key)
                }
            }
        }
        return slots.withLock { slots in
            if case .ready(let thumbnail)? = slots[key] { thumbnail } else { nil }
        }
    }

    /// Whether nothing is kept or being decoded.
    var isEmpty: Bool { slots.withLock { $0.isEmpty } }

    /// Lets go of every thumbnail; those being decoded are dropped when done.
    func forgetAll() {
        slots.withLock { $0.removeAll() }
    }

    private func isLoading(_ key: Key) -> Bool {
        slots.withLock { slots in
            if case .loading? = slots[key] { true } else { false }
        }
    }

    /// Keeps `thumbnail` (nil: its file failed) for `key`, unless `key` was forgotten meanwhile.
    private func store(_ thumbnail: Thumbnail?, for key: Key) {
        slots.withLock { slots in
            guard case .loading? = slots[key] else { return }
            slots[key] = thumbnail.map(Slot.ready) ?? .failed
        }
    }

    /// Reads, decodes, shrinks and blurs `key`'s file; nil when any of it fails.
    private func make(_ key: Key) -> Thumbnail? {
        guard key.byteCount <= DroppedFile.maxByteCount,
              let bytes = try? BoundedFile.read(key.path, maxBytes: DroppedFile.maxByteCount),
              let image = try? Image(pictureData: bytes, name: key.path) else { return nil }
        let sharp = Self.shrunk(image, side: side)
        guard blurs else { return Thumbnail(sharp: sharp, blurred: sharp) }
        guard let blurred = try? sharp.gaussianBlurred(sigma: Self.blurSigma) else { return nil }
        return Thumbnail(sharp: sharp, blurred: blurred)
    }

    /// `image` fitted within `side` × `side` pixels, halved step by step first so that the
    /// bilinear scaling never skips pixels.
    static func shrunk(_ image: Image, side: Int) -> Image {
        var image = image
        while max(image.width, image.height) > side * 2 {
            image = image.scaled(width: max(1, image.width / 2), height: max(1, image.height / 2))
        }
        let scale = Double(side) / Double(max(image.width, image.height, 1))
        guard scale < 1 else { return image }
        return image.scaled(width: max(1, Int((Double(image.width) * scale).rounded())),
                            height: max(1, Int((Double(image.height) * scale).rounded())))
    }
}
