import Foundation
import Engine

/// What the editor tells its analytics: filters and stickers used, shares, unlocks, purchases.
struct AnalyticsEvent: Codable, Equatable, Sendable {
    enum Kind: String, Codable, Sendable {
        case filterUsed = "filter_used", stickerUsed = "sticker_used", share, unlock, purchase
    }

    var kind: Kind
    /// What it was about: a filter or product id, a sticker's summary, the share count.
    var item: String
    /// The tick it happened in: simulated time, so the same session logs the same events.
    var tick: UInt64
}

/// Where analytics events go. The editor only keeps them locally; a service could implement
/// this, but nothing is sent anywhere. Events are gathered in the scene's state during ticks and
/// handed over when the session ends, so no tick writes a file.
protocol AnalyticsLog {
    /// Adds `events`, oldest first; failures are the log's own business (analytics never stop
    /// an edit or a session's end).
    func append(_ events: [AnalyticsEvent])
}

/// Analytics kept in the profile as JSON Lines (`events.jsonl`, one event a line), nothing sent.
struct LocalAnalyticsLog: AnalyticsLog {
    /// The file the events are appended to, in the scene's save folder.
    static let fileName = "events.jsonl"
    /// The file the log was kept in before it last started over.
    static let oldFileName = "events.old.jsonl"
    /// The size past which the log starts over (kept as `events.old.jsonl`), in bytes.
    static let maxBytes = 1 << 20
    /// The most events a session gathers before it is written; older ones beyond are dropped.
    static let maxPending = 5_000

    let save: SaveStore

    func append(_ events: [AnalyticsEvent]) {
        guard !events.isEmpty else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var lines: [UInt8] = []
        for event in events {
            guard let line = try? encoder.encode(event) else { continue }
            lines += line
            lines.append(UInt8(ascii: "\n"))
        }
        var kept = (try? save.read(Self.fileName)) ?? []
        if kept.count + lines.count > Self.maxBytes {
            try? save.write(kept, to: Self.oldFileName)
            kept = []
        }
        try? save.write(kept + lines, to: Self.fileName)
    }

    /// The events logged so far, oldest first (lines that do not parse are skipped).
    func events() -> [AnalyticsEvent] {
        guard let bytes = try? save.read(Self.fileName) else { return [] }
        return bytes.split(separator: UInt8(ascii: "\n")).compactMap { try? JSONDecoder().decode(AnalyticsEvent.self, from: Data($0)) }
    }
}
