import Engine
import Foundation
import SceneTestSupport
import Testing
@testable import RoastRevealScene

/// Saving a share image from the scene: written to `Diorama/` in the pictures folder by a
/// session played live, never by one that is not, and counted either way.
@Suite struct RoastRevealSceneShareTests {
    static let roastMe = Vec2(360, 768), share = Vec2(579, 844), save = Vec2(360, 1208), storyTile = Vec2(478, 1040)
    /// Runs the share jobs the sessions start, each before the next tick.
    let effects = HeadlessEffects()

    /// A session of the scene; live when given a pictures folder.
    func session(pictures: String?, renderer: ClearColorRenderer?) throws -> SceneRunner {
        var factory = SessionFactory(catalog: SceneCatalog([RoastRevealScene.self]), assets: AssetStore(root: projectRoot),
                                     profile: SaveStore(directory: scratchProfile()))
        factory.picturesFolder = pictures
        factory.makeRenderer = renderer.map { renderer in { @Sendable _ in renderer } }
        let runner = try factory.makeRunner(sceneID: RoastRevealScene.info.id, seed: 3)
        runner.server = effects
        runner.runTick()
        return runner
    }

    func click(_ runner: SceneRunner, _ point: Vec2, thenRun ticks: Int = 1) {
        runner.send(.pointerDown(point, .primary))
        runner.send(.pointerUp(point, .primary))
        runner.run(ticks: ticks)
    }

    /// Roasts, waits for the card, shares it as a story and, unless told not to, ends the session.
    func shareAStory(_ runner: SceneRunner, end: Bool = true) {
        click(runner, Self.roastMe)
        for _ in 0..<300 where text(runner, "card_phase") != "shown" { runner.runTick() }
        click(runner, Self.share, thenRun: 12)
        click(runner, Self.storyTile)
        click(runner, Self.save)
        if end { runner.end() }
    }

    /// Every cluster of text `runner` draws now, spaces left out (runs leave them out).
    func drawnText(_ runner: SceneRunner) -> String {
        runner.draw(interpolation: 1).items.compactMap { item -> String? in
            guard case .textRun(let run) = item.command else { return nil }
            return String(run.clusters)
        }.joined()
    }

    @Test func aLiveSessionWritesTheChosenTemplateAtFullSizeToPicturesDiorama() throws {
        let pictures = scratchProfile()
        let renderer = ClearColorRenderer()
        let runner = try session(pictures: pictures, renderer: renderer)
        shareAStory(runner)
        let file = try #require(text(runner, "shared_file"))
        #expect(number(runner, "shares") == 1)
        #expect(renderer.sizes == [ShareTemplate.story.size])
        let written = try Image(contentsOfPNG: pictures + "/Diorama/" + file)
        #expect(written.width == 1080 && written.height == 1920)
    }

    @Test func aSessionNotPlayedLiveWritesNothingButCountsTheShare() throws {
        let renderer = ClearColorRenderer()
        let runner = try session(pictures: nil, renderer: renderer)
        shareAStory(runner)
        #expect(number(runner, "shares") == 1)
        #expect(text(runner, "shared_file")?.hasPrefix("roast-story-") == true)
        #expect(renderer.sizes.isEmpty)
    }

    @Test func withoutARendererTheShareIsCountedAndNothingIsWritten() throws {
        let pictures = scratchProfile()
        let runner = try session(pictures: pictures, renderer: nil)
        shareAStory(runner)
        #expect(number(runner, "shares") == 1)
        #expect(!FileManager.default.fileExists(atPath: pictures + "/Diorama"))
    }

    @Test func aWriteThatFailsIsDrawnInPlaceOfTheToastOutsideTheSimulation() throws {
        let blocker = scratchProfile()
        try "not a folder".write(toFile: blocker, atomically: true, encoding: .utf8)
        let runner = try session(pictures: blocker + "/Pictures", renderer: ClearColorRenderer())
        shareAStory(runner, end: false)
        runner.runTick()   // the job's outcome arrives
        let file = try #require(text(runner, "shared_file"))
        #expect(text(runner, "toast")?.hasPrefix("Saved \(file)") == true, "the simulated toast is the same")
        let drawn = drawnText(runner)
        #expect(drawn.contains("Couldnotsave\(file):cannotmake"), "\(drawn)")
        #expect(!drawn.contains("Saved\(file)"))
        runner.end()
    }
}
