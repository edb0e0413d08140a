import Foundation
import Testing
@testable import Engine
@testable import StickerJarScene

/// The checkout's root, found from this file's path.
let projectRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

/// A fresh, empty profile folder.
func scratchProfile() -> String {
    NSTemporaryDirectory() + "diorama-jar-tests-" + UUID().uuidString
}

/// A headless sticker-jar session.
func makeJar(seed: UInt64 = 1, stickers: Int? = nil, profile: String = scratchProfile()) throws -> SceneRunner {
    let factory = SessionFactory(catalog: SceneCatalog([StickerJarScene.self]), assets: AssetStore(root: projectRoot),
                                 profile: SaveStore(directory: profile))
    return try factory.makeRunner(sceneID: StickerJarScene.info.id, seed: seed,
                                  parameters: stickers.map { ["stickers": String($0)] } ?? [:])
}

func number(_ runner: SceneRunner, _ probe: String) -> Double { runner.probes()[probe]?.number ?? .nan }

func text(_ runner: SceneRunner, _ probe: String) -> String? {
    if case .string(let s) = runner.probes()[probe] { return s }
    return nil
}

func point(_ runner: SceneRunner, _ probe: String) -> Vec2? {
    if case .vec2(let p) = runner.probes()[probe] { return p }
    return nil
}

/// The hash of the scene's own state (not the registry's, physics world's or RNG's).
func sceneHash(_ runner: SceneRunner) -> UInt64 {
    var hasher = StateHasher()
    runner.scene.hashState(into: &hasher)
    return hasher.value
}

@Suite struct StickerJarSceneTests {
    @Test func theCatalogHasTwoDozenFoodsWithArtAndFacts() throws {
        let catalog = try OfflineFoodCatalog(path: projectRoot + "/scenes/sticker-jar/data/foods.yml",
                                             artDirectory: projectRoot + "/assets/foods",
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
        let sticker = try StickerCache.sticker(forArtAt: projectRoot + "/assets/foods/\(food).png",
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

    @Test(arguments: ["lots", "-3", "401"])
    func aBadStickerCountIsRefused(value: String) throws {
        let factory = SessionFactory(catalog: SceneCatalog([StickerJarScene.self]), assets: AssetStore(root: projectRoot),
                                     profile: SaveStore(directory: scratchProfile()))
        let error = #expect(throws: SceneParameterError.self) {
            try factory.makeRunner(sceneID: StickerJarScene.info.id, seed: 1, parameters: ["stickers": value])
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
        runner.send(.fileDrop(projectRoot + "/assets/photos/banana-plain.png"))
        runner.run(ticks: 30)
        #expect(number(runner, "stickers") == 1)
        #expect(text(runner, "newest_food") == "banana")
        #expect(text(runner, "message") == "banana-plain.png: looks like banana!")
    }

    @Test func anUnknownPictureBecomesAMysterySticker() throws {
        var picture = Image(width: 200, height: 200, fill: .white)
        for y in 50..<150 { for x in 40..<160 { picture[x: x, y: y] = Color(hex: 0x3050D0) } }
        let path = NSTemporaryDirectory() + "diorama-blue-block-\(UUID().uuidString).png"
        try picture.writePNG(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let runner = try makeJar(stickers: 0)
        runner.send(.fileDrop(path))
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
        runner.send(.fileDrop(projectRoot + "/assets/photos/" + file))
        runner.run(ticks: 5)
        let message = try #require(text(runner, "message"))
        #expect(message.hasPrefix(file + ": ") && message.contains(says), "\(message)")
        #expect(number(runner, "stickers") == 0)
    }

    @Test func aCorruptPictureGetsAMessageNamingTheFile() throws {
        let path = NSTemporaryDirectory() + "diorama-corrupt-\(UUID().uuidString).png"
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let runner = try makeJar(stickers: 0)
        runner.send(.fileDrop(path))
        runner.run(ticks: 5)
        #expect(text(runner, "message")?.contains(path) == true, "\(runner.probes()["message"]!)")
        #expect(number(runner, "stickers") == 0)
    }

    @Test func aSavedStateRestoresTheSceneOwnState() throws {
        let runner = try makeJar(seed: 2, stickers: 20)
        runner.send(.keyDown(.right))
        for _ in 0..<3 { runner.send(.keyDown(Key("n"))) }
        runner.send(.shake(1))
        runner.run(ticks: 3)
        let saved = try #require(runner.scene.saveState())
        let hash = sceneHash(runner)
        let names = ["pending", "escaped", "tilt", "card", "dragging", "picker_open", "confirming_clear", "message"]
        let probes = runner.probes()

        runner.send(.keyUp(.right))
        runner.send(.keyDown(Key("c")))
        runner.run(ticks: 10)
        runner.send(.keyDown(.enter))
        runner.run(ticks: 10)
        #expect(sceneHash(runner) != hash)

        runner.scene.restoreState(saved)
        #expect(sceneHash(runner) == hash)
        let restored = runner.probes()
        for name in names { #expect(restored[name] == probes[name], "\(name)") }
        #expect(number(runner, "pending") > 0)
    }
}
