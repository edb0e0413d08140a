import Foundation
import Records

/// Opens the scene's diary for a session whatever state its file is in, as the records kit's
/// `SessionDatabase` opens a file, and says what happened in the watch log's words.
struct DiaryOpener {
    /// The diary the scene uses, in memory.
    let store: WatchLogStore
    /// What the user must be told about the diary, nil when it opened as it is.
    let notice: String?

    /// The diary a session works on: the file at `file`, given `samples` sample entries stamped
    /// from `now` when it is empty and writable, then copied into memory. The only way a scene
    /// opens its diary, so no tick can write to the file.
    /// - Throws: the store's errors when the diary cannot be read whole or the samples added.
    static func openForSession(file: URL, samples: Int?, now: Date) throws -> DiaryOpener {
        let session = try SessionDatabase.open(file: file, schema: WatchLogSchema.database, maxBytes: WatchLogStore.maxFileBytes,
                                               budget: .session) { database in
            let store = WatchLogStore(database)
            if let samples, try store.count() == 0 { try store.add(contentsOf: SampleDiary.entries(count: samples, now: now)) }
        }
        return DiaryOpener(store: WatchLogStore(session.database), notice: session.notice.map(Self.text))
    }

    /// `notice` in the watch log's words.
    static func text(_ notice: SessionDatabase.Notice) -> String {
        switch notice {
        case .damagedKeptAside(let reason, let kept): WatchLogStrings.damagedKeptAside(reason, kept)
        case .newerKeptAside(let reason, let kept): WatchLogStrings.newerKeptAside(reason, kept)
        case .locked(let file): WatchLogStrings.lockedNotice(file)
        case .shared(let file): WatchLogStrings.sharedNotice(file)
        case .unwritable(let reason): WatchLogStrings.unwritableNotice(reason)
        }
    }
}
