import ArgumentParser
import Engine
import RoastRevealScene

/// `diorama-bench roast`: the roast reveal's generator.
///
/// - `roast.generate`: the median time for one roast as the user gets it (`SafeRoaster`: the
///   offline grammar writes it, the safety filter checks it, and it must differ from the user's
///   last 50), cycling through every category, spice level, language and mood; target ≤ 20 µs
///   in a release build. `roast.generate_p95` is the 95th percentile.
/// - `roast.grammar` and `roast.filter`: its two parts, the median of the grammar alone writing
///   a roast and of the filter alone checking one (over the roasts just written).
struct RoastSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "roast", abstract: "Times writing a safe, fresh roast.")

    @Option(help: "Roasts to time.")
    var roasts = 200_000

    func validate() throws {
        guard roasts > 0 else { throw ValidationError("roasts must be positive") }
    }

    func run() throws {
        let resources = RoastResources.bundled
        let generator = try OfflineRoastGenerator(resources: resources)
        let filter = try SafetyFilter(path: resources.path("data/safety.yml"))
        let roaster = SafeRoaster(provider: generator, filter: filter, strings: try RoastStrings(resources: resources))
        var random = RandomGenerator(seed: 1)
        var recent: [String] = [], recentSet: Set<String> = []
        var samples: [Double] = [], grammarSamples: [Double] = [], filterSamples: [Double] = []
        samples.reserveCapacity(roasts)
        let moods = [nil] + RoastMood.allCases
        for i in 0..<(roasts + 1_000) {
            var request = RoastRequest(category: RoastCategory.allCases[i % RoastCategory.allCases.count], spice: 1 + i / 10 % 5,
                                       mood: moods[i / 50 % moods.count], language: i % 2 == 0 ? .en : .vi, recent: recentSet)
            var roast: Roast?
            let elapsed = Measure.nanoseconds { roast = roaster.roast(for: request, random: &random) }
            let text = roast!.text
            request.recent = []
            var written: String?
            let grammar = Measure.nanoseconds { written = generator.roastText(for: request, random: &random) }
            var allowed = false
            let filtering = Measure.nanoseconds { allowed = filter.allows(written!) }
            guard allowed else { throw RoastBenchError(description: "the safety filter refused a roast of the grammar: \(written!)") }
            if i >= 1_000 {   // the first thousand warm up
                samples.append(elapsed)
                grammarSamples.append(grammar)
                filterSamples.append(filtering)
            }
            recent.append(text)
            recentSet.insert(text)
            if recent.count > RoastSave.noRepeatWindow { recentSet.remove(recent.removeFirst()) }
        }
        Measure.report("roast.generate", Measure.median(samples) / 1e3, "µs")
        Measure.report("roast.generate_p95", Measure.percentile(samples, 95) / 1e3, "µs")
        Measure.report("roast.grammar", Measure.median(grammarSamples) / 1e3, "µs")
        Measure.report("roast.filter", Measure.median(filterSamples) / 1e3, "µs")
    }
}

/// A roast the bench's grammar wrote that the filter refused: the grammar files need fixing.
struct RoastBenchError: Error, CustomStringConvertible {
    var description: String
}
