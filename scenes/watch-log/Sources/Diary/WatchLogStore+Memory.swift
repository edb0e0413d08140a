import Records

/// The diary a session works on: a copy in memory of the file opened at set-up, whose writes
/// stay in memory; the scene hands the host `serialized()` bytes to write after the tick.
extension WatchLogStore {
    /// A copy of this diary in memory (see `GuardedDatabase.inMemoryCopy`), refusing writes when
    /// this one does or when `reason` is given.
    public func inMemoryCopy(refusingWritesBecause reason: String? = nil) throws -> WatchLogStore {
        WatchLogStore(try database.inMemoryCopy(refusingWritesBecause: reason))
    }

    /// The database as the bytes of a database file, for the host to write in place of the
    /// diary's file.
    public func serialized() throws -> [UInt8] {
        try database.serialized()
    }
}
