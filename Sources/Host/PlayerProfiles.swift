import Foundation
import Engine

/// The local profiles people sign in with: one save folder each under `profiles/` in the data
/// folder (`$XDG_DATA_HOME/diorama/profiles/NAME`, which `--profile` also takes), and a guest's
/// throwaway folder, removed when the program ends.
public struct PlayerProfiles: Sendable {
    /// The most profiles offered to pick from.
    public static let maxListed = 3

    /// The folder holding one folder per profile.
    public let root: String

    /// The profiles kept in `root`.
    public init(root: String) { self.root = root }

    /// The profiles beside the default profile folder `profile`: in its `profiles/` folder.
    public init(besideDefault profile: SaveStore) { self.init(root: profile.directory + "/profiles") }

    /// The profiles there are, newest first, at most `maxListed`: the folders in `root` with a
    /// profile's name.
    public func names() -> [String] {
        let manager = FileManager.default
        let folders = (try? manager.contentsOfDirectory(atPath: root)) ?? []
        let kept = folders.filter(ProfileName.isValid).compactMap { name -> (String, Date)? in
            guard let attributes = try? manager.attributesOfItem(atPath: root + "/" + name),
                  attributes[.type] as? FileAttributeType == .typeDirectory else { return nil }
            return (name, attributes[.modificationDate] as? Date ?? .distantPast)
        }
        return kept.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.prefix(Self.maxListed).map(\.0)
    }

    /// The save folder of the profile `name`, made if new (and marked as just used).
    /// - Throws: `SaveError` naming the folder when `name` is not a profile's name or the folder
    ///   cannot be made.
    public func store(for name: String) throws -> SaveStore {
        let folder = root + "/" + name
        guard ProfileName.isValid(name) else { throw SaveError(path: folder, reason: HostStrings.notAProfileName) }
        let store = SaveStore(directory: folder)
        try store.createDirectory()
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder)
        return store
    }

    /// A new, empty guest folder under the temporary folder; the caller removes it when done.
    /// - Throws: `SaveError` when it cannot be made.
    public static func guestStore() throws -> SaveStore {
        let folder = NSTemporaryDirectory() + "diorama-guest-" + UUID().uuidString
        let store = SaveStore(directory: folder)
        try store.createDirectory()
        return store
    }
}
