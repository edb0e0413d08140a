import Engine
@testable import StickerJarScene
import Testing

@Suite struct RecognitionTrialTests {
    /// A trial of a photo of `truth` that the recogniser called `best` at `distance` and `margin`.
    func trial(_ truth: String, listed: Bool = true, _ best: String?, _ distance: Double, _ margin: Double) -> RecognitionTrial {
        RecognitionTrial(photo: truth, truth: truth, isListed: listed,
                         recognition: FoodRecognition(best: best, distance: distance, runnerUp: nil, margin: margin))
    }

    @Test func aScoreCountsTopAnswersAmongListedFoodsAndSureMistakesAmongAll() {
        let limits = RecognitionLimits(maximumDistance: 0.3, minimumMargin: 0.2)
        let trials = [
            trial("banana", "banana", 0.1, 0.5),           // right and sure
            trial("apple", "apple", 0.5, 0.5),             // right, too far to be sure
            trial("pear", "apple", 0.1, 0.5),              // wrong and sure
            trial("egg", "cookie", 0.1, 0.1),              // wrong, too close a call
            trial("orange", listed: false, "peach", 0.2, 0.4),  // a food it cannot know, named
            trial("bagel", listed: false, "bread", 0.6, 0.4),   // one it asks about
            RecognitionTrial(photo: "empty", truth: "taco", isListed: true, recognition: nil),
        ]
        let score = RecognitionScore(trials, limits: limits)
        #expect(score.photos == 7 && score.listed == 5)
        #expect(score.top1 == 40)                       // banana, apple of 5
        #expect(abs(score.confidentWrong - 200.0 / 7) < 1e-9)  // pear, orange of 7
        #expect(score.confidentRight == 20)             // banana of 5
        #expect(abs(score.unsure - 400.0 / 7) < 1e-9)   // apple, egg, bagel, empty of 7
    }

    @Test func theChosenLimitsNameWhatTheyCanAndKeepHeadroomFromEveryMistake() {
        let trials = [
            trial("banana", "banana", 0.10, 0.6), trial("apple", "apple", 0.20, 0.5), trial("pear", "pear", 0.40, 0.5),
            trial("orange", listed: false, "peach", 0.42, 0.5),
        ]
        let limits = RecognitionScore.bestLimits(for: trials, wrongAtMost: 0)
        // The pear at 0.40 would need a limit whose 10 % looser self takes in the orange at 0.42.
        #expect(limits.maximumDistance >= 0.2 - 1e-9 && limits.maximumDistance * 1.1 < 0.42)
        #expect(RecognitionScore(trials, limits: limits).confidentRight == 2 * 100.0 / 3)
        #expect(limits.minimumMargin >= 0.5 - 1e-9)     // of equals, the strictest
        let loose = RecognitionScore.bestLimits(for: trials, wrongAtMost: 25, headroom: 0)
        #expect(RecognitionScore(trials, limits: loose).confidentRight == 100)
    }
}
