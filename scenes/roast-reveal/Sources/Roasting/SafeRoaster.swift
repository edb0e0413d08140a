import Engine

/// Every roast the user sees comes through here: a provider writes it, the safety filter checks it
/// and it must not be one of the user's recent roasts; one that fails is written again, a few
/// times at most, and then a safe line from the string tables stands in.
public struct SafeRoaster: Sendable {
    public var provider: any RoastProvider
    public let filter: SafetyFilter
    public let strings: RoastStrings
    /// How many roasts the provider may write for one request.
    public static let maxAttempts = 8

    public init(provider: any RoastProvider, filter: SafetyFilter, strings: RoastStrings) {
        self.provider = provider
        self.filter = filter
        self.strings = strings
    }

    /// The built-in roaster: the offline grammar generator and the safety list from `resources`.
    /// - Throws: `DataFileError` naming a grammar or safety file that cannot be read.
    public static func offline(resources: SceneResources, strings: RoastStrings) throws -> SafeRoaster {
        SafeRoaster(provider: try OfflineRoastGenerator(resources: resources),
                    filter: try SafetyFilter(path: resources.path("data/safety.yml")), strings: strings)
    }

    /// A roast for `request`, its text and id drawn from `random`.
    public func roast(for request: RoastRequest, random: inout RandomGenerator) -> Roast {
        let id = random.next()
        var text: String?
        for _ in 0..<Self.maxAttempts {
            if let written = provider.roastText(for: request, random: &random), filter.allows(written),
               !request.recent.contains(written) {
                text = written
                break
            }
        }
        return Roast(id: id, text: text ?? fallback(for: request, random: &random), category: request.category,
                     spice: request.effectiveSpice, mood: request.mood, collectionID: request.collectionID,
                     language: request.language)
    }

    /// A kind stand-in line (`roast.fallback.N`), one not seen lately when there is one.
    private func fallback(for request: RoastRequest, random: inout RandomGenerator) -> String {
        let lines = (1...RoastStrings.fallbackCount).map { strings.text("roast.fallback.\($0)", in: request.language) }
        let fresh = lines.filter { !request.recent.contains($0) }
        let pool = fresh.isEmpty ? lines : fresh
        return pool[random.next(in: 0...(pool.count - 1))]
    }
}
