import Engine
import Foundation
import SceneTestSupport
@testable import StickerJarScene
import Testing

/// The catalog the scene loads, for recognising pictures as the scene does.
func jarCatalog() throws -> OfflineFoodCatalog {
    try OfflineFoodCatalog(path: StickerJarScene.resources.path("data/foods.yml"),
                           artDirectory: StickerJarScene.resources.path("art/foods"), style: StickerJarScene.stickerStyle)
}

/// A food the catalog lacks, drawn by `diorama-art unlisted-foods`.
func unlistedSubject(_ name: String) throws -> FoodPhotoSet.Subject {
    FoodPhotoSet.Subject(name: name, art: try Image(contentsOfPNG: projectRoot + "/scenes/sticker-jar/tests/unlisted-foods/\(name).png"),
                         isListed: false)
}

/// A catalog food, drawn by its art.
func listedSubject(_ id: String, in catalog: OfflineFoodCatalog) throws -> FoodPhotoSet.Subject {
    FoodPhotoSet.Subject(name: id, art: try Image(contentsOfPNG: catalog.artPath(for: id)), isListed: true)
}

/// What the scene's analysis makes of `photo`: the sticker made of it, analysed.
func analysis(of photo: Image, by catalog: OfflineFoodCatalog) throws -> FoodAnalysis {
    catalog.analyze(sticker: try StickerMaker.makeSticker(from: photo, style: StickerJarScene.stickerStyle), hint: nil)
}

@Suite struct FoodRecogniserTests {
    /// An orange is no food of the catalog: however it is lit or laid, the recogniser asks what
    /// it is (offering its nearest guesses) instead of calling it a peach, a mango or an egg.
    @Test func anOrangeIsAMysteryNeverAnotherFood() throws {
        let catalog = try jarCatalog()
        let orange = try unlistedSubject("orange")
        for split in FoodPhotoSet.Split.allCases {
            for photo in FoodPhotoSet.photos(of: [orange], split: split) {
                let answer = try analysis(of: photo.image, by: catalog)
                guard case .unknown(let guesses) = answer else {
                    Issue.record("\(split) \(photo.name) was called \(answer)")
                    continue
                }
                #expect(guesses.count == OfflineFoodCatalog.guessCount, "\(photo.name)")
            }
        }
    }

    /// A banana photographed turned on a plain cloth, a table or a gingham is a banana, whatever
    /// the light: the recogniser compares colours and shapes that turning does not change.
    @Test(arguments: [
        (FoodPhotoBackdrop.plain(0xF6E9EC), FoodPhotoLighting.daylight, UInt64(4)),
        (.wood(light: 0xA97850, dark: 0x6B4527, ring: 19), .warmLamp, 6),
        (.gingham(cloth: 0xF3F3F6, check: 0x3C4A7A, period: 34, angle: -0.4), .coolShade, 6),
        (.plain(0xD9D4CC), .dimEvening, 4),
    ])
    func aTurnedBananaIsABanana(backdrop: FoodPhotoBackdrop, lighting: FoodPhotoLighting, seed: UInt64) throws {
        let catalog = try jarCatalog()
        var random = RandomGenerator(seed: seed)
        let photo = FoodPhotoSet.photo(of: try listedSubject("banana", in: catalog), on: backdrop, lighting: lighting,
                                       jpeg: false, random: &random)
        #expect(try analysis(of: photo.image, by: catalog) == .known(try #require(catalog.food(withID: "banana"))))
    }

    @Test func everyFoodsOwnStickerIsNamedSurely() throws {
        let catalog = try jarCatalog()
        for food in catalog.foods {
            let sticker = try StickerCache.sticker(forArtAt: catalog.artPath(for: food.id), style: StickerJarScene.stickerStyle)
            let recognition = catalog.recognise(sticker: sticker)
            #expect(recognition.confidentFood == food.id, "\(food.id): \(recognition)")
            #expect(recognition.candidates.first == food.id && recognition.candidates.count == 5)
        }
    }

    @Test func theAnswerIsAPureFunctionOfThePicture() throws {
        let photo = FoodPhotoSet.photos(of: [try unlistedSubject("pancakes")], split: .evaluation)[0].image
        let first = try jarCatalog().recognise(photo: photo), again = try jarCatalog().recognise(photo: photo)
        #expect(first == again)
        #expect(first.distance.isFinite && first.margin >= 0 && first.margin <= 1)
    }

    @Test func aStickerWithNoSubjectToSpeakOfIsNoFood() throws {
        let catalog = try jarCatalog()
        // A string two pixels thick: all border once it is a sticker.
        let string = TestPictures.draw(width: 124, height: 8) { _, y in y > 3 && y < 5 ? Color(r: 200, g: 120, b: 40) : .clear }
        let recognition = catalog.recognise(sticker: try StickerMaker.makeSticker(from: string, style: StickerJarScene.stickerStyle))
        #expect(recognition.best == nil && recognition.confidentFood == nil)
        #expect(catalog.analyze(sticker: Image(width: 3, height: 3), hint: nil) == .unknown(guesses: []))
    }
}
