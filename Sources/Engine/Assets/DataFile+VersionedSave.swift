extension DataFile {
    /// Decodes `bytes`, the JSON save at `path`, as a `T` whose format this build reads.
    /// - Throws: `DataFileError` naming the file for bytes that are not a `T`, a format below 1,
    ///   or one newer than `T.currentVersion`.
    public static func decodeSave<T: VersionedSave>(_ type: T.Type, json bytes: [UInt8], from path: String) throws -> T {
        let save = try decode(T.self, json: bytes, from: path)
        if save.version > T.currentVersion { throw DataFileError(path: path, reason: SaveStrings.newerFormat(save.version)) }
        if save.version < 1 {
            throw DataFileError(path: path, reason: SaveStrings.unknownFormat(save.version, current: T.currentVersion))
        }
        return save
    }
}
