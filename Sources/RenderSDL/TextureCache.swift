import CSDL2
import Engine
import Imaging

/// SDL textures for the images of one `ImageSource`, uploaded on first use and again whenever
/// the source's revision of an image changes; all freed with the cache.
///
/// Handing it a different source (a new scene's asset store) drops every texture first, since
/// texture ids are only unique within one source.
final class TextureCache {
    private struct Entry {
        let texture: OpaquePointer
        let revision: UInt32
        let width: Int, height: Int
    }

    private let renderer: OpaquePointer
    private weak var source: ImageSource?
    private var entries: [TextureID: Entry] = [:]

    init(renderer: OpaquePointer) { self.renderer = renderer }

    deinit { removeAll() }

    /// How many textures are held.
    var count: Int { entries.count }

    /// The texture of `id` in `images`, uploaded if it is new or its revision changed; nil for
    /// an id `images` does not know or an image with no pixels.
    /// - Throws: `RenderError` when SDL cannot create or fill the texture.
    func texture(for id: TextureID, in images: ImageSource) throws(RenderError) -> OpaquePointer? {
        if source !== images {
            removeAll()
            source = images
        }
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

    private func remove(_ id: TextureID) {
        if let entry = entries.removeValue(forKey: id) { SDL_DestroyTexture(entry.texture) }
    }

    private func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
    }
}
