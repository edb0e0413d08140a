import Engine
import Foundation

/// A scene that uses art as the sticker jar does: one picture loaded by name (shared) and two
/// images made at set-up (its own), drawn every frame.
public final class ArtScene: Scene {
    public static let info = SceneInfo(id: "art", title: "Art", summary: "Loads and makes images, for tests.")
    public static let pictureName = "art.png"

    public let picture: TextureID
    /// The images made at set-up.
    public struct State: Codable, Sendable {
        public var made: [TextureID]
    }

    public var state: State

    public init(context: SceneContext) throws {
        picture = try context.assets.texture(named: Self.pictureName)
        state = State(made: [Color(r: 255, g: 0, b: 0), Color(r: 0, g: 0, b: 255)].map {
            context.assets.add(Image(width: 8, height: 4, fill: $0))
        })
    }

    public func fixedUpdate(context: SceneContext, input: [InputEvent]) {}

    public func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        for (index, texture) in ([picture] + state.made).enumerated() {
            list.sprite(Sprite(texture: texture, center: Vec2(20 + 30 * Double(index), 20), size: Vec2(20, 20)))
        }
    }

    public func probes(into probes: inout Probes, context: SceneContext) {}
}

/// A factory for `ArtScene` sessions whose project root holds its picture (a 16 × 16 green PNG).
public func makeArtFactory() throws -> SessionFactory {
    let root = ScratchFolders.path("diorama-art")
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let png = try Image(width: 16, height: 16, fill: Color(r: 0, g: 255, b: 0)).pngData()
    try Data(png).write(to: URL(fileURLWithPath: root + "/" + ArtScene.pictureName))
    return SessionFactory(catalog: SceneCatalog([ArtScene.self]), assets: AssetStore(root: root),
                          profile: SaveStore(directory: root + "/profile"))
}
