import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif

/// Opens the scene's diary whatever state its file is in, so the watch log always starts: a
/// damaged or hostile diary, or one from a newer Diorama, is kept aside byte for byte (renamed,
/// its WAL with it) and a new diary started; a locked diary, or a profile that cannot be written
/// and holds no usable diary, gives an empty diary that refuses writes. Each says why in
/// `notice`, which the scene shows in its window.
struct DiaryOpener {
    /// The diary the scene uses.
    let store: WatchLogStore
    /// What the user must be told about the diary, nil when it opened as it is.
    let notice: String?

    /// Opens the diary at `file`.
    /// - Throws: only when not even a new or empty diary can be made (no memory).
    static func open(file: URL) throws -> DiaryOpener {
        do {
            return DiaryOpener(store: try WatchLogStore(file: file), notice: nil)
        } catch WatchLogError.damaged(_, let reason) {
            return try settingAside(file, as: "damaged") { WatchLogStrings.damagedKeptAside(reasonText(reason), $0) }
        } catch WatchLogError.tooSlow(_, let seconds) {
            return try settingAside(file, as: "damaged") { WatchLogStrings.damagedKeptAside(WatchLogStrings.tooSlowReason(seconds), $0) }
        } catch WatchLogError.newerDiary(_, let reason) {
            return try settingAside(file, as: "newer") { WatchLogStrings.newerKeptAside(reasonText(reason), $0) }
        } catch WatchLogError.locked {
            return DiaryOpener(store: try WatchLogStore(emptyBecause: WatchLogStrings.lockedReason, file: file),
                               notice: WatchLogStrings.lockedNotice(file.lastPathComponent))
        } catch {
            return try empty(file, because: error)
        }
    }

    /// The diary a session works on: the file at `file` opened as `open(file:)` opens it, given
    /// `samples` sample entries stamped from `now` when it is empty and writable, then copied into
    /// memory (see `inMemory()`). The only way a scene opens its diary, so no tick can write
    /// to the file.
    /// - Throws: the store's errors when the diary cannot be read whole or the samples added.
    static func openForSession(file: URL, samples: Int?, now: Date) throws -> DiaryOpener {
        let opened = try open(file: file)
        if let samples, opened.store.readOnlyReason == nil, try opened.store.count() == 0 {
            try opened.store.add(contentsOf: SampleDiary.entries(count: samples, now: now))
        }
        return try opened.inMemory()
    }

    /// The diary copied into memory for a session, the file closed: ticks then touch memory
    /// alone, and the scene asks the host to write the copy's bytes over the file after them.
    /// A WAL that cannot be emptied into the file means another program has the diary open;
    /// the copy then refuses writes, since writing the file whole under that program would lose
    /// its changes, or have its WAL applied over ours at the next open.
    /// - Throws: the store's errors when the diary cannot be read whole.
    private func inMemory() throws -> DiaryOpener {
        let copy = try store.inMemoryCopy()
        guard store.readOnlyReason == nil else { return DiaryOpener(store: copy, notice: notice) }
        guard try store.checkpointAndClose() else {
            return DiaryOpener(store: try copy.inMemoryCopy(refusingWritesBecause: WatchLogStrings.lockedReason),
                               notice: notice ?? WatchLogStrings.sharedNotice(store.url.lastPathComponent))
        }
        return DiaryOpener(store: copy, notice: notice)
    }

    /// An empty diary that refuses writes, for a `file` that cannot be opened for `error`.
    private static func empty(_ file: URL, because error: any Error) throws -> DiaryOpener {
        let reason = (error as? WatchLogError).map(shortReason) ?? "\(error)"
        return DiaryOpener(store: try WatchLogStore(emptyBecause: reason, file: file), notice: WatchLogStrings.unwritableNotice(reason))
    }

    /// Renames `file` (and its WAL) aside as `watchlog.KIND.sqlite` (numbered when taken),
    /// removes its shared-memory index (derived, rebuilt from the WAL) and starts a new diary;
    /// `notice` says so, given the name kept.
    private static func settingAside(_ file: URL, as kind: String, notice: (String) -> String) throws -> DiaryOpener {
        let folder = file.deletingLastPathComponent()
        let stem = file.deletingPathExtension().lastPathComponent
        var aside = folder.appendingPathComponent("\(stem).\(kind).sqlite"), number = 1
        while FileManager.default.fileExists(atPath: aside.path) {
            number += 1
            aside = folder.appendingPathComponent("\(stem).\(kind)-\(number).sqlite")
        }
        do {
            try rename(file.path, aside.path)
            if FileManager.default.fileExists(atPath: file.path + "-wal") { try rename(file.path + "-wal", aside.path + "-wal") }
            try? FileManager.default.removeItem(atPath: file.path + "-shm")
            return DiaryOpener(store: try WatchLogStore(file: file), notice: notice(aside.lastPathComponent))
        } catch {
            // The folder refuses the rename or the new file: an empty diary instead.
            return try empty(file, because: error)
        }
    }

    /// `rename(2)`: the bytes stay exactly as they were.
    private static func rename(_ from: String, _ to: String) throws {
        guard Glibc.rename(from, to) == 0 else {
            throw WatchLogError.cannotOpen(file: from, reason: String(cString: strerror(errno)))
        }
    }

    /// A reason short enough for a message: its first line, at most 160 characters.
    static func reasonText(_ reason: String) -> String {
        String(reason.split(separator: "\n").first?.prefix(160) ?? "")
    }

    /// What a store error says, without the file's path (the notice names the file).
    static func shortReason(_ error: WatchLogError) -> String {
        switch error {
        case .cannotOpen(_, let reason), .damaged(_, let reason), .newerDiary(_, let reason): reasonText(reason)
        case .tooSlow(_, let seconds): WatchLogStrings.tooSlowReason(seconds)
        default: reasonText(error.description)
        }
    }
}
