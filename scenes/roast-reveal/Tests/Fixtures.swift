import Foundation
import Engine
@testable import RoastRevealScene
import SceneTestSupport

/// The scene's own data, read once for all tests.
enum Fixtures {
    static let resources = RoastResources.bundled
    static let generator = try! OfflineRoastGenerator(resources: resources)
    static let filter = try! SafetyFilter(path: resources.path("data/safety.yml"))
    static let strings = try! RoastStrings(resources: resources)
    static let collections = try! RoastCollectionCatalog(path: resources.path("data/collections.yml"))
    static let roaster = SafeRoaster(provider: generator, filter: filter, strings: strings)

    /// A grammar compiled from `yaml`, or the error it gives.
    static func grammar(_ yaml: String) throws -> RoastGrammar {
        let path = ScratchFolders.path("roast-grammar", suffix: ".yml")
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try RoastGrammar(path: path)
    }

    /// A date from an ISO 8601 string with its offset, e.g. `2026-03-29T01:30:00+01:00`.
    static func date(_ iso: String) -> Date {
        ISO8601DateFormatter().date(from: iso)!
    }

    static func zone(_ id: String) -> TimeZone { TimeZone(identifier: id)! }
}
