import Foundation
import Synchronization

/// Pictures of files in a listed folder, shrunk (and blurred, if asked) for a scene to show:
/// decoded on a queue of their own while a session plays live, so a tick never waits on a
/// disk, and at once otherwise, so what a replay or a script draws is the same every run.
/// Render state only: never simulated or hashed.
public final class PictureThumbnails: Sendable {
    /// A file as a listing gave it: a changed file is another key.
    public struct Key: Hashable, Sendable {
        /// The file's path.
        public let path: String
        /// Its size, in bytes.
        public let byteCount: Int64
        /// When it last changed, in seconds since 1970.
        public let modified: Int64

        /// The key of the listed `entry` of `folder`.
        public init(_ entry: FolderEntry, in folder: String) {
            path = folder + "/" + entry.name
            byteCount = entry.byteCount
            modified = entry.modified
        }
    }

    /// A file's picture, sharp and blurred (the same picture when the thumbnails are not blurred).
    public struct Thumbnail: Sendable {
        /// The picture fitted within the thumbnails' side.
        public let sharp: Image
        /// The same, blurred.
        public let blurred: Image
    }

    /// The longest side of a thumbnail, in pixels.
    public let side: Int
    /// The Gaussian blur's sigma for the blurred copy, in thumbnail pixels; nil for none.
    public let blurSigma: Double?
    /// Whether thumbnails are decoded at once, in the caller's thread (sessions not played live).
    public let decodesAtOnce: Bool

    private enum Slot: Sendable {
        case loading, ready(Thumbnail), failed
    }

    private let slots = Mutex<[Key: Slot]>([:])
    private let queue = DispatchQueue(label: "diorama.picture-thumbnails")

    /// Thumbnails at most `side` pixels (1 or more) along their longer side, blurred too by
    /// `blurSigma` when given; decoded at once when `decodesAtOnce`.
    public init(side: Int, blurSigma: Double? = nil, decodesAtOnce: Bool) {
        self.side = max(1, side)
        self.blurSigma = blurSigma
        self.decodesAtOnce = decodesAtOnce
    }

    /// The thumbnail of `key`'s file; nil while it is being decoded (its first request starts
    /// that) or when the file is missing, not a regular file, over `DroppedFile.maxByteCount`
    /// or not a picture.
    public func thumbnail(_ key: Key) -> Thumbnail? {
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
    public var isEmpty: Bool { slots.withLock { $0.isEmpty } }

    /// Lets go of every thumbnail; those being decoded are dropped when done.
    public func forgetAll() {
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
        let sharp = image.fitted(within: side)
        guard let blurSigma else { return Thumbnail(sharp: sharp, blurred: sharp) }
        guard let blurred = try? sharp.gaussianBlurred(sigma: blurSigma) else { return nil }
        return Thumbnail(sharp: sharp, blurred: blurred)
    }
}
