import Foundation
import Engine

/// The folder shared pictures are written to, `Diorama/` in the user's pictures folder (in the
/// scene's save folder for sessions not played live), and the names of each share's two files:
/// `dickerator-0001.png` and `dickerator-0001-censored.png`. Live, the number is one past any
/// taken, so nothing is ever overwritten; in a session not played live (a script, a replay) it is
/// the share's start tick, so simulating the session again writes, and shows, the same names.
struct ShareFolder: Sendable, Equatable {
    /// The subfolder of the pictures folder that holds the exports.
    static let subfolder = "Diorama"
    /// The start of every export's file name.
    static let stem = "dickerator-"
    /// The end of a censored picture's name (before ".png").
    static let censoredSuffix = "-censored"
    /// The highest number a share's files take.
    static let maxNumber = 999_999

    /// The folder's path.
    let path: String
    /// Whether names are the share's start tick, replacing what is there (not played live).
    let namesByTick: Bool

    /// The folder for a session with `context`: the user's pictures folder when the session is
    /// played live, else `Pictures/` in the scene's save folder.
    init(context: SceneContext) {
        path = (context.picturesFolder ?? context.save.path(of: "Pictures")) + "/" + Self.subfolder
        namesByTick = context.picturesFolder == nil
    }

    init(path: String, namesByTick: Bool = false) {
        self.path = path
        self.namesByTick = namesByTick
    }

    /// The clean and censored file names of share `number`.
    static func names(_ number: Int) -> (clean: String, censored: String) {
        let base = stem + String(format: "%04d", number)
        return (base + ".png", base + censoredSuffix + ".png")
    }

    /// Makes the folder and claims the names of the share that started at `tick`: by the tick when
    /// `namesByTick`, else the next pair of free names (created empty, exclusively, so a share
    /// running at the same time picks another number); returns their full paths.
    /// - Throws: `OutputFileError` naming the folder when it cannot be made or written.
    func claimNames(startTick tick: UInt64) throws -> (clean: String, censored: String) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw OutputFileError(path: path, reason: "cannot make the folder (\(error.localizedDescription))")
        }
        if namesByTick {
            let names = Self.names(Int(clamping: tick))
            return (path + "/" + names.clean, path + "/" + names.censored)
        }
        let taken = Set((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
        var number = 1
        while number <= Self.maxNumber {
            let names = Self.names(number)
            number += 1
            guard !taken.contains(names.clean), !taken.contains(names.censored) else { continue }
            let clean = path + "/" + names.clean, censored = path + "/" + names.censored
            guard try claim(clean) else { continue }
            guard try claim(censored) else {
                try? FileManager.default.removeItem(atPath: clean)
                continue
            }
            return (clean, censored)
        }
        throw OutputFileError(path: path, reason: "every share number up to \(Self.maxNumber) is taken")
    }

    /// Creates `file` empty if nothing is there; false when something is.
    private func claim(_ file: String) throws -> Bool {
        let fd = open(file, O_CREAT | O_EXCL | O_WRONLY, 0o644)
        if fd >= 0 {
            close(fd)
            return true
        }
        if errno == EEXIST { return false }
        throw OutputFileError(path: file, reason: String(cString: strerror(errno)))
    }
}
