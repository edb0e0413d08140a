import Engine
import Replay
import SceneTestSupport
import Testing

/// A keyframe carries its session's images, so a session restored from another's keyframe
/// draws them after the other session has ended.
@Suite struct KeyframeImagesTests {
    @Test func aSessionRestoredFromAnothersKeyframeDrawsThatSessionsImages() throws {
        let factory = try makeArtFactory()
        let indexer = try factory.makeRunner(sceneID: ArtScene.info.id, seed: 1)
        let keyframe = try indexer.snapshot()
        let shown = (indexer.scene as! ArtScene).state.made
        indexer.end()
        let viewer = try factory.makeRunner(sceneID: ArtScene.info.id, seed: 1)
        #expect(viewer.restore(keyframe))
        #expect((viewer.scene as! ArtScene).state.made == shown)
        #expect(shown.map { viewer.context.assets.image(for: $0)?.width } == [8, 8])
        viewer.end()
        #expect(factory.assets.familyImageCount == 1)
    }
}
