/// Where a watch log's changes would go beyond this machine: the seam a cloud backend would
/// plug into.
///
/// The scene tells the service of every change after the store has committed it; the store stays
/// the source of truth (offline first), so a service that is down loses nothing.
/// A real backend would queue `pending` changes and push them when online, resolving conflicts
/// last-write-wins by `updatedAt`. It must not read the clock or the network inside a tick:
/// anything it learns comes back as recorded input, or replays would not hold.
protocol SyncService: AnyObject {
    /// What the user is told about sync (for a settings line or a status probe).
    var status: String { get }
    /// `entry` was added or changed in the local store.
    func didSave(_ entry: WatchedEntry)
    /// The entry `id` was deleted from the local store.
    func didDelete(id: Int64)
}

/// The sync of an offline diary: changes stay on this machine, nothing is sent anywhere. A
/// desktop diary works offline, with no account; this keeps the seam a backend would use.
final class LocalOnlySync: SyncService {
    var status: String { WatchLogStrings.localOnly }
    /// Nothing to send: the store already holds the change.
    func didSave(_ entry: WatchedEntry) {}
    /// Nothing to send: the store already holds the change.
    func didDelete(id: Int64) {}
}
