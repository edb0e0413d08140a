import Foundation

/// The files a command is given: each path as given, or the files of a folder that end in a
/// suffix, by name.
enum FolderFiles {
    /// `paths`, each folder among them replaced by its files ending in `suffix`, by name.
    /// - Throws: `CommandError` when a folder cannot be listed or holds no such file.
    static func expanding(_ paths: [String], suffix: String) throws -> [String] {
        try paths.flatMap { path -> [String] in
            guard isFolder(path) else { return [path] }
            let files = try files(in: path, suffix: suffix)
            guard !files.isEmpty else { throw CommandError("\(path): no *\(suffix) files in this folder") }
            return files
        }
    }

    /// The files directly in `folder` whose names end in `suffix`, by name.
    static func files(in folder: String, suffix: String) throws -> [String] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
            throw CommandError("\(folder): cannot list the folder: \(error.localizedDescription)")
        }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { "\(base)/\($0)" }
    }

    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
