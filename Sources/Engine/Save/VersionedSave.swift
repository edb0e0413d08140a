/// A save file's contents that name the format they were written in, so a file from a newer
/// build is refused rather than misread (`DataFile.decodeSave(_:json:from:)` checks it).
public protocol VersionedSave: Decodable {
    /// The newest format this build writes and reads; the first format is 1.
    static var currentVersion: Int { get }
    /// The format the file was written in.
    var version: Int { get }
}
