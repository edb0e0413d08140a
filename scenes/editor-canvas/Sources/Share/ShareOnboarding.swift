import Foundation
import Engine

/// Whether the user has seen the note shown before the first share ("Keep it campy, not
/// explicit"), kept in the profile's `onboarding.json` so it shows once.
struct ShareOnboarding: Codable, Equatable, Sendable {
    /// The file it is kept in, in the scene's save folder.
    static let fileName = "onboarding.json"

    var version = 1
    var sawShareNote = false

    /// The record in `save`; a missing or unreadable one counts as not seen (the note shows again).
    static func load(from save: SaveStore) -> ShareOnboarding {
        guard let bytes = try? save.read(fileName),
              let record = try? JSONDecoder().decode(ShareOnboarding.self, from: Data(bytes)) else { return ShareOnboarding() }
        return record
    }

    /// Asks the host to write the record to the scene's save folder when the tick ends.
    func save(into effects: inout EffectQueue) throws {
        effects.save(Array(try JSONEncoder().encode(self)), as: Self.fileName)
    }
}
