import Testing
@testable import Engine

@Suite struct PhysicsToCanvasTests {
    @Test func metresUpBecomePixelsDownFromTheOrigin() {
        let view = Affine2D.physicsToCanvas(pixelsPerMetre: 50, origin: Vec2(360, 1230))
        #expect(view.apply(.zero) == Vec2(360, 1230))
        #expect(view.apply(Vec2(1, 0)) == Vec2(410, 1230))
        #expect(view.apply(Vec2(0, 2)) == Vec2(360, 1130))   // up in the world is up the canvas
        #expect(view.apply(Vec2(-1, -1)) == Vec2(310, 1280))
    }

    @Test func aSceneContextMapsPointsBothWaysThroughIt() {
        let context = SceneContext(seed: 1, assets: AssetStore(root: "/nonexistent"),
                                   save: SaveStore(directory: "/tmp/diorama-engine-tests"))
        // A power of two, so the inverse is exact too.
        context.physicsView = .physicsToCanvas(pixelsPerMetre: 64, origin: Vec2(0, context.canvasSize.y))
        #expect(context.canvasPoint(Vec2(1.5, 0.25)) == Vec2(96, context.canvasSize.y - 16))
        #expect(context.worldPoint(Vec2(96, context.canvasSize.y - 16)) == Vec2(1.5, 0.25))
    }
}
