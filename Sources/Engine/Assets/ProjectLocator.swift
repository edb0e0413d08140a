import Foundation

/// Finds the Diorama project folder, where `assets/` and `scenes/*/data` live.
public enum ProjectLocator {
    /// The project root: `$DIORAMA_ROOT` when set, else the nearest folder holding both
    /// `Package.swift` and `assets/`, searched upwards from the executable and then from the
    /// working directory.
    public static func root(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let root = environment["DIORAMA_ROOT"], !root.isEmpty { return root }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let starts = [executable.deletingLastPathComponent(), URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
        for start in starts {
            var dir = start.standardizedFileURL
            while dir.path != "/" {
                if isProjectRoot(dir.path) { return dir.path }
                dir.deleteLastPathComponent()
            }
        }
        return nil
    }

    /// Whether `path` looks like a Diorama checkout.
    public static func isProjectRoot(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path + "/Package.swift")
            && FileManager.default.fileExists(atPath: path + "/assets", isDirectory: &isDir) && isDir.boolValue
    }
}
