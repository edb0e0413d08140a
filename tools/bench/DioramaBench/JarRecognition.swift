import Engine
import Foundation
import StickerJarScene

/// The jar's food recogniser on generated photos (`FoodPhotoSet`): every catalog food and every
/// unlisted food (`scenes/sticker-jar/tests/unlisted-foods/`) on a plain cloth, a gingham and a
/// wooden table under assorted lights, each photo made into a sticker as a dropped photo is.
///
/// - `jar.recognition_top1`: of the evaluation photos of listed foods, the share whose nearest
///   food is right, %.
/// - `jar.recognition_confident_wrong`: of all the evaluation photos, unlisted foods included,
///   the share the recogniser named a wrong food for, sure of it, %.
/// - `jar.recognition_confident_right` (listed photos named rightly and surely) and
///   `jar.recognition_unsure` (photos it asked about), %.
/// - `jar.recognition_reference_limits`: the limits `RecognitionScore.bestLimits` chooses on the
///   reference photos (at most 1 % named wrongly), to compare with the scene's.
/// - `jar.recognise_ms` against `jar.recognition_sticker_ms`: recognising a finished sticker
///   against making it from the photo, median per photo.
enum JarRecognition {
    static func measure(root: String) throws {
        let resources = StickerJarScene.resources
        let catalog = try OfflineFoodCatalog(path: resources.path("data/foods.yml"), artDirectory: resources.path("art/foods"),
                                             style: StickerJarScene.stickerStyle)
        let folder = root + "/scenes/sticker-jar/tests/unlisted-foods"
        let unlisted = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
            .map { folder + "/" + $0 }
        let subjects = try FoodPhotoSet.subjects(of: catalog, unlisted: unlisted)
        _ = catalog.recognise(sticker: Image(width: 1, height: 1))  // builds the references outside the timing

        var trials: [FoodPhotoSet.Split: [RecognitionTrial]] = [:]
        var makeTimes: [Double] = [], recogniseTimes: [Double] = []
        for split in FoodPhotoSet.Split.allCases {
            let photos = FoodPhotoSet.photos(of: subjects, split: split)
            trials[split] = photos.map { photo in
                var sticker: Image?
                makeTimes.append(Measure.nanoseconds {
                    sticker = try? StickerMaker.makeSticker(from: photo.image, style: StickerJarScene.stickerStyle)
                })
                var recognition: FoodRecognition?
                if let sticker { recogniseTimes.append(Measure.nanoseconds { recognition = catalog.recognise(sticker: sticker) }) }
                return RecognitionTrial(photo: photo.name, truth: photo.subject, isListed: photo.isListed, recognition: recognition)
            }
        }
        let evaluation = trials[.evaluation] ?? []
        let score = RecognitionScore(evaluation)
        Measure.report("jar.recognition_top1", score.top1, "%", decimals: 1)
        Measure.report("jar.recognition_confident_wrong", score.confidentWrong, "%", decimals: 1)
        Measure.report("jar.recognition_confident_right", score.confidentRight, "%", decimals: 1)
        Measure.report("jar.recognition_unsure", score.unsure, "%", decimals: 1)
        print("jar.recognition_photos: \(score.photos) photos (\(score.listed) of listed foods)")
        for trial in evaluation where trial.isConfidentlyWrong() {
            print("jar.recognition_wrong: \(trial.photo) named \(trial.recognition?.best ?? "-")")
        }
        let limits = RecognitionScore.bestLimits(for: trials[.reference] ?? [], wrongAtMost: 1)
        print("jar.recognition_reference_limits: distance \(limits.maximumDistance), margin \(limits.minimumMargin) "
              + "(the scene's: \(RecognitionLimits.chosen.maximumDistance), \(RecognitionLimits.chosen.minimumMargin))")
        Measure.report("jar.recognise_ms", Measure.median(recogniseTimes) / 1e6, "ms", decimals: 2)
        Measure.report("jar.recognition_sticker_ms", Measure.median(makeTimes) / 1e6, "ms", decimals: 2)
    }
}
