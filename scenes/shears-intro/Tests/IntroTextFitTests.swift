import Engine
@testable import ShearsIntroScene
import Testing
import UI

/// The intro's widgets show their text whole (nothing cut short, spilling or overlapping) in
/// English and rebuilt in the pseudo-locale: the two buttons, and the sign-in sheet with no
/// profile or three, with and without its problem.
@Suite struct IntroTextFitTests {
    let typesetter: Typesetter
    init() throws { typesetter = try Typesetter.shared() }

    var screens: [() -> UITree] {
        [{ UITree(AuthTree.widgets) }] + [[], ["Lan", "Minh Khai", "guest-2"]].flatMap { profiles in
            [nil, IntroText.nameProblem].map { problem in { signIn(profiles: profiles, problem: problem) } }
        }
    }

    /// The sign-in sheet fully in, offering `profiles`, `problem` under its field.
    func signIn(profiles: [String], problem: String?) -> UITree {
        var phase = LayerPhase()
        phase.open()
        for _ in 0..<LayerPhase.transitionTicks { phase.step() }
        return UITree(SignInTree.widgets(name: TextEditingState(), profiles: profiles, problem: problem, phase: phase, typesetter: typesetter))
    }

    @Test func theButtonsAndTheSignInFormFitTheirTextInEnglishAndInThePseudoLocale() {
        for (index, screen) in screens.enumerated() {
            #expect(screen().textOverflows(theme: .shearsIntro, typesetter: typesetter).isEmpty, "screen \(index)")
            #expect(PseudoLocale.tree(screen).textOverflows(theme: .shearsIntro, typesetter: typesetter).isEmpty, "screen \(index)")
        }
    }

    /// The test of the test: the sheet laid out for English, then shown in the pseudo-locale,
    /// does not fit (its problem, two lines long there, runs into the profiles under it).
    @Test func theFormLaidOutForEnglishFailsInThePseudoLocale() {
        let english = signIn(profiles: ["Lan"], problem: IntroText.nameProblem)
        #expect(!english.pseudoLocalized().textOverflows(theme: .shearsIntro, typesetter: typesetter).isEmpty)
    }
}
