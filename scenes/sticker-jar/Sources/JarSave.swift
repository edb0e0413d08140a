import Engine
import Foundation

/// The jar's contents as saved in the profile (`jar.json`): which stickers, where.
struct JarSave: Codable, Equatable, VersionedSave {
    /// One sticker: its art's key and its pose, in jar metres and radians.
    struct Entry: Codable, Equatable {
        var art: String
        var x: Double
        var y: Double
        var angle: Double
    }

    static let currentVersion = 1
    /// The save file's name in the scene's save folder.
    static let fileName = "jar.json"

    var version = JarSave.currentVersion
    var stickers: [Entry]
    /// The number the next custom sticker's picture is saved under (`custom-N.png`).
    var nextCustom: Int
    /// The names the user gave stickers the recogniser was not sure of; absent when there are
    /// none (and in saves from before names), so such a save reads as it always did.
    var names: [SnackName]?

    /// The most custom stickers a jar's numbering may reach.
    static let maxCustomNumber = 1_000_000
    /// How far from the jar's origin a saved sticker may be, in metres (the jar is a few metres).
    static let maxDistance = 100.0

    /// What is out of range in this save, or nil: a damaged file is set aside, not half-restored.
    func rangeProblem(maxStickers: Int) -> String? {
        guard (0...Self.maxCustomNumber).contains(nextCustom) else {
            return "nextCustom \(nextCustom) is not from 0 to \(Self.maxCustomNumber)"
        }
        guard stickers.count <= maxStickers else { return "\(stickers.count) stickers; a jar holds at most \(maxStickers)" }
        for (index, name) in (names ?? []).enumerated() {
            guard !name.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, name.text.count <= SnackName.maxLength,
                  name.art.count <= 64, (name.food ?? "").count <= 64 else {
                return "name \(index + 1) is empty or longer than \(SnackName.maxLength) characters"
            }
        }
        for (index, entry) in stickers.enumerated() {
            let numbers = [entry.x, entry.y, entry.angle]
            guard numbers.allSatisfy(\.isFinite), abs(entry.x) <= Self.maxDistance, abs(entry.y) <= Self.maxDistance,
                  abs(entry.angle) <= 1_000 else {
                return "sticker \(index + 1) has a position or angle out of range (\(entry.x), \(entry.y), \(entry.angle))"
            }
        }
        return nil
    }
}
