import Foundation
import Testing
@testable import Engine
@testable import StickerJarScene
import SceneTestSupport
import UI

/// A headless sticker-jar session.
func makeJar(seed: UInt64 = 1, stickers: Int? = nil, profile: String = scratchProfile()) throws -> SceneRunner {
    try makeSession(StickerJarScene.self, seed: seed, parameters: stickers.map { ["stickers": String($0)] } ?? [:],
                    profile: profile)
}

/// A click (press and release in one tick) at `point`, in canvas pixels.
func click(_ point: Vec2, in runner: SceneRunner) {
    runner.send(.pointerDown(point, .primary))
    runner.send(.pointerUp(point, .primary))
}

@Suite struct StickerJarSceneTests {
    @Test func theStateHashCoversEveryStickerField() throws {
        let runner = try makeJar(stickers: 2)
        runner.run(ticks: 1)
        let stickers = runner.context.registry.storage(Sticker.self)
        let entity = stickers.entities[0], original = try #require(stickers.get(for: entity))
        let other = try #require(stickers.get(for: stickers.entities[1]))
        let before = runner.stateHash()
        let changes: [(String, (inout Sticker) -> Void)] = [
            ("artKey", { $0.artKey += "·" }),
            ("arrivalTick", { $0.arrivalTick = ($0.arrivalTick ?? 0) + 1 }),
            ("body", { $0.body = other.body }),
        ]
        for (field, change) in changes {
            stickers.modify(for: entity, change)
            #expect(runner.stateHash() != before, "\(field)")
            stickers.modify(for: entity) { $0 = original }
            #expect(runner.stateHash() == before)
        }
    }

    @Test func theCatalogHasTwoDozenFoodsWithArtAndFacts() throws {
        let catalog = try OfflineFoodCatalog(path: StickerJarScene.resources.path("data/foods.yml"),
                                             artDirectory: StickerJarScene.resources.path("art/foods"),
                                             style: StickerJarScene.stickerStyle)
        #expect(catalog.foods.count >= 24)
        for food in catalog.foods {
            #expect(!food.name.isEmpty && !food.fact.isEmpty && !food.serving.isEmpty, "\(food.id)")
            #expect(food.calories > 0 && food.protein >= 0 && food.carbs >= 0 && food.fat >= 0, "\(food.id)")
            let art = try Image(contentsOfPNG: catalog.artPath(for: food.id))
            #expect(art.width >= 64 && art.height >= 64, "\(food.id) art is \(art.width)×\(art.height)")
            #expect(catalog.analyze(sticker: art, hint: food.id) == .known(food))
        }
    }

    @Test(arguments: ["banana", "croissant"])
    func concaveFoodsCollideByTheirShapeNotTheirBox(food: String) throws {
        let sticker = try StickerCache.sticker(forArtAt: StickerJarScene.resources.path("art/foods/\(food).png"),
                                               style: StickerJarScene.stickerStyle)
        let shape = try StickerArt.shape(of: sticker, size: Vec2(Double(sticker.width), Double(sticker.height)))
        #expect(shape.pieces.count > 1 && shape.pieces.count <= StickerArt.maxPieces)
        for piece in shape.pieces {
            #expect(piece.isConvex && piece.vertices.count <= 8 && piece.isCounterClockwise)
        }
        // In image pixels (size = the image's size): a transparent pixel well away from the
        // subject (3 px or more) lies in no piece, and the pieces cover most of the bounding box
        // less than a box would.
        let mask = AlphaMask(sticker)
        var emptyInside = 0, wronglyCovered = 0
        let bounds = shape.outline.bounds
        for y in stride(from: 0, to: sticker.height, by: 2) {
            for x in stride(from: 0, to: sticker.width, by: 2) {
                let p = Vec2(Double(x) + 0.5 - Double(sticker.width) / 2, Double(sticker.height) / 2 - Double(y) - 0.5)
                guard bounds.contains(p) else { continue }
                let farFromSolid = (-3...3).allSatisfy { dy in (-3...3).allSatisfy { dx in !mask[x + dx, y + dy] } }
                guard farFromSolid else { continue }
                emptyInside += 1
                if shape.pieces.contains(where: { $0.contains(p) }) { wronglyCovered += 1 }
            }
        }
        #expect(emptyInside > 50, "a \(food) leaves room inside its bounding box")
        #expect(wronglyCovered == 0, "\(wronglyCovered) of \(emptyInside) empty samples are inside a piece")
    }

