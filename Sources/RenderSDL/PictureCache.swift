import CSDL2
import Core
import Engine
import Foundation

/// Pictures (`Picture`) rasterised once into a texture each, by key and the size they show at,
/// and kept while they are drawn (`RetainedTextures`), so a picture costs one textured quad a
/// frame instead of all its shapes' triangles.
///
/// The size is rounded up to steps of 2^(1/8) (about 9 %), so a picture being scaled is drawn
/// again only every few frames, and a texel shows as at most one pixel: the texture is sampled
/// nearest, which a software GL (Mesa's, under Xvfb) does several times faster than bilinearly,
/// and which at that density looks as the shapes' own unsmoothed edges would. Shapes are
/// blended into a clear texture, which so holds premultiplied colour, and the texture is drawn
/// with the premultiplied blend where the renderer has custom blend modes; elsewhere (SDL's
/// software renderer) with the usual one, which darkens translucent parts a little.
final class PictureCache {
    /// A rasterised picture: the texture and how many texture pixels it has per picture pixel.
    struct Entry: TextureEntry {
        let texture: OpaquePointer
        let width: Int32, height: Int32
        let density: Double
    }

    private struct Key: Hashable {
        var key: String
        var step: Int
    }

    /// The largest texture side a picture is rasterised at, in pixels; larger ones are drawn as shapes.
    static let maxSide = 2048
    /// The clear border around the shapes in the texture, in pixels, so filtering at its edge fades out.
    static let border = 2.0

    private let renderer: OpaquePointer
    private let blend: SDL_BlendMode
    private var textures = RetainedTextures<Key, Entry>()

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        blend = premultipliedBlend(for: renderer) ?? SDL_BLENDMODE_BLEND
    }

    /// How many picture textures are held.
    var count: Int { textures.count }

    /// The texture of `picture` at `pixelsPerCanvasPixel` output pixels per canvas pixel,
    /// rasterised on first use; nil when it would be larger than `maxSide` or draws nothing.
    func entry(for picture: Picture, pixelsPerCanvasPixel: Double) throws(RenderError) -> Entry? {
        let wanted = picture.scale * pixelsPerCanvasPixel
        guard wanted.isFinite, wanted > 0 else { return nil }
        let step = Int((log2(wanted) * 8).rounded(.up))
        guard abs(step) < 400 else { return nil }
        return try textures.entry(for: Key(key: picture.key, step: step)) { (key) throws(RenderError) in
            try rasterise(picture, density: exp2(Double(key.step) / 8))
        }
    }

    /// Frees the entries not drawn lately (`RetainedTextures.retainedFrames`) and starts a new frame.
    func endFrame() { textures.endFrame() }

    /// Draws `picture`'s shapes at `density` texture pixels per picture pixel into a new texture.
    private func rasterise(_ picture: Picture, density: Double) throws(RenderError) -> Entry? {
        let extent = picture.halfExtent * density + Vec2(Self.border, Self.border)
        guard extent.x.isFinite, extent.y.isFinite, extent.x > 0, extent.y > 0,
              2 * extent.x <= Double(Self.maxSide), 2 * extent.y <= Double(Self.maxSide) else { return nil }
        let width = Int32((2 * extent.x).rounded(.up)), height = Int32((2 * extent.y).rounded(.up))
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height) else {
            throw RenderError.sdl("SDL_CreateTexture(\(width)×\(height), target)")
        }
        SDL_SetTextureBlendMode(texture, blend)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
        // A texture target (a layer being kept, see `LayerCache`) gets back its scale, which
        // SDL resets on every change of target.
        let previous = SDL_GetRenderTarget(renderer)
        var scaleX: Float = 1, scaleY: Float = 1
        SDL_RenderGetScale(renderer, &scaleX, &scaleY)
        guard SDL_SetRenderTarget(renderer, texture) == 0 else {
            SDL_DestroyTexture(texture)
            throw RenderError.sdl("SDL_SetRenderTarget")
        }
        defer {
            SDL_SetRenderTarget(renderer, previous)
            if previous != nil { SDL_RenderSetScale(renderer, scaleX, scaleY) }
        }
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        let middle = Vec2(Double(width), Double(height)) / 2
        let local = Picture(key: picture.key, shapes: picture.shapes, halfExtent: picture.halfExtent, center: middle,
                            scale: density)
        var batch = TriangleBatch()
        for shape in local.placedShapes {
            guard let (points, color) = DrawListRenderer.triangles(of: shape) else { continue }
            batch.add(points, color, clip: nil, blend: SDL_BLENDMODE_BLEND)
        }
        if !batch.vertices.isEmpty,
           SDL_RenderGeometry(renderer, nil, batch.vertices, Int32(batch.vertices.count), nil, 0) != 0 {
            SDL_DestroyTexture(texture)
            throw RenderError.sdl("SDL_RenderGeometry")
        }
        return Entry(texture: texture, width: width, height: height, density: density)
    }
}
