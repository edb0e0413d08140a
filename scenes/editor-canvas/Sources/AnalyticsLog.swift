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
    /// When, as seconds since 1970 (wall clock: not simulated).
    var time: Double

    /// An event of `kind` about `item`, now.
    init(_ kind: Kind, _ item: String) {
        self.kind = kind
        self.item = item
        time = Date().timeIntervalSince1970
    }
}

/// Where analytics events go. The editor only keeps them locally; a service could implement
/// this, but nothing is sent anywhere.
protocol AnalyticsLog {
    /// Records `event`; failures are the log's own business (analytics never stop an edit).
    func record(_ event: AnalyticsEvent)
}

/// Analytics kept in the profile as JSON Lines (`events.jsonl`, one event a line), nothing sent.
struct LocalAnalyticsLog: AnalyticsLog {
    /// The file the events are appended to, in the scene's save folder.
    static let fileName = "events.jsonl"
    /// The size past which the log starts over (kept as `events.old.jsonl`), in bytes.
    static let maxBytes = 1 << 20

    let save: SaveStore

    func record(_ event: AnalyticsEvent) {
        guard var line = try? JSONEncoder().encode(event) else { return }
        line.append(UInt8(ascii: "\n"))
        let path = save.path(of: Self.fileName)
        try? save.createDirectory()
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > Self.maxBytes {
            let old = save.path(of: "events.old.jsonl")
            try? FileManager.default.removeItem(atPath: old)
            try? FileManager.default.moveItem(atPath: path, toPath: old)
        }
        if !FileManager.default.fileExists(atPath: path) { FileManager.default.createFile(atPath: path, contents: nil) }
        guard let handle = FileHandle(forWritingAtPath: path) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: line)
    }

    /// The events logged so far, oldest first (lines that do not parse are skipped).
    func events() -> [AnalyticsEvent] {
        guard let bytes = try? save.read(Self.fileName) else { return [] }
        return bytes.split(separator: UInt8(ascii: "\n")).compactMap { try? JSONDecoder().decode(AnalyticsEvent.self, from: Data($0)) }
    }
}
