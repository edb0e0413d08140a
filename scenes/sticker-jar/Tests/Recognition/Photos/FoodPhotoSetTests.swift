import Engine
import Foundation
import SceneTestSupport
@testable import StickerJarScene
import Testing

@Suite struct FoodPhotoSetTests {
    @Test func eachFoodIsPhotographedOnAPlainClothAGinghamAndATableTheSameEveryTime() throws {
        let catalog = try jarCatalog()
        let subjects = [try listedSubject("banana", in: catalog), try unlistedSubject("orange")]
        for split in FoodPhotoSet.Split.allCases {
            let photos = FoodPhotoSet.photos(of: subjects, split: split)
            #expect(photos.map(\.subject) == ["banana", "banana", "banana", "orange", "orange", "orange"])
            #expect(photos.map(\.backdrop.kind) == ["plain", "gingham", "wood", "plain", "gingham", "wood"])
            #expect(photos.allSatisfy { $0.image.width == FoodPhotoSet.width && $0.image.height == FoodPhotoSet.height })
            #expect(photos.map(\.isListed) == [true, true, true, false, false, false])
            // The same bytes again, and a subject's photos are its own in any company.
            #expect(FoodPhotoSet.photos(of: subjects, split: split).map(\.image) == photos.map(\.image))
            #expect(FoodPhotoSet.photos(of: [subjects[1]], split: split).map(\.image) == Array(photos[3...].map(\.image)))
        }
    }

    @Test func theEvaluationPhotosShareNothingWithTheReferencePhotosButTheFoods() throws {
        let reference = Set(FoodPhotoSet.backdrops(.reference).joined().map { "\($0)" })
        let evaluation = Set(FoodPhotoSet.backdrops(.evaluation).joined().map { "\($0)" })
        #expect(reference.isDisjoint(with: evaluation))
        let referenceLights = Set(FoodPhotoSet.lights(.reference).map(\.name))
        #expect(referenceLights.isStrictSubset(of: Set(FoodPhotoSet.lights(.evaluation).map(\.name))))
        let orange = try unlistedSubject("orange")
        let a = FoodPhotoSet.photos(of: [orange], split: .reference), b = FoodPhotoSet.photos(of: [orange], split: .evaluation)
        #expect(zip(a, b).allSatisfy { $0.image != $1.image })
    }

    @Test func theWholeSetHasEveryCatalogFoodAndTheUnlistedOnes() throws {
        let catalog = try jarCatalog()
        let folder = projectRoot + "/scenes/sticker-jar/tests/unlisted-foods"
        let unlisted = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
            .map { folder + "/" + $0 }
        let subjects = try FoodPhotoSet.subjects(of: catalog, unlisted: unlisted)
        #expect(subjects.filter(\.isListed).map(\.name) == catalog.foods.map(\.id))
        #expect(subjects.filter { !$0.isListed }.map(\.name).contains("orange"))
        #expect(subjects.count * 3 >= 40)
        #expect(throws: ImageError.self) { try FoodPhotoSet.subjects(of: catalog, unlisted: [folder + "/no-such-food.png"]) }
    }

    /// The orange the scene scripts drop is the generator's evaluation photo on gingham, saved as
    /// a JPEG (quality 85) to keep the checkout small.
    @Test func theScriptsOrangeIsTheGeneratorsOwn() throws {
        let photo = try #require(FoodPhotoSet.photos(of: [try unlistedSubject("orange")], split: .evaluation)
            .first { $0.backdrop.kind == "gingham" })
        let saved = try Image(contentsOfPicture: projectRoot + "/scenes/sticker-jar/tests/orange-gingham.jpg")
        #expect(saved.width == photo.image.width && saved.height == photo.image.height)
        var difference = 0
        for (a, b) in zip(saved.pixels, photo.image.pixels) { difference += abs(Int(a) - Int(b)) }
        #expect(Double(difference) / Double(saved.pixels.count) < 3, "mean difference \(Double(difference) / Double(saved.pixels.count))")
    }
}
