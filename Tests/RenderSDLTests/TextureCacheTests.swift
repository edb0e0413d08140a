import Core
import Engine
import Foundation
import Imaging
import RenderSDL
import SceneTestSupport
import Testing

/// The renderer's textures over many sessions of one asset store family, as a window host or
/// replay viewer switches sessions: shared art stays, each session's own art goes with it.
@Suite struct TextureCacheTests {
    static let glassColor = Color(r: 0, g: 255, b: 0)

    /// An asset store whose root holds `glass.png`, 4 × 4 in `glassColor`.
    static func family() throws -> AssetStore {
        let root = ScratchFolders.path("diorama-texture-cache")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Data(Image(width: 4, height: 4, fill: glassColor).pngData()).write(to: URL(fileURLWithPath: root + "/glass.png"))
        return AssetStore(root: root)
    }

    /// Draws `textures` side by side on a 100 × 100 canvas: the first at x 10, then 40, 70.
    static func list(_ textures: [TextureID]) -> DrawList {
        var list = DrawList(canvasSize: Vec2(100, 100))
        list.clearColor = .black
        for (index, texture) in textures.enumerated() {
            list.sprite(Sprite(texture: texture, center: Vec2(10 + 30 * Double(index), 50), size: Vec2(20, 20)))
        }
        return list
    }

    @Test func aHundredSessionsInARowKeepAsManyTexturesAsOne() throws {
        let family = try Self.family()
        let backend = try OffscreenBackend(size: Vec2(100, 100))
        for number in 1...100 {
            let session = family.session()
            let color = Color(r: UInt8(number), g: 0, b: 255)
            let textures = [try session.texture(named: "glass.png"), session.add(Image(width: 2, height: 2, fill: color))]
            let frame = try backend.render(Self.list(textures), images: session)
            #expect(frame[x: 10, y: 50] == Self.glassColor && frame[x: 40, y: 50] == color)
            #expect(backend.drawListRenderer.textureCount == 2, "session \(number)")
            session.releaseAll()
        }
    }

    @Test func aReleasedImagesTextureIsDestroyedAtTheNextFrame() throws {
        let family = try Self.family()
        let session = family.session()
        let glass = try session.texture(named: "glass.png")
        let sticker = session.add(Image(width: 2, height: 2, fill: .white))
        let backend = try OffscreenBackend(size: Vec2(100, 100))
        _ = try backend.render(Self.list([glass, sticker]), images: session)
        session.releaseAll()
        _ = try backend.render(Self.list([]), images: session)
        #expect(backend.drawListRenderer.textureCount == 1, "the glass, loaded by name, stays")
    }

    @Test func aStaleTextureDrawsNothingNeverAnotherImage() throws {
        let family = try Self.family()
        let backend = try OffscreenBackend(size: Vec2(100, 100))
        let first = family.session()
        let stale = first.add(Image(width: 2, height: 2, fill: .white))
        _ = try backend.render(Self.list([stale]), images: first)
        first.releaseAll()
        #expect(try backend.render(Self.list([stale]), images: first)[x: 10, y: 50] == .black)
        let second = family.session()
        let red = Color(r: 255, g: 0, b: 0)
        let own = second.add(Image(width: 2, height: 2, fill: red))
        let frame = try backend.render(Self.list([stale, own]), images: second)
        #expect(frame[x: 10, y: 50] == .black)
        #expect(frame[x: 40, y: 50] == red)
        #expect(backend.drawListRenderer.textureCount == 1)
    }
}
