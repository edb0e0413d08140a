import Engine
import Foundation
import Replay

extension Replay {
    /// The replay's inputs as a scene script (`diorama play --record-script`): the header's
    /// scene, seed and parameters, each input at its tick, and `run` steps between them, for a
    /// person to add expectations to.
    ///
    /// A dropped file's bytes do not go in the YAML: its step names the file as
    /// `FOLDER/N/NAME` (N counting the drops from 1), a path relative to the script that
    /// `writeScript(to:)` fills with the bytes.
    /// - Parameter droppedFilesFolder: the folder beside the script that keeps dropped files.
    public func scriptYAML(droppedFilesFolder: String) -> String {
        func quoted(_ s: String) -> String { Replay.json(s) }
        func number(_ v: Double) -> String { Replay.json(v) }
        var lines = ["# Recorded from a play session; add `expect` and `screenshot` steps.",
                     "scene: \(header.scene)", "seed: \(header.seed)"]
        if !header.parameters.isEmpty {
            let pairs = header.parameters.keys.sorted().map { "\($0): \(quoted(header.parameters[$0]!))" }
            lines.append("parameters: { \(pairs.joined(separator: ", ")) }")
        }
        lines.append("steps:")
        var tick: UInt64 = 0
        var dropCount = 0
        for input in inputs {
            if input.tick > tick { lines.append("  - run: \(input.tick - tick)"); tick = input.tick }
            switch input.event {
            case .pointerDown(let p, let b): lines.append("  - { pointer: down, at: [\(number(p.x)), \(number(p.y))], button: \(b.rawValue) }")
            case .pointerMove(let p): lines.append("  - { pointer: move, at: [\(number(p.x)), \(number(p.y))] }")
            case .pointerUp(let p, let b): lines.append("  - { pointer: up, at: [\(number(p.x)), \(number(p.y))], button: \(b.rawValue) }")
            case .wheel(let dy): lines.append("  - wheel: \(number(dy))")
            case .keyDown(let press):
                lines.append("  - key: { \(press.isRepeat ? "repeat" : "down"): \(quoted(press.chord)) }")
            case .keyUp(let k): lines.append("  - key: { up: \(quoted(k.rawValue)) }")
            case .text(let s): lines.append("  - text: \(quoted(s))")
            case .composition(let s, let cursor, let length):
                lines.append("  - compose: { text: \(quoted(s)), cursor: \(cursor), length: \(length) }")
            case .paste(let s): lines.append("  - paste: \(quoted(s))")
            case .tilt(let p): lines.append("  - tilt: [\(number(p.x)), \(number(p.y))]")
            case .shake(let s): lines.append("  - shake: \(number(s))")
            case .fileDrop(let file):
                dropCount += 1
                lines.append("  - fileDrop: \(quoted(Self.path(of: file, number: dropCount, in: droppedFilesFolder)))")
            case .clock(let minute): lines.append("  - clock: \(quoted(ClockText.text(of: minute)))")
            case .pinch(let phase, let center, let scale, let rotation):
                lines.append("  - pinch: { phase: \(phase.rawValue), at: [\(number(center.x)), \(number(center.y))], "
                             + "scale: \(number(scale)), radians: \(number(rotation)) }")
            case .listing(let listing):
                lines.append("  - listing:")
                lines.append("      folder: \(quoted(listing.folder))")
                lines.append("      files:" + (listing.entries.isEmpty ? " []" : ""))
                for entry in listing.entries {
                    lines.append("        - { name: \(quoted(entry.name)), bytes: \(entry.byteCount), modified: \(entry.modified) }")
                }
            }
        }
        if lastTick > tick { lines.append("  - run: \(lastTick - tick)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The files dropped in the session, in order, each with its path relative to the script:
    /// `folder/N/NAME`.
    public func droppedFiles(in folder: String) -> [(path: String, file: DroppedFile)] {
        let files = inputs.compactMap { if case .fileDrop(let file) = $0.event { file } else { nil } }
        return files.enumerated().map { (Self.path(of: $0.element, number: $0.offset + 1, in: folder), $0.element) }
    }

    /// `folder/N/NAME`: the `number`th dropped file's path relative to the script.
    private static func path(of file: DroppedFile, number: Int, in folder: String) -> String {
        "\(folder)/\(number)/\(file.name)"
    }

    /// The folder that keeps the dropped files of the script at `path`: `NAME.drops` beside
    /// `NAME.yml`, as a path relative to the script.
    public static func droppedFilesFolder(forScript path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension + ".drops"
    }

    /// Writes `scriptYAML` to `path` and the dropped files into their folder beside it.
    /// - Throws: `OutputFileError` (or Foundation's, for a folder) naming a file that cannot be written.
    public func writeScript(to path: String) throws {
        let folder = Self.droppedFilesFolder(forScript: path)
        for (relative, file) in droppedFiles(in: folder) {
            let url = URL(fileURLWithPath: SceneScript.path(relative, besideFile: path))
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try OutputFile.write(file.bytes, to: url.path)
        }
        try OutputFile.write(scriptYAML(droppedFilesFolder: folder), to: path)
    }
}
