import Foundation
import SceneTestSupport
import Testing
import UI
@testable import Engine
@testable import StickerJarScene

/// A mystery snack named by the user: typed or picked, shown on its card, and kept by the save.
@Suite struct SnackNameTests {
    /// The orange photo the scripts drop: a food the catalog lacks.
    static let orangePhoto = projectRoot + "/scenes/sticker-jar/tests/orange-gingham.jpg"

    func jar(_ runner: SceneRunner) -> StickerJarScene { runner.scene as! StickerJarScene }

    /// Drops the orange photo and types `name` into its card's field, then Enter.
    func dropOrangeAndName(_ name: String, in runner: SceneRunner) throws {
        runner.send(.fileDrop(try DroppedFile(contentsOf: Self.orangePhoto)))
        runner.run(ticks: 30)
        #expect(text(runner, "card") == "unknown")
        let field = try #require(jar(runner).tree[JarTree.nameField]).frame
        click(field.center, in: runner)
        runner.run(ticks: 1)
        runner.send(.text(name))
        runner.run(ticks: 1)
        runner.send(.keyDown(.enter))
        runner.run(ticks: 1)
    }

    @Test func aTypedNameTheCatalogLacksIsKeptWithNoNutritionMadeUp() throws {
        let runner = try makeJar(stickers: 0)
        try dropOrangeAndName("  Orange ", in: runner)
        #expect(text(runner, "card") == "named")
        #expect(text(runner, "card_title") == "Orange")
        #expect(runner.probes()["card_calories"] == nil)
        let scene = jar(runner)
        let art = try #require(scene.state.card?.art)
        #expect(scene.state.names == [SnackName(art: "custom-0", food: nil, text: "Orange")])
        let content = CardContent(facts: scene.facts(of: art), image: art.image)
        #expect(content.nutrients.isEmpty && content.subtitle == StickerJarStrings.namedDescription())
        #expect(StickerJarStrings.mysteryFacts.contains(content.fact))
        #expect(scene.tree[JarTree.nameField] == nil, "a named sticker's card asks no more")
        runner.send(.keyDown(.escape))
        runner.run(ticks: 40)
        #expect(text(runner, "newest_food") == "named")
    }

    @Test func aTypedNameOfACatalogFoodIsThatFood() throws {
        let runner = try makeJar(stickers: 0)
        try dropOrangeAndName("PEACH", in: runner)
        #expect(text(runner, "card") == "peach")
        #expect(number(runner, "card_calories") == 59)
        #expect(jar(runner).state.names == [SnackName(art: "custom-0", food: "peach", text: "Peach")])
    }

    @Test func anEmptyNameIsRefusedAndTheCardStillAsks() throws {
        let runner = try makeJar(stickers: 0)
        try dropOrangeAndName("   ", in: runner)
        #expect(text(runner, "card") == "unknown")
        #expect(text(runner, "message") == StickerJarStrings.typeANameFirst())
        #expect(jar(runner).state.names.isEmpty)
    }

    @Test func theNameOutlivesTheSessionAndGoesWithTheJar() throws {
        let profile = scratchProfile()
        let first = try makeJar(seed: 3, profile: profile)
        try dropOrangeAndName("Orange", in: first)
        first.send(.keyDown(.escape))
        first.run(ticks: 60)
        first.end()
        let store = SaveStore(directory: profile).scoped(to: StickerJarScene.info.id)
        let saved = try #require(try store.read(JarSave.fileName))
        #expect(String(decoding: saved, as: UTF8.self).contains(#""names":[{"art":"custom-0","text":"Orange"}]"#))

        let second = try makeJar(seed: 9, profile: profile)
        let scene = jar(second)
        #expect(scene.state.names == [SnackName(art: "custom-0", food: nil, text: "Orange")])
        let art = try scene.art(forKey: "custom-0", context: second.context)
        #expect(scene.facts(of: art) == .named("Orange"))
        // Emptying the jar forgets the names with the stickers.
        second.send(.keyDown(Key("c")))
        second.run(ticks: 2)
        second.send(.keyDown(Key("y")))
        second.run(ticks: 2)
        #expect(scene.state.names.isEmpty)
        second.end()
        #expect(!String(decoding: try #require(try store.read(JarSave.fileName)), as: UTF8.self).contains("names"))
    }

    @Test func aSavedNameOfAFoodTheCatalogDropsStaysTheUsersWords() throws {
        let profile = scratchProfile()
        let store = SaveStore(directory: profile).scoped(to: StickerJarScene.info.id)
        let first = try makeJar(seed: 3, profile: profile)
        first.send(.fileDrop(try DroppedFile(contentsOf: Self.orangePhoto)))
        first.run(ticks: 30)
        first.send(.keyDown(.escape))
        first.run(ticks: 60)
        first.end()
        var file = try DataFile.decode(JarSave.self, json: try #require(try store.read(JarSave.fileName)), from: "jar.json")
        file.names = [SnackName(art: "custom-0", food: "dragon-fruit", text: "Dragon Fruit"),
                      SnackName(art: "banana", food: nil, text: "Not mine to name")]
        try store.write(String(decoding: try JSONEncoder().encode(file), as: UTF8.self), to: JarSave.fileName)
        let second = try makeJar(seed: 9, profile: profile)
        #expect(jar(second).state.names == [SnackName(art: "custom-0", food: nil, text: "Dragon Fruit")])
    }

    /// The mystery card's words fit their widgets in English and in Vietnamese.
    @Test(arguments: JarLanguage.allCases)
    func theMysteryCardFitsItsWords(language: JarLanguage) throws {
        let runner = try makeJar(stickers: 0)
        runner.send(.fileDrop(try DroppedFile(contentsOf: Self.orangePhoto)))
        runner.run(ticks: 30)
        let scene = jar(runner)
        let typesetter = try Typesetter.shared()
        var inputs = JarTree.Inputs(foods: scene.catalog.foods.map { ($0.id, $0.name) }, art: { scene.state.library[$0] },
                                    facts: { scene.facts(of: $0) }, typesetter: typesetter)
        inputs.language = language
        let card = try #require(scene.state.card)
        let mystery = JarTree.cardWidgets(card, state: scene.state, inputs: inputs)
        #expect(UITree(mystery).textOverflows(state: scene.state.ui, theme: JarTheme.paper, typesetter: typesetter).isEmpty)
        // And the card of a name of the user's own.
        for name in ["Grandma's apple crumble!", "Chè ba màu của bà ngoại!", String(repeating: "M", count: 16)] {
            #expect(name.count <= SnackName.maxLength)
            var named = scene.state
            named.names = [SnackName(art: card.artKey, food: nil, text: name)]
            inputs.facts = { StickerJarScene.facts(of: $0, names: named.names, catalog: scene.catalog) }
            let widgets = JarTree.cardWidgets(card, state: named, inputs: inputs)
            #expect(UITree(widgets).textOverflows(state: named.ui, theme: JarTheme.paper, typesetter: typesetter).isEmpty, "\(name)")
        }
    }
}
