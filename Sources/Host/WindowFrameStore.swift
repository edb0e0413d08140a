import Engine
import Foundation

/// The window's last frame, kept as JSON (`{"x":…,"y":…,"width":…,"height":…}`) so the next
/// run opens where the last one closed. Fullscreen and maximised states are not kept.
public struct WindowFrameStore: Sendable {
    /// The profile the file lives in.
    public let profile: SaveStore
    /// The file's name in the profile.
    public static let fileName = "window.json"

    /// Makes a store keeping the frame in `profile`.
    public init(profile: SaveStore) { self.profile = profile }

    /// The file's path, for messages.
    public var path: String { profile.path(of: Self.fileName) }

    /// The frame kept, or nil when there is none.
    /// - Throws: `SaveError` naming the file when it cannot be read or is not a frame.
    public func load() throws -> WindowFrame? {
        guard let bytes = try profile.read(Self.fileName) else { return nil }
        let frame: WindowFrame
        do { frame = try JSONDecoder().decode(WindowFrame.self, from: Data(bytes)) } catch {
            throw SaveError(path: path, reason: HostStrings.damagedWindowFrame)
        }
        return frame
    }

    /// Keeps `frame` for the next run.
    /// - Throws: `SaveError` naming the file.
    public func save(_ frame: WindowFrame) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try profile.createDirectory()
        try profile.write(Array(try encoder.encode(frame)), to: Self.fileName)
    }
}
