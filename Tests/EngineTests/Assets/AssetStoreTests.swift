import Foundation
@testable import Engine
import Testing

/// A scene that uses art as the sticker jar does: one picture loaded by name (shared) and two
/// images made at set-up (its own), drawn every frame.
final class ArtScene: Scene {
    static let info = SceneInfo(id: "art", title: "Art", summary: "Loads and makes images, for tests.")
    static let pictureName = "art.png"

    let picture: TextureID
    var made: [TextureID]

    init(context: SceneContext) throws {
        picture = try context.assets.texture(named: Self.pictureName)
        made = [Color(r: 255, g: 0, b: 0), Color(r: 0, g: 0, b: 255)].map {
            context.assets.add(Image(width: 8, height: 4, fill: $0))
        }
    }

    func fixedUpdate(context: SceneContext, input: [InputEvent]) {}

    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        for (index, texture) in ([picture] + made).enumerated() {
            list.sprite(Sprite(texture: texture, center: Vec2(20 + 30 * Double(index), 20), size: Vec2(20, 20)))
        }
    }

    func probes(into probes: inout Probes, context: SceneContext) {}
    func hashState(into hasher: inout StateHasher) {}
    func saveState() -> SceneState? { SceneState(made) }
    func restoreState(_ saved: SceneState) { made = saved.value(as: [TextureID].self) ?? made }
}

/// A factory for `ArtScene` sessions whose project root holds its picture (a 16 × 16 green PNG).
func makeArtFactory() throws -> SessionFactory {
    let root = NSTemporaryDirectory() + "diorama-art-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let png = try Image(width: 16, height: 16, fill: Color(r: 0, g: 255, b: 0)).pngData()
    try Data(png).write(to: URL(fileURLWithPath: root + "/" + ArtScene.pictureName))
    return SessionFactory(catalog: SceneCatalog([ArtScene.self]), assets: AssetStore(root: root),
                          profile: SaveStore(directory: root + "/profile"))
}

@Suite struct AssetStoreTests {
    @Test func aHundredSessionsInARowHoldNoMoreImagesThanOne() throws {
        let factory = try makeArtFactory()
        var afterFirst: (count: Int, bytes: Int)?
        for _ in 1...100 {
            let runner = try factory.makeRunner(sceneID: ArtScene.info.id, seed: 1)
            runner.run(ticks: 2)
            runner.end()
            let held = (count: factory.assets.familyImageCount, bytes: factory.assets.familyImageByteCount)
            if afterFirst == nil { afterFirst = held }
            #expect(held == afterFirst!)
        }
        #expect(afterFirst! == (count: 1, bytes: 16 * 16 * 4), "only the picture loaded by name stays")
    }

    @Test func aSessionFreedWithoutEndingLetsItsImagesGoToo() throws {
        let factory = try makeArtFactory()
        for _ in 1...3 { _ = try factory.makeRunner(sceneID: ArtScene.info.id, seed: 1) }
        #expect(factory.assets.familyImageCount == 1)
    }

    @Test func sessionsShareArtLoadedByNameAndKeepTheirOwnApart() throws {
        let factory = try makeArtFactory()
        let first = try factory.makeRunner(sceneID: ArtScene.info.id, seed: 1)
        let second = try factory.makeRunner(sceneID: ArtScene.info.id, seed: 1)
        let (a, b) = (first.scene as! ArtScene, second.scene as! ArtScene)
        #expect(a.picture == b.picture)
        #expect(Set(a.made).isDisjoint(with: b.made))
        #expect(second.context.assets.image(for: a.made[0]) == nil, "another session's image is not this one's")
        #expect(factory.assets.familyImageCount == 5)
    }

    @Test func aReleasedIDAnswersNothingNeverAnotherImage() throws {
        let factory = try makeArtFactory()
        let first = try factory.makeRunner(sceneID: ArtScene.info.id, seed: 1)
        let stale = (first.scene as! ArtScene).made[0]
        #expect(first.context.assets.image(for: stale) != nil)
        first.end()
        #expect(first.context.assets.image(for: stale) == nil)
        #expect(first.context.assets.revision(of: stale) == 0)
        let second = try factory.makeRunner(sceneID: ArtScene.info.id, seed: 1)
        #expect(second.context.assets.image(for: stale) == nil)
        #expect(!(second.scene as! ArtScene).made.contains(stale), "ids are never reused")
        second.context.assets.replace(stale, with: Image(width: 1, height: 1))
        #expect(second.context.assets.image(for: stale) == nil, "replacing a released id does nothing")
    }

    @Test func aSessionRestoredFromAnothersKeyframeDrawsThatSessionsImages() throws {
        let factory = try makeArtFactory()
        let indexer = try factory.makeRunner(sceneID: ArtScene.info.id, seed: 1)
        let keyframe = try indexer.snapshot()
        let shown = (indexer.scene as! ArtScene).made
        indexer.end()
        let viewer = try factory.makeRunner(sceneID: ArtScene.info.id, seed: 1)
        #expect(viewer.restore(keyframe))
        #expect((viewer.scene as! ArtScene).made == shown)
        #expect(shown.map { viewer.context.assets.image(for: $0)?.width } == [8, 8])
        viewer.end()
        #expect(factory.assets.familyImageCount == 1)
    }

    @Test func anotherFamilysImagesAreNotAdopted() throws {
        let (one, other) = (AssetStore(root: "/"), AssetStore(root: "/"))
        let id = one.add(Image(width: 2, height: 2))
        other.adopt(one.ownedImages())
        #expect(other.familyImageCount == 0)
        #expect(other.image(for: id) == nil)
    }
}