    @Test func theStarterStickersLandAndSettleInside() throws {
        let runner = try makeJar(seed: 4)
        runner.run(ticks: 1200)
        #expect(number(runner, "stickers") == 24)
        #expect(number(runner, "escaped") == 0)
        #expect(number(runner, "moving") == 0)
    }

    @Test func theSameInputGivesTheSameState() throws {
        func play() throws -> UInt64 {
            let runner = try makeJar(seed: 11, stickers: 40)
            runner.send(.keyDown(.right))
            runner.run(ticks: 100)
            runner.send(.shake(1))
            runner.send(.keyUp(.right))
            runner.run(ticks: 200)
            return runner.stateHash()
        }
        #expect(try play() == play())
    }

    @Test func aSlowTiltWakesASleepingJar() throws {
        let runner = try makeJar(seed: 3, stickers: 40)
        for _ in 0..<1500 where number(runner, "awake") > 0 { runner.runTick() }
        #expect(number(runner, "awake") == 0, "the stickers should have gone to sleep")
        // A controller leaning 0.0002 rad further each tick: gravity changes by 0.004 m/s² a
        // tick, under the wake threshold, but the change since the last wake adds up.
        for tick in 0..<200 {
            let angle = 0.0002 * Double(tick)
            runner.send(.tilt(Vec2(sin(angle), cos(angle))))
            runner.runTick()
        }
        #expect(number(runner, "awake") > 0)
    }

    @Test func hardShakingLosesNoSticker() throws {
        let runner = try makeJar(seed: 5, stickers: 300)
        #expect(number(runner, "stickers") == 300)
        for tick in 0..<6000 {
            let angle = 0.7 * sin(2 * .pi * Double(tick) / 50)
            runner.send(.tilt(Vec2(sin(angle), cos(angle))))
            if tick % 20 == 0 { runner.send(.shake(1)) }
            runner.runTick()
        }
        #expect(number(runner, "escaped") == 0)
        #expect(number(runner, "stickers") == 300)
    }

    @Test func theJarIsSavedAndRestoredNextLaunch() throws {
        let profile = scratchProfile()
        let first = try makeJar(seed: 4, profile: profile)
        first.run(ticks: 900)
        first.end()
        let before = first.probes()
        let second = try makeJar(seed: 99, profile: profile)
        #expect(number(second, "stickers") == 24)
        for (name, value) in before where name.hasPrefix("sticker.") {
            guard case .vec2(let was) = value, let now = point(second, name) else {
                Issue.record("\(name) is missing after the restore")
                continue
            }
            #expect((now - was).length < 0.05, "\(name) moved from \(was) to \(now)")
        }
    }

    @Test func aDemoJarLeavesTheSavedJarAlone() throws {
        let profile = scratchProfile()
        let first = try makeJar(seed: 4, profile: profile)
        first.run(ticks: 300)
        first.end()
        let store = SaveStore(directory: profile).scoped(to: StickerJarScene.info.id)
        let saved = try store.read("jar.json")
        let demo = try makeJar(seed: 1, stickers: 50, profile: profile)
        demo.run(ticks: 700)
        demo.end()
        #expect(try store.read("jar.json") == saved)
    }

