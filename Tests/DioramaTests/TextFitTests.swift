import Engine
import Host
import SceneTestSupport
import Testing
import UI

/// Screens show their text whole: nothing cut short, spilling out of its widget or lying over
/// other text. Every screen the scene scripts reach (in English, and in Vietnamese where a scene
/// speaks it) is checked on the sessions `StatePerturbationTests` replays.
@Suite struct TextFitTests {
    /// The overflows of `scene`'s tree as it is now, as given or in the pseudo-locale.
    static func overflows<S: KitScene>(_ scene: S, pseudo: Bool = false, typesetter: Typesetter) -> [TextOverflow] {
        (pseudo ? scene.tree.pseudoLocalized() : scene.tree).textOverflows(state: scene.state.ui, theme: S.theme, typesetter: typesetter)
    }

    @Test func theLauncherFitsItsTextInEnglishAndInThePseudoLocale() throws {
        let typesetter = try Typesetter.shared()
        let launcher = try #require(try makeRunner(LauncherScene.self).scene as? LauncherScene)
        #expect(Self.overflows(launcher, typesetter: typesetter).isEmpty)
        #expect(Self.overflows(launcher, pseudo: true, typesetter: typesetter).isEmpty)
    }
}
