import BuiltInScenes
import Engine
import Host
import SceneTestSupport
import Testing
import UI

/// Every screen the scripts reach (in English, and in Vietnamese where a scene speaks it) shows
/// its text whole: nothing cut short, spilling out of its widget or lying over other text.
@Suite struct TextFitTests {
    /// The overflows of `scene`'s tree as it is now, as given or in the pseudo-locale.
    static func overflows<S: KitScene>(_ scene: S, pseudo: Bool = false, typesetter: Typesetter) -> [TextOverflow] {
        (pseudo ? scene.tree.pseudoLocalized() : scene.tree).textOverflows(state: scene.state.ui, theme: S.theme, typesetter: typesetter)
    }

    @Test(arguments: StatePerturbationTests.scenes) func everyScreenTheScriptsReachFitsItsText(scene: String) throws {
        let typesetter = try Typesetter.shared()
        let (factory, folder) = try StatePerturbationTests.factory()
        defer { ScratchFolders.remove(folder) }
        var found: Set<String> = []
        try StatePerturbationTests.forEachSession(of: scene, factory: factory) { runner in
            guard let kit = runner.scene as? any KitScene else { return }
            found.formUnion(Self.overflows(kit, typesetter: typesetter).map(\.description))
        }
        #expect(found.isEmpty, "\(scene): \(found.sorted().prefix(10).joined(separator: "; "))")
    }

    @Test func theLauncherFitsItsTextInEnglishAndInThePseudoLocale() throws {
        let typesetter = try Typesetter.shared()
        let launcher = try #require(try makeRunner(LauncherScene.self).scene as? LauncherScene)
        #expect(Self.overflows(launcher, typesetter: typesetter).isEmpty)
        #expect(Self.overflows(launcher, pseudo: true, typesetter: typesetter).isEmpty)
    }
}
