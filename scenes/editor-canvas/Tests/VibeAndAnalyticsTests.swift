import Foundation
import Testing
@testable import EditorCanvasScene
import Engine
import SceneTestSupport

/// The vibe check shakes harder with more layers and thumps; analytics stay in the profile.
@Suite struct VibeAndAnalyticsTests {
    @Test func theShakeGrowsWithLayersAndDiesAway() {
        let few = VibeShake(layers: 2), many = VibeShake(layers: 12)
        #expect(many.intensity > few.intensity)
        var shake = many
        for _ in 0..<VibeShake.ticks { shake.step() }
        #expect(!shake.isShaking && shake.offset == .zero)
    }

    @Test func aNewStickerShakesTheCanvas() throws {
        let runner = try makeEditor()
        add(.vector("shapes.star"), to: runner)
        runner.send(.keyDown(.d, .control))   // a duplicate: one more sticker
        runner.run(ticks: 1)
        #expect(number(runner, "stickers") == 2)
        #expect(number(runner, "shake") == Double(VibeShake.ticks))
        runner.run(ticks: VibeShake.ticks + 1)
        #expect(number(runner, "shake") == 0)
    }

    @Test func theThumpIsShortAndTheSameEveryTime() {
        #expect(ThumpSound.make() == ThumpSound.thump)
        #expect(ThumpSound.thump.duration < 0.3)
        #expect(ThumpSound.thump(intensity: 1).volume > ThumpSound.thump(intensity: 0).volume)
    }

    @Test func stickersFiltersAndSharesAreLoggedInTheProfileAsJSONLines() throws {
        let profile = scratchProfile()
        let runner = try makeEditor(profile: profile)
        add(.vector("shapes.star"), to: runner)
        runner.send(.keyDown(Key("8")))
        runner.run(ticks: 1)
        #expect(scene(runner).state.analytics.map(\.kind) == [.stickerUsed, .filterUsed], "gathered in the state during ticks")
        runner.end()
        let log = LocalAnalyticsLog(save: SaveStore(directory: profile).scoped(to: EditorCanvasScene.info.id))
        let events = log.events().map { "\($0.kind.rawValue) \($0.item)" }
        #expect(events == ["sticker_used vector:shapes.star", "filter_used filter.comic"])
        let text = try String(contentsOfFile: log.save.path(of: LocalAnalyticsLog.fileName), encoding: .utf8)
        #expect(text.split(separator: "\n").count == 2)
    }
}
