import CSDL2
import CSDL2TTF
import Engine

/// Whole runs of laid-out text (`TextRun`) composed once into one white texture each, kept while
/// they are drawn (`RetainedTextures`), so a run costs one draw instead of one per cluster.
///
/// Each cluster sits where `GlyphCache` would draw it (its pen at the whole pixel nearest the
/// one its layout measured), so a run looks the same either way; overlapping clusters add
/// their coverage as blending them one after another would. Text faces only: emoji keep their
/// own scaled textures, and turned runs are drawn cluster by cluster.
final class RunCache {
    /// A composed run and where it lies from the run's pen origin.
    struct Entry: TextureEntry {
        let texture: OpaquePointer
        /// The texture's size, in pixels.
        let width: Int32, height: Int32
        /// The texture's top-left from the whole pixel at or left of the run's origin and from its
        /// baseline, in pixels.
        let left: Int32, top: Int32
    }

    private struct Key: Hashable {
        var face: TextFace
        var size: Int
        var clusters: [Character]
        var offsets: [Double]
        /// The origin's fraction of a pixel, which decides how each cluster's pen rounds.
        var fraction: Double
    }

    private let renderer: OpaquePointer
    private let fonts: FontCache
    private var textures = RetainedTextures<Key, Entry>()

    init(renderer: OpaquePointer, fonts: FontCache) {
        self.renderer = renderer
        self.fonts = fonts
    }

    /// How many run textures are held.
    var count: Int { textures.count }

    /// The texture of `run`, composed on first use; nil for a run that draws nothing.
    /// - Throws: `RenderError` when SDL2_ttf cannot open the face or render a cluster.
    func entry(for run: TextRun) throws(RenderError) -> Entry? {
        let key = Key(face: run.face, size: min(max(run.size, 1), Int(TextCache.maxSize)), clusters: run.clusters,
                      offsets: run.offsets, fraction: run.origin.x - run.origin.x.rounded(.down))
        return try textures.entry(for: key) { (key) throws(RenderError) in try compose(key) }
    }

    /// Frees the entries not drawn lately (`RetainedTextures.retainedFrames`) and starts a new frame.
    func endFrame() { textures.endFrame() }

    private func compose(_ key: Key) throws(RenderError) -> Entry? {
        ttfLock.lock()
        defer { ttfLock.unlock() }
        guard let font = fonts.font(key.face, size: key.size) else {
            throw RenderError.sdl("TTF_OpenFont(\(key.face.fontPath), size \(key.size))")
        }
        // Each cluster's coverage (ARGB8888) and its top-left from the pen origin and baseline.
        var placed: [(surface: UnsafeMutablePointer<SDL_Surface>, x: Int32, y: Int32)] = []
        defer { for glyph in placed { SDL_FreeSurface(glyph.surface) } }
        for (cluster, offset) in zip(key.clusters, key.offsets) {
            guard let glyph = try GlyphCache.surface(of: cluster, font: font) else { continue }
            guard let coverage = SDL_ConvertSurfaceFormat(glyph.surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
                SDL_FreeSurface(glyph.surface)
                throw RenderError.sdl("SDL_ConvertSurfaceFormat")
            }
            SDL_FreeSurface(glyph.surface)
            placed.append((coverage, Int32((key.fraction + offset).rounded()) - glyph.originX, -glyph.baseline))
        }
        guard !placed.isEmpty else { return nil }
        let left = placed.map(\.x).min()!, top = placed.map(\.y).min()!
        let width = placed.map { $0.x + $0.surface.pointee.w }.max()! - left
        let height = placed.map { $0.y + $0.surface.pointee.h }.max()! - top
        guard width > 0, height > 0 else { return nil }
        var pixels = [UInt8](repeating: 255, count: Int(width) * Int(height) * 4)
        for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 0 }
        for glyph in placed {
            guard let base = glyph.surface.pointee.pixels?.assumingMemoryBound(to: UInt32.self) else { continue }
            let pitch = Int(glyph.surface.pointee.pitch) / 4
            for y in 0..<Int(glyph.surface.pointee.h) {
                let row = (Int(glyph.y - top) + y) * Int(width) + Int(glyph.x - left)
                for x in 0..<Int(glyph.surface.pointee.w) {
                    let source = Int(base[y * pitch + x] >> 24)
                    guard source > 0 else { continue }
                    let at = (row + x) * 4 + 3, covered = Int(pixels[at])
                    pixels[at] = UInt8(source + (covered * (255 - source) + 127) / 255)
                }
            }
        }
        guard let texture = SDL_CreateTexture(renderer, DIORAMA_SDL_PIXELFORMAT_RGBA32, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              width, height) else {
            throw RenderError.sdl("SDL_CreateTexture(\(width)×\(height))")
        }
        guard SDL_UpdateTexture(texture, nil, pixels, width * 4) == 0 else {
            SDL_DestroyTexture(texture)
            throw RenderError.sdl("SDL_UpdateTexture")
        }
        return Entry(texture: texture, width: width, height: height, left: left, top: top)
    }
}
