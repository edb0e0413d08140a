import CSDL2
import Engine
import Imaging

/// SDL textures for the images of an `ImageSource`, uploaded on first use and again whenever
/// the source's revision of an image changes; all freed with the cache.
///
/// Handed another source of the same id space (the next session's asset store), it keeps the
/// textures that source still knows (shared art) and destroys the rest; it does the same when
/// the source releases images. A source of another id space drops every texture first, since
/// its ids mean other images.
final class TextureCache {
    private struct Entry {
        let texture: OpaquePointer
        let revision: UInt32
        let width: Int, height: Int
    }

    private let renderer: OpaquePointer
    private weak var source: ImageSource?
    private weak var idSpace: AnyObject?
    private var releaseCount: UInt64 = 0
    private var entries: [TextureID: Entry] = [:]

    init(renderer: OpaquePointer) { self.renderer = renderer }

    deinit { removeAll() }

    /// How many textures are held.
    var count: Int { entries.count }

    /// The texture of `id` in `images`, uploaded if it is new or its revision changed; nil for
    /// an id `images` does not know or an image with no pixels.
    /// - Throws: `RenderError` when SDL cannot create or fill the texture.
    func texture(for id: TextureID, in images: ImageSource) throws(RenderError) -> OpaquePointer? {
        follow(images)
        let revision = images.revision(of: id)
        let cached = entries[id]
        if let cached, cached.revision == revision { return cached.texture }
        guard let image = images.image(for: id), image.width > 0, image.height > 0 else {
            remove(id)
            return nil
        }
        let texture: OpaquePointer
        if let cached, cached.width == image.width, cached.height == image.height {
            texture = cached.texture
        } else {
            remove(id)
            guard let created = SDL_CreateTexture(renderer, DIORAMA_SDL_PIXELFORMAT_RGBA32,
                                                  Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                                  Int32(image.width), Int32(image.height)) else {
                throw RenderError.sdl("SDL_CreateTexture(\(image.width)×\(image.height))")
            }
            SDL_SetTextureScaleMode(created, SDL_ScaleModeLinear)
            texture = created
        }
        entries[id] = Entry(texture: texture, revision: revision, width: image.width, height: image.height)
        let status = image.pixels.withUnsafeBytes {
            SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(image.width * 4))
        }
        guard status == 0 else { throw RenderError.sdl("SDL_UpdateTexture") }
        return texture
    }

    /// Makes `images` the source, destroying the textures of images it does not hold (released
    /// ones, or another session's); cheap when nothing changed, so it may run every frame.
    func follow(_ images: ImageSource) {
        if idSpace !== images.idSpace {
            removeAll()
            idSpace = images.idSpace
        } else if source === images, releaseCount == images.releaseCount {
            return
        }
        source = images
        releaseCount = images.releaseCount
        for id in entries.keys where images.image(for: id) == nil { remove(id) }
    }

    private func remove(_ id: TextureID) {
        if let entry = entries.removeValue(forKey: id) { SDL_DestroyTexture(entry.texture) }
    }

    private func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
    }
}
