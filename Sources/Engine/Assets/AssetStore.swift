import Foundation
import Core
import Imaging

/// Where draw lists find their images: by `TextureID`, with a revision that changes whenever the
/// image behind an id is replaced, so renderers know to upload it again.
public protocol ImageSource: AnyObject {
    /// The image behind `id`, or nil for an unknown id.
    func image(for id: TextureID) -> Image?
    /// A number that changes each time the image behind `id` is replaced.
    func revision(of id: TextureID) -> UInt32
}

/// The images a scene uses: PNG files under the project's `assets/` folder, and images made at
/// run time (stickers, exports).
public final class AssetStore: ImageSource {
    /// The folder relative paths are read from: the project root (see `ProjectLocator`).
    public let root: String
    /// Guards the tables: a replay indexer's session adds images from its own thread.
    private let lock = NSLock()
    private var images: [Image] = []
    private var revisions: [UInt32] = []
    private var byPath: [String: TextureID] = [:]

    public init(root: String) { self.root = root }

    /// The texture of the PNG at `relativePath` under `root`, loaded on first use.
    /// - Throws: `ImageError` naming the file and what is wrong with it.
    public func texture(named relativePath: String) throws -> TextureID {
        if let id = lock.withLock({ byPath[relativePath] }) { return id }
        let image = try Image(contentsOfPNG: root + "/" + relativePath)
        return lock.withLock {
            if let id = byPath[relativePath] { return id }   // another thread loaded it meanwhile
            let id = addLocked(image)
            byPath[relativePath] = id
            return id
        }
    }

    /// Adds an image made at run time and returns its texture.
    @discardableResult
    public func add(_ image: Image) -> TextureID {
        lock.withLock { addLocked(image) }
    }

    private func addLocked(_ image: Image) -> TextureID {
        images.append(image)
        revisions.append(0)
        return TextureID(raw: UInt32(images.count - 1))
    }

    /// Puts `image` behind an existing `id` (renderers upload it again).
    public func replace(_ id: TextureID, with image: Image) {
        lock.withLock {
            images[Int(id.raw)] = image
            revisions[Int(id.raw)] &+= 1
        }
    }

    public func image(for id: TextureID) -> Image? {
        lock.withLock { Int(id.raw) < images.count ? images[Int(id.raw)] : nil }
    }

    public func revision(of id: TextureID) -> UInt32 {
        lock.withLock { Int(id.raw) < revisions.count ? revisions[Int(id.raw)] : 0 }
    }
}
