import Foundation
import Imaging

/// What a family of asset stores shares: the texture ids they hand out (never two images under
/// one id and revision), the images loaded by name, and counts of every image the family holds.
///
/// One lock guards it and the tables of every store in the family: a replay indexer's session
/// adds images from its own thread.
final class AssetLibrary {
    /// An image behind a texture id, with the revision renderers upload it by.
    struct Entry {
        var image: Image
        var revision: UInt32
    }

    let lock = NSLock()
    /// The images loaded by name, by texture id; kept as long as the library.
    var named: [TextureID: Entry] = [:]
    /// The texture ids of the images loaded by name, by relative path.
    var byPath: [String: TextureID] = [:]
    /// How many images the family holds, counted once per store that holds one.
    private(set) var imageCount = 0
    /// The pixel bytes of those images.
    private(set) var imageByteCount = 0
    /// How many times a store of the family has let images go.
    private(set) var releaseCount: UInt64 = 0
    private var nextID: UInt32 = 0
    private var nextRevision: UInt32 = 1

    /// A texture id no store of the family has used. Call with `lock` held.
    func newID() -> TextureID {
        defer { nextID &+= 1 }
        return TextureID(raw: nextID)
    }

    /// A revision no image of the family has had. Call with `lock` held.
    func newRevision() -> UInt32 {
        defer { nextRevision &+= 1 }
        return nextRevision
    }

    /// Notes that a store took `images`. Call with `lock` held.
    func noteHeld<S: Sequence<Image>>(_ images: S) {
        for image in images {
            imageCount += 1
            imageByteCount += image.pixels.count
        }
    }

    /// Notes that a store put `new` where `old` was. Call with `lock` held.
    func noteReplaced(_ old: Image, with new: Image) {
        imageByteCount += new.pixels.count - old.pixels.count
    }

    /// Notes that a store let `images` go. Call with `lock` held.
    func noteReleased<S: Sequence<Image>>(_ images: S) {
        for image in images {
            imageCount -= 1
            imageByteCount -= image.pixels.count
        }
        releaseCount &+= 1
    }
}
