import Foundation
@testable import Engine
import SceneTestSupport
import Testing

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
        #expect(Set(a.state.made).isDisjoint(with: b.state.made))
        #expect(second.context.assets.image(for: a.state.made[0]) == nil, "another session's image is not this one's")
        #expect(factory.assets.familyImageCount == 5)
    }

    @Test func aReleasedIDAnswersNothingNeverAnotherImage() throws {
        let factory = try makeArtFactory()
        let first = try factory.makeRunner(sceneID: ArtScene.info.id, seed: 1)
        let stale = (first.scene as! ArtScene).state.made[0]
        #expect(first.context.assets.image(for: stale) != nil)
        first.end()
        #expect(first.context.assets.image(for: stale) == nil)
        #expect(first.context.assets.revision(of: stale) == 0)
        let second = try factory.makeRunner(sceneID: ArtScene.info.id, seed: 1)
        #expect(second.context.assets.image(for: stale) == nil)
        #expect(!(second.scene as! ArtScene).state.made.contains(stale), "ids are never reused")
        second.context.assets.replace(stale, with: Image(width: 1, height: 1))
        #expect(second.context.assets.image(for: stale) == nil, "replacing a released id does nothing")
    }

    @Test func releasingSomeImagesLetsGoOfThoseAloneAndTellsRenderers() throws {
        let store = AssetStore(root: "/")
        let kept = store.add(Image(width: 2, height: 2))
        let gone = [store.add(Image(width: 3, height: 3)), store.add(Image(width: 4, height: 4))]
        let releases = store.releaseCount
        store.release(gone + [gone[0]])
        #expect(store.image(for: kept)?.width == 2)
        #expect(gone.allSatisfy { store.image(for: $0) == nil })
        #expect(store.familyImageCount == 1)
        #expect(store.familyImageByteCount == 2 * 2 * 4)
        #expect(store.releaseCount != releases, "renderers learn to drop the textures")
        let afterRelease = store.releaseCount
        store.release(gone)
        #expect(store.releaseCount == afterRelease, "releasing nothing held tells nobody")
    }

    @Test func anotherFamilysImagesAreNotAdopted() throws {
        let (one, other) = (AssetStore(root: "/"), AssetStore(root: "/"))
        let id = one.add(Image(width: 2, height: 2))
        other.adopt(one.ownedImages())
        #expect(other.familyImageCount == 0)
        #expect(other.image(for: id) == nil)
    }
}
