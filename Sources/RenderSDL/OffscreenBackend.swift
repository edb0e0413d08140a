import CSDL2
import Core
import Engine
import Imaging

/// Renders draw lists into memory with SDL's software renderer: no display, no `SDL_Init`.
///
/// The same list and images give byte-identical pixels on every run, so frames can be compared
/// with golden images.
public final class OffscreenBackend {
    /// The canvas the draw lists are written for, in canvas pixels; usually 720 × 1280.
    public let canvasSize: Vec2
    /// The size of the rendered image, in pixels.
    public let width: Int, height: Int

    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer
    /// Optional only so that `deinit` can free it before the SDL renderer it uses.
    private var drawer: DrawListRenderer?

    /// A backend for a canvas of `size` canvas pixels, rendering images of `pixelSize` pixels
    /// (the canvas size when nil): the canvas is scaled to fit, keeping its aspect ratio
    /// (`SDL_RenderSetLogicalSize`). Pictures are drawn as their shapes, exactly, unless
    /// `retainsPictures`, and every frame is drawn whole unless `retainsLayers` (as a window
    /// does both: see `DrawListRenderer.init`).
    /// - Throws: `RenderError` when SDL cannot make the surface or renderer, or `FontError` when
    ///   the fonts text is drawn in cannot be opened.
    public init(size: Vec2 = Vec2(720, 1280), pixelSize: (width: Int, height: Int)? = nil,
                retainsPictures: Bool = false, retainsLayers: Bool = false) throws {
        precondition(size.x >= 1 && size.x <= 16384 && size.y >= 1 && size.y <= 16384, "canvas size \(size) out of 1...16384")
        canvasSize = size
        width = pixelSize?.width ?? Int(size.x.rounded())
        height = pixelSize?.height ?? Int(size.y.rounded())
        precondition((1...16384).contains(width) && (1...16384).contains(height), "image size \(width)×\(height) out of 1...16384")
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, DIORAMA_SDL_PIXELFORMAT_RGBA32) else {
            throw RenderError.sdl("SDL_CreateRGBSurfaceWithFormat(\(width)×\(height))")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let error = RenderError.sdl("SDL_CreateSoftwareRenderer")
            SDL_FreeSurface(surface)
            throw error
        }
        self.surface = surface
        self.renderer = renderer
        guard SDL_RenderSetLogicalSize(renderer, Int32(size.x.rounded()), Int32(size.y.rounded())) == 0 else {
            let error = RenderError.sdl("SDL_RenderSetLogicalSize")
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
            throw error
        }
        do {
            drawer = try DrawListRenderer(renderer: renderer, retainsPictures: retainsPictures, retainsLayers: retainsLayers)
        } catch {
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
            throw error
        }
    }

    deinit {
        drawer = nil
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// The renderer drawing into the surface, for its settings (`onError`) and counters.
    public var drawListRenderer: DrawListRenderer { drawer! }

    /// Renders `list` and returns the pixels.
    /// - Throws: `RenderError` when SDL cannot finish drawing.
    public func render(_ list: DrawList, images: ImageSource) throws -> Image {
        drawListRenderer.render(list, images: images)
        guard SDL_RenderFlush(renderer) == 0 else { throw RenderError.sdl("SDL_RenderFlush") }
        let pitch = Int(surface.pointee.pitch), rowBytes = width * 4
        let source = UnsafeRawBufferPointer(start: surface.pointee.pixels, count: pitch * height)
        var pixels = [UInt8]()
        pixels.reserveCapacity(rowBytes * height)
        for row in 0..<height {
            pixels.append(contentsOf: source[row * pitch..<row * pitch + rowBytes])
        }
        return Image(width: width, height: height, pixels: pixels)
    }
}
