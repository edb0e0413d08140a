import Foundation

/// Private user and mount namespaces (`unshare -rm`), where a test mounts file systems without root.
enum MountNamespace {
    /// Whether this machine lets an unprivileged process mount in its own namespaces.
    static let isAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-rm", "true"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()
}
