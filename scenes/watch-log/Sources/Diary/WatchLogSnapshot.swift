import Records

/// The diary's whole content as a value, which a replay keyframe holds (see `TableSnapshot`).
public typealias WatchLogSnapshot = TableSnapshot<WatchedEntry>

extension WatchLogStore {
    /// The diary's content now.
    public func snapshot() throws -> WatchLogSnapshot { try read { db in try WatchLogSnapshot(db) } }

    /// Makes the diary hold exactly `snapshot`'s entries and id counter, in one transaction.
    public func restore(_ snapshot: WatchLogSnapshot) throws { try write { db in try snapshot.restore(in: db) } }
}