    /// A dozen sessions, since a jar takes half a second to set up in a debug build (the engine's
    /// and renderer's tests play a hundred sessions of a lighter scene).
    @Test func jarSessionsInARowHoldNoMoreArtThanOne() throws {
        let factory = SessionFactory(catalog: SceneCatalog([StickerJarScene.self]), assets: AssetStore(root: projectRoot),
                                     profile: SaveStore(directory: scratchProfile()))
        var afterFirst: (count: Int, bytes: Int)?
        for session in 1...12 {
            let jar = try factory.makeRunner(sceneID: StickerJarScene.info.id, seed: 4)
            jar.run(ticks: 2)
            #expect(number(jar, "stickers") > 0)
            #expect(factory.assets.familyImageCount > 2, "the stickers' art is held while the jar runs")
            jar.end()
            let held = (count: factory.assets.familyImageCount, bytes: factory.assets.familyImageByteCount)
            if afterFirst == nil { afterFirst = held }
            #expect(held == afterFirst!, "after session \(session)")
        }
        #expect(afterFirst?.count == 2, "only the glass, loaded by name, stays")
    }

    @Test(arguments: ["lots", "-3", "401"])
    func aBadStickerCountIsRefused(value: String) throws {
        let error = #expect(throws: SceneParameterError.self) {
            try makeSession(StickerJarScene.self, parameters: ["stickers": value])
        }
        #expect(error?.description == "parameter stickers=\(value) is not a whole number of stickers from 0 to 400")
    }

    @Test func aDamagedSaveIsKeptAsideAndReported() throws {
        let profile = scratchProfile()
        let store = SaveStore(directory: profile).scoped(to: StickerJarScene.info.id)
        try store.write("{ not json", to: "jar.json")
        let runner = try makeJar(seed: 4, profile: profile)
        #expect(text(runner, "message")?.contains("jar.json could not be read") == true, "\(runner.probes()["message"]!)")
        #expect(try store.read("jar.damaged.json") == Array("{ not json".utf8))
        runner.run(ticks: 60)
        #expect(number(runner, "stickers") > 0)
    }

    @Test func aDroppedPhotoOfAKnownFoodIsRecognised() throws {
        let runner = try makeJar(stickers: 0)
        runner.send(.fileDrop(try DroppedFile(contentsOf: projectRoot + "/assets/photos/banana-plain.png")))
        runner.run(ticks: 30)
        // Its card shows first, as in the phone app; the sticker falls in once it is closed.
        #expect(text(runner, "card") == "banana")
        #expect(number(runner, "stickers") == 0 && number(runner, "pending") == 1)
        #expect(text(runner, "message") == "banana-plain.png: looks like banana!")
        runner.send(.keyDown(.escape))
        runner.run(ticks: 30)
        #expect(text(runner, "card") == "")
        #expect(number(runner, "stickers") == 1)
        #expect(text(runner, "newest_food") == "banana")
    }

    @Test func emptyingTheJarRemovesThePicturesOfItsPhotoStickersAfterSayingSo() throws {
        let profile = scratchProfile()
        let runner = try makeJar(profile: profile)   // the profile's own jar: a demo jar keeps no pictures
        runner.send(.fileDrop(try DroppedFile(contentsOf: projectRoot + "/assets/photos/banana-plain.png")))
        runner.run(ticks: 30)
        runner.send(.keyDown(.escape))
        runner.run(ticks: 30)
        let picture = profile + "/" + StickerJarScene.info.id + "/custom-0.png"
        #expect(FileManager.default.fileExists(atPath: picture))
        runner.send(.keyDown(Key("c")))
        runner.run(ticks: 20)
        #expect(jar(runner).state.clearPhotos == 1)
        let prompt = StickerJarStrings.confirmClearDetail(1, photos: 1)
        #expect(prompt.contains("picture") && prompt.contains("made from photos"))
        runner.send(.keyDown(Key("y")))
        runner.run(ticks: 1)
        #expect(number(runner, "stickers") == 0)
        #expect(!FileManager.default.fileExists(atPath: picture), "no picture stays behind unreferenced")
    }

    @Test func anUnknownPictureBecomesAMysterySticker() throws {
        var picture = Image(width: 200, height: 200, fill: .white)
        for y in 50..<150 { for x in 40..<160 { picture[x: x, y: y] = Color(hex: 0x3050D0) } }
        let path = ScratchFolders.path("diorama-blue-block", suffix: ".png")
        try picture.writePNG(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let runner = try makeJar(stickers: 0)
        runner.send(.fileDrop(try DroppedFile(contentsOf: path)))
        runner.run(ticks: 2)
        #expect(text(runner, "card") == "unknown")
        click(Vec2(360, 240), in: runner)       // above the card: closes it
        runner.run(ticks: 400)
        #expect(text(runner, "newest_food") == "unknown")
        let where_ = try #require(point(runner, "newest"))
        runner.send(.pointerDown(where_, .primary))
        runner.send(.pointerUp(where_, .primary))
        runner.run(ticks: 2)
        #expect(text(runner, "card") == "unknown")
    }

    @Test(arguments: [("uniform.png", "no subject"), ("empty.png", "transparent")])
    func aPictureWithNoSubjectGetsAClearMessage(file: String, says: String) throws {
        let runner = try makeJar(stickers: 0)
        runner.send(.fileDrop(try DroppedFile(contentsOf: projectRoot + "/assets/photos/" + file)))
        runner.run(ticks: 5)
        let message = try #require(text(runner, "message"))
        #expect(message.hasPrefix(file + ": ") && message.contains(says), "\(message)")
        #expect(number(runner, "stickers") == 0)
    }

    @Test func aCorruptPictureGetsAMessageNamingTheFile() throws {
        let path = ScratchFolders.path("diorama-corrupt", suffix: ".png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let runner = try makeJar(stickers: 0)
        runner.send(.fileDrop(try DroppedFile(contentsOf: path)))
        runner.run(ticks: 5)
        let name = URL(fileURLWithPath: path).lastPathComponent
        #expect(text(runner, "message")?.hasPrefix(name + ": truncated") == true, "\(runner.probes()["message"]!)")
        #expect(number(runner, "stickers") == 0)
    }

    @Test func aDroppedPhoneJPEGIsTurnedUprightAndRecognised() throws {
        let runner = try makeJar(stickers: 0)
        runner.send(.fileDrop(try DroppedFile(contentsOf: projectRoot + "/assets/photos/banana-phone.jpg")))
        runner.run(ticks: 2)
        #expect(text(runner, "card") == "banana", "the new sticker's card shows first")
        runner.send(.keyDown(.escape))
        runner.run(ticks: 30)
        #expect(number(runner, "stickers") == 1)
        #expect(text(runner, "newest_food") == "banana")
        #expect(text(runner, "message") == "banana-phone.jpg: looks like banana!")
    }

    @Test func aCorruptJPEGGetsAMessageNamingTheFile() throws {
        let photo = try DroppedFile(contentsOf: projectRoot + "/assets/photos/banana-phone.jpg")
        let runner = try makeJar(stickers: 0)
        runner.send(.fileDrop(try DroppedFile(name: "cut.jpg", bytes: Array(photo.bytes.prefix(photo.bytes.count / 2)))))
        runner.run(ticks: 5)
        #expect(text(runner, "message") == "cut.jpg: truncated", "\(runner.probes()["message"]!)")
        #expect(number(runner, "stickers") == 0)
    }

    @Test func aSavedStateRestoresTheSceneOwnState() throws {
        let runner = try makeJar(seed: 2, stickers: 20)
        runner.send(.keyDown(.right))
        for _ in 0..<3 { runner.send(.keyDown(Key("n"))) }
        runner.send(.shake(1))
        runner.run(ticks: 3)
        runner.send(.keyDown(.tab))             // the widgets' state is kept too
        runner.run(ticks: 1)
        #expect(text(runner, "focused") == "add")
        let saved = try #require(runner.scene.savedState())
        let hash = sceneHash(runner)
        let names = ["pending", "escaped", "tilt", "card", "dragging", "picker_open", "confirming_clear", "message",
                     "focused"]
        let probes = runner.probes()

        runner.send(.keyUp(.right))
        runner.send(.keyDown(Key("c")))
        runner.run(ticks: 10)
        runner.send(.keyDown(.enter))
        runner.run(ticks: 10)
        #expect(sceneHash(runner) != hash)

        runner.scene.restore(saved, context: runner.context)
        #expect(sceneHash(runner) == hash)
        let restored = runner.probes()
        for name in names { #expect(restored[name] == probes[name], "\(name)") }
        #expect(number(runner, "pending") > 0)
    }

    /// The scene inside `runner`.
    func jar(_ runner: SceneRunner) -> StickerJarScene { runner.scene as! StickerJarScene }

    /// A picture of a long, thin subject (a blue bar on white), saved as a PNG.
    func thinPicture() throws -> String {
        var picture = Image(width: 400, height: 200, fill: .white)
        for y in 50..<150 { for x in 20..<380 { picture[x: x, y: y] = Color(hex: 0x3050D0) } }
        let path = ScratchFolders.path("diorama-thin-bar", suffix: ".png")
        try picture.writePNG(to: path)
        return path
    }

    @Test func aPhotoStickerIsAtLeastAsLargeAsABundledOne() throws {
        let path = try thinPicture()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let runner = try makeJar(stickers: 0)
        runner.send(.fileDrop(try DroppedFile(contentsOf: path)))
        runner.run(ticks: 1)
        let scene = jar(runner)
        let custom = try #require(scene.state.library["custom-0"])
        func solidArea(_ art: StickerArt) -> Double {
            Double(StickerArt.solidPixelCount(art.image)) * art.size.x / Double(art.image.width) * art.size.y / Double(art.image.height)
        }
        var smallest = Double.infinity
        for food in scene.catalog.foods {
            smallest = min(smallest, solidArea(try scene.art(forKey: food.id, context: runner.context)))
        }
        #expect(solidArea(custom) >= smallest, "the photo's sticker covers \(solidArea(custom)) m², a bundled one \(smallest) m²")
        #expect(max(custom.size.x, custom.size.y) > StickerArt.longestSide)
        #expect(max(custom.size.x, custom.size.y) <= StickerArt.largestSide)
    }

    @Test func aMysterySnackCardAsksWhatItIsAndInventsNoNutrition() throws {
        let path = try thinPicture()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let runner = try makeJar(stickers: 0)
        runner.send(.fileDrop(try DroppedFile(contentsOf: path)))
        runner.run(ticks: 1)
        let scene = jar(runner)
        let art = try #require(scene.state.card?.art)
        guard case .mystery = scene.facts(of: art) else { Issue.record("the thin picture was recognised"); return }
        let content = CardContent(facts: scene.facts(of: art), image: art.image)
        #expect(content.title == StickerJarStrings.mysteryQuestion())
        #expect(content.subtitle == StickerJarStrings.mysteryAsk())
        #expect(content.nutrients.isEmpty && content.fact.isEmpty)
        for id in [JarTree.nameField, JarTree.nameButton, JarTree.nameList] {
            #expect(scene.tree[id] != nil, "\(id)")
        }
        #expect(scene.tree[WidgetID("card.fact")] == nil)
    }

    @Test func escClosesEachOverlayAndOnlyThat() throws {
        let runner = try makeJar(seed: 3, stickers: 10)
        func overlay() -> Bool { jar(runner).hasOverlay(context: runner.context) }
        #expect(!overlay())
        // The picker.
        click((runner.scene as! StickerJarScene).tree[JarTree.addButton]!.frame.center, in: runner)
        runner.run(ticks: 1)
        #expect(overlay() && runner.probes()["picker_open"] == .bool(true))
        runner.send(.keyDown(.escape))
        runner.run(ticks: 1)
        #expect(!overlay() && runner.probes()["picker_open"] == .bool(false))
        // A photo's card.
        runner.send(.fileDrop(try DroppedFile(contentsOf: projectRoot + "/assets/photos/pizza-plain.png")))
        runner.run(ticks: 1)
        #expect(overlay() && text(runner, "card") == "pizza")
        runner.send(.keyDown(.escape))
        runner.run(ticks: 1)
        #expect(!overlay(), "a closing card is no longer an overlay")
        runner.run(ticks: 20)
        #expect(text(runner, "card") == "")
        #expect(number(runner, "stickers") == 11)
        // The clear prompt: Esc keeps the stickers.
        runner.send(.keyDown(Key("c")))
        runner.run(ticks: 1)
        #expect(overlay() && runner.probes()["confirming_clear"] == .bool(true))
        runner.send(.keyDown(.escape))
        runner.run(ticks: 1)
        #expect(!overlay() && runner.probes()["confirming_clear"] == .bool(false))
        #expect(number(runner, "stickers") == 11)
    }

    @Test func escClosesTheCardBeforeThePickerUnderIt() throws {
        let runner = try makeJar(seed: 3, stickers: 10)
        let scene = jar(runner)
        click((runner.scene as! StickerJarScene).tree[JarTree.addButton]!.frame.center, in: runner)
        runner.run(ticks: 1)
        scene.state.card = DetailCard(art: try scene.art(forKey: "banana", context: runner.context))
        scene.state.overlays.open(JarTree.card)
        runner.run(ticks: 12)
        #expect(runner.probes()["card_open"] == .bool(true))
        #expect(text(runner, "focused") == "card.close", "the card took the focus")
        runner.send(.keyDown(.escape))
        runner.run(ticks: 1)
        #expect(!scene.state.overlays.isOpen(JarTree.card))
        #expect(scene.state.overlays.isOpen(JarTree.picker))
        #expect(text(runner, "focused") == "foods", "the focus went back to the picker's grid")
        runner.send(.keyDown(.escape))
        runner.run(ticks: 1)
        #expect(!scene.state.overlays.isOpen(JarTree.picker))
    }

    @Test func thePickerWorksWithArrowsAndEnter() throws {
        let runner = try makeJar(seed: 3, stickers: 0)
        runner.send(.keyDown(.escape))          // nothing open: Esc does nothing
        click((runner.scene as! StickerJarScene).tree[JarTree.addButton]!.frame.center, in: runner)
        runner.run(ticks: 1)
        #expect(text(runner, "picker_selection") == "banana")
        for key in [Key.right, .right, .down, .left, .up, .up] { runner.send(.keyDown(key)) }
        runner.run(ticks: 1)
        // right, right, down, left: index 7; up: 1; up again stays (no row above).
        #expect(text(runner, "picker_selection") == "croissant")
        runner.send(.keyDown(.down))
        runner.send(.keyDown(.right))
        runner.run(ticks: 1)
        #expect(text(runner, "picker_selection") == "strawberry")
        #expect(number(runner, "tilt") == 0, "arrows in the picker do not tilt the jar")
        runner.send(.keyDown(.enter))
        runner.run(ticks: 30)
        #expect(runner.probes()["picker_open"] == .bool(false))
        #expect(number(runner, "stickers") == 1)
        #expect(text(runner, "newest_food") == "strawberry")
    }

    @Test func theJarArtMovesWithAJolt() throws {
        let runner = try makeJar(seed: 3, stickers: 10)
        let back = jar(runner).backTexture
        func jarCentre() throws -> Vec2 {
            let sprite = runner.draw(interpolation: 1).items.compactMap { item -> Sprite? in
                if case .sprite(let s) = item.command, s.texture == back { return s }
                return nil
            }.first
            return try #require(sprite).center
        }
        let still = try jarCentre()
        #expect(number(runner, "jar_offset") == 0)
        runner.send(.keyDown(.space))
        runner.run(ticks: 4)
        #expect(number(runner, "jar_offset") > 10)
        #expect((try jarCentre() - still).length > 10)
        runner.run(ticks: JarWobble.ticks)
        #expect(number(runner, "jar_offset") == 0)
        #expect(try jarCentre() == still)
    }
}
