import Foundation
import Core
import Imaging

/// Where draw lists find their images: by `TextureID`, with a revision that changes whenever the
/// image behind an id is replaced, so renderers know to upload it again.
public protocol ImageSource: AnyObject {
    /// The image behind `id`, or nil for an unknown or released id.
    func image(for id: TextureID) -> Image?
    /// A number that changes each time the image behind `id` is replaced.
    func revision(of id: TextureID) -> UInt32
    /// The object that hands out this source's texture ids: sources with the same id space never
    /// give two different images for one id and revision, so a renderer may keep its textures
    /// when it is handed another of them.
    var idSpace: AnyObject { get }
    /// A number that changes each time images of the id space are released, so renderers know
    /// to drop the textures made from them.
    var releaseCount: UInt64 { get }
}

/// The images a scene uses: PNG files under the project's `assets/` folder, and images made at
/// run time (stickers, exports).
///
/// A session gets a store of its own (`session()`): the images it adds belong to it and go when
/// it is released (`releaseAll()`, which `SceneRunner.end()` calls, or when it is freed), while
/// images loaded by name are shared by the whole family and loaded once. Texture ids are never
/// reused, so an id of a released image answers nil, never another image.
public final class AssetStore: ImageSource {
    /// The folder relative paths are read from.
    public let root: String
    private let library: AssetLibrary
    /// The images this store added, by texture id (guarded by `library.lock`).
    private var owned: [TextureID: AssetLibrary.Entry] = [:]

    /// Makes a store reading relative paths from the folder `root`, with a family of its own.
    public init(root: String) {
        self.root = root
        library = AssetLibrary()
    }

    private init(root: String, library: AssetLibrary) {
        self.root = root
        self.library = library
    }

    deinit { releaseAll() }

    /// A store for one session: it shares this store's images loaded by name and its texture
    /// ids, and owns the images it adds.
    public func session() -> AssetStore { AssetStore(root: root, library: library) }

    /// The texture of the PNG at `path` (absolute, as `SceneResources.path(_:)` gives, or
    /// relative to `root`), loaded on first use by any store of the family and kept as long as
    /// the family.
    /// - Throws: `ImageError` naming the file and what is wrong with it.
    public func texture(named path: String) throws -> TextureID {
        let file = path.hasPrefix("/") ? path : root + "/" + path
        if let id = library.lock.withLock({ library.byPath[file] }) { return id }
        let image = try Image(contentsOfPNG: file)
        return library.lock.withLock {
            if let id = library.byPath[file] { return id }   // another thread loaded it meanwhile
            let id = library.newID()
            library.named[id] = AssetLibrary.Entry(image: image, revision: 0)
            library.byPath[file] = id
            library.noteHeld([image])
            return id
        }
    }

    /// Adds an image made at run time, owned by this store, and returns its texture.
    @discardableResult
    public func add(_ image: Image) -> TextureID {
        library.lock.withLock {
            let id = library.newID()
            owned[id] = AssetLibrary.Entry(image: image, revision: 0)
            library.noteHeld([image])
            return id
        }
    }

    /// Puts `image` behind `id`, an image this store added or loaded by name (renderers upload it
    /// again); does nothing for an id it does not hold.
    public func replace(_ id: TextureID, with image: Image) {
        library.lock.withLock {
            if let old = owned[id] {
                owned[id] = AssetLibrary.Entry(image: image, revision: library.newRevision())
                library.noteReplaced(old.image, with: image)
            } else if let old = library.named[id] {
                library.named[id] = AssetLibrary.Entry(image: image, revision: library.newRevision())
                library.noteReplaced(old.image, with: image)
            }
        }
    }

    /// Lets go of the images behind `ids` that this store added: those ids answer nil from now
    /// on, and renderers drop their textures. Other ids are left alone.
    public func release<S: Sequence<TextureID>>(_ ids: S) {
        library.lock.withLock {
            let released = ids.compactMap { owned.removeValue(forKey: $0)?.image }
            if !released.isEmpty { library.noteReleased(released) }
        }
    }

    /// Lets go of every image this store added: their ids answer nil from now on. Images loaded
    /// by name stay, for the family's other sessions.
    public func releaseAll() {
        library.lock.withLock {
            guard !owned.isEmpty else { return }
            library.noteReleased(owned.values.map(\.image))
            owned.removeAll()
        }
    }

    /// Images a store added, as a session snapshot keeps them.
    public struct OwnedImages: @unchecked Sendable {
        fileprivate let library: AssetLibrary
        fileprivate let entries: [TextureID: AssetLibrary.Entry]
    }

    /// The images this store holds now, for a replay keyframe.
    public func ownedImages() -> OwnedImages {
        library.lock.withLock { OwnedImages(library: library, entries: owned) }
    }

    /// Holds `images` too (a keyframe's, from another session of the family), so that a state
    /// restored from that session draws its images. Ids keep their meaning within a family;
    /// images of another family are left out, since their ids mean other images here.
    public func adopt(_ images: OwnedImages) {
        guard images.library === library else { return }
        library.lock.withLock {
            for (id, entry) in images.entries where owned[id] == nil {
                owned[id] = entry
                library.noteHeld([entry.image])
            }
        }
    }

    /// How many images the store's whole family holds now (loaded by name, and added by each
    /// store still holding them).
    public var familyImageCount: Int { library.lock.withLock { library.imageCount } }
    /// The pixel bytes of those images.
    public var familyImageByteCount: Int { library.lock.withLock { library.imageByteCount } }

    /// The image behind `id`, or nil for an unknown or released id.
    public func image(for id: TextureID) -> Image? {
        library.lock.withLock { entry(id)?.image }
    }

    /// A number that changes each time the image behind `id` is replaced; 0 for an unknown id.
    public func revision(of id: TextureID) -> UInt32 {
        library.lock.withLock { entry(id)?.revision ?? 0 }
    }

    /// The family's shared library, which hands out every texture id in the family.
    public var idSpace: AnyObject { library }

    /// A number that changes each time any store of the family releases images.
    public var releaseCount: UInt64 { library.lock.withLock { library.releaseCount } }

    /// The entry behind `id`, owned or loaded by name. Call with `library.lock` held.
    private func entry(_ id: TextureID) -> AssetLibrary.Entry? {
        owned[id] ?? library.named[id]
    }
}
