import Engine
import Host
import SceneTestSupport
import StickerJarScene
import Testing
import UI

/// Screens show their text whole: nothing cut short, spilling out of its widget or lying over
/// other text. Every screen the scene scripts reach (in English, in Vietnamese where a scene
/// speaks it, and rebuilt in the pseudo-locale) is checked on the sessions
/// `StatePerturbationTests` replays.
@Suite struct TextFitTests {
    /// The overflows of `scene`'s tree as it is now.
    static func overflows<S: KitScene>(_ scene: S, typesetter: Typesetter) -> [TextOverflow] {
        scene.tree.textOverflows(state: scene.state.ui, theme: S.theme, typesetter: typesetter)
    }

    /// The overflows of `scene`'s tree for its state now, built again with `context` laid out
    /// for and showing the pseudo-locale.
    static func pseudoLocaleOverflows<S: KitScene>(_ scene: S, context: SceneContext, typesetter: Typesetter) -> [TextOverflow] {
        PseudoLocale.tree { scene.makeTree(context: context) }.textOverflows(state: scene.state.ui, theme: S.theme, typesetter: typesetter)
    }

    @Test func theLauncherFitsItsTextInEnglishAndInThePseudoLocale() throws {
        let typesetter = try Typesetter.shared()
        let runner = try makeRunner(LauncherScene.self)
        let launcher = try #require(runner.scene as? LauncherScene)
        #expect(Self.overflows(launcher, typesetter: typesetter).isEmpty)
        #expect(Self.pseudoLocaleOverflows(launcher, context: runner.context, typesetter: typesetter).isEmpty)
    }

    /// The test of the test: a screen laid out for English and only then shown in the
    /// pseudo-locale does not fit (the jar's "+ Add sticker" is cut short), while built in it,
    /// its row measuring the longer titles, it does.
    @Test func aScreenLaidOutForEnglishFailsInThePseudoLocale() throws {
        let typesetter = try Typesetter.shared()
        let runner = try makeSession(StickerJarScene.self)
        let jar = try #require(runner.scene as? StickerJarScene)
        let laidOutForEnglish = jar.tree.pseudoLocalized().textOverflows(state: jar.state.ui, theme: StickerJarScene.theme, typesetter: typesetter)
        #expect(laidOutForEnglish.contains { $0.widget == "add" && $0.problem == .cut }, "\(laidOutForEnglish)")
        #expect(Self.pseudoLocaleOverflows(jar, context: runner.context, typesetter: typesetter).isEmpty)
    }
}
