import Engine

/// One photo put to the recogniser: what it shows, and what the recogniser made of it.
public struct RecognitionTrial: Sendable {
    /// The photo's name ("banana-gingham-warm-lamp").
    public var photo: String
    /// The food it shows: a catalog id, or an unlisted food's name.
    public var truth: String
    /// Whether the catalog lists that food (an unlisted one can only be right by abstaining).
    public var isListed: Bool
    /// The recogniser's answer; nil when no sticker could be made of the photo (no subject).
    public var recognition: FoodRecognition?

    /// A trial of `photo`, recognised by `catalog` as the scene would: the sticker made, then
    /// recognised.
    public init(_ photo: FoodPhotoSet.Photo, catalog: OfflineFoodCatalog) {
        self.photo = photo.name
        truth = photo.subject
        isListed = photo.isListed
        recognition = try? catalog.recognise(photo: photo.image)
    }

    /// A trial of the photo `photo` of `truth` whose recognition is known.
    public init(photo: String, truth: String, isListed: Bool, recognition: FoodRecognition?) {
        self.photo = photo
        self.truth = truth
        self.isListed = isListed
        self.recognition = recognition
    }

    /// Whether the nearest food is the right one.
    public var isTopRight: Bool { isListed && recognition?.best == truth }

    /// Whether the recogniser named a food, by `limits`, and it was the wrong one (any food named
    /// for an unlisted one is wrong).
    public func isConfidentlyWrong(_ limits: RecognitionLimits = .chosen) -> Bool {
        guard let recognition, recognition.isConfident(maximumDistance: limits.maximumDistance,
                                                       minimumMargin: limits.minimumMargin) else { return false }
        return !isListed || recognition.best != truth
    }

    /// Whether the recogniser named the right food, by `limits`.
    public func isConfidentlyRight(_ limits: RecognitionLimits = .chosen) -> Bool {
        guard let recognition else { return false }
        return isListed && recognition.best == truth
            && recognition.isConfident(maximumDistance: limits.maximumDistance, minimumMargin: limits.minimumMargin)
    }
}

/// When the recogniser says it is sure: the most distance and the least margin it names a food at.
public struct RecognitionLimits: Sendable, Equatable {
    /// The most distance a named food may be at (`FoodFeatures.distance`, about 0...1).
    public var maximumDistance: Double
    /// The least margin to the runner-up a named food needs, a share of its distance (0...1).
    public var minimumMargin: Double

    /// Limits of `maximumDistance` and `minimumMargin`.
    public init(maximumDistance: Double, minimumMargin: Double) {
        self.maximumDistance = maximumDistance
        self.minimumMargin = minimumMargin
    }

    /// The limits the scene uses (`FoodRecogniser.maximumDistance`, `.minimumMargin`).
    public static let chosen = RecognitionLimits(maximumDistance: FoodRecogniser.maximumDistance,
                                                 minimumMargin: FoodRecogniser.minimumMargin)
}

/// How well the recogniser did on a set of trials, in percent.
public struct RecognitionScore: Sendable {
    /// Photos in all; of them, photos of listed foods.
    public var photos: Int, listed: Int
    /// Listed-food photos whose nearest food is right, as a share of them, %.
    public var top1: Double
    /// Photos (listed or not) the recogniser named a wrong food for, sure of it, %.
    public var confidentWrong: Double
    /// Listed-food photos named rightly and surely, as a share of them, %.
    public var confidentRight: Double
    /// Photos the recogniser was not sure of, %.
    public var unsure: Double

    /// The score of `trials` by `limits`.
    public init(_ trials: [RecognitionTrial], limits: RecognitionLimits = .chosen) {
        photos = trials.count
        listed = trials.count { $0.isListed }
        func percent(_ count: Int, of total: Int) -> Double { total > 0 ? 100 * Double(count) / Double(total) : 0 }
        top1 = percent(trials.count { $0.isTopRight }, of: listed)
        confidentWrong = percent(trials.count { $0.isConfidentlyWrong(limits) }, of: photos)
        confidentRight = percent(trials.count { $0.isConfidentlyRight(limits) }, of: listed)
        unsure = percent(trials.count { trial in
            !(trial.recognition?.isConfident(maximumDistance: limits.maximumDistance, minimumMargin: limits.minimumMargin) ?? false)
        }, of: photos)
    }

    /// The limits that name the most listed foods rightly while naming wrongly at most
    /// `wrongAtMost` % of `trials` even when loosened by `headroom` (a share of the distance
    /// further, of the margin less): how the scene's limits are chosen, on the reference photos,
    /// so that photos a little harder than those seen still get asked about. Searched on a grid
    /// of distances 0.05...0.6 and margins 0...0.5; of equals, the strictest.
    public static func bestLimits(for trials: [RecognitionTrial], wrongAtMost: Double, headroom: Double = 0.1) -> RecognitionLimits {
        var best = RecognitionLimits(maximumDistance: 0, minimumMargin: 1), bestRight = -1.0
        for d in stride(from: 0.05, through: 0.6, by: 0.01) {
            for m in stride(from: 0.5, through: 0.0, by: -0.01) {
                let limits = RecognitionLimits(maximumDistance: d, minimumMargin: max(m, 0))
                let loosened = RecognitionLimits(maximumDistance: d * (1 + headroom), minimumMargin: m * (1 - headroom))
                guard RecognitionScore(trials, limits: loosened).confidentWrong <= wrongAtMost else { continue }
                let right = RecognitionScore(trials, limits: limits).confidentRight
                if right > bestRight {
                    best = limits
                    bestRight = right
                }
            }
        }
        return best
    }
}
