import Engine
import Foundation

/// The probes a dev session's player appends to a file once a second of ticks, one JSON object a
/// line (`{"probes":{"balls":"3",…},"scene":"space-race","tick":120}`), for scripts to follow.
struct ProbeLog {
    /// One line of the log.
    private struct Line: Encodable {
        var scene: String
        var tick: UInt64
        var probes: [String: String]
    }

    private let handle: FileHandle
    private let path: String
    private var lastSecond: UInt64?

    /// Appends to the file at `path`, which must exist.
    /// - Throws: `CommandError` naming the file when it cannot be opened.
    init(path: String) throws {
        self.path = path
        do {
            handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.seekToEnd()
        } catch {
            throw CommandError(CLIStrings.cannotWrite(path, error))
        }
    }

    /// Appends `runner`'s probes when its tick has reached a new second since the last line.
    mutating func note(_ runner: SceneRunner) {
        let second = runner.nextTick / UInt64(runner.clock.ticksPerSecond)
        guard second != lastSecond else { return }
        lastSecond = second
        var probes: [String: String] = [:]
        for probe in runner.probes().simulated { probes[probe.name] = probe.value.description }
        let line = Line(scene: type(of: runner.scene).info.id, tick: runner.nextTick, probes: probes)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(line) else { return }
        do { try handle.write(contentsOf: data + Data("\n".utf8)) } catch {
            log.warning("\(CLIStrings.cannotWrite(path, error))")
        }
    }
}
