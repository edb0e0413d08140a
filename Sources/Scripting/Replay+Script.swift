import Engine
import Foundation
import Replay

extension Replay {
    /// The replay's inputs as a scene script (`diorama play --record-script`): the header's
    /// scene, seed and parameters, each input at its tick, and `run` steps between them, for a
    /// person to add expectations to.
    ///
    /// A dropped file's bytes do not go in the YAML: its step names a file beside the script,
    /// `PREFIX-N-NAME` (N counting the drops from 1), which `writeScript(to:)` fills with the
    /// bytes, and the name the scene saw: `fileDrop: {file: "rec-drop-1-a.jpg", name: "a.jpg"}`.
    /// - Parameter droppedFilePrefix: how the dropped files' names begin (see
    ///   `droppedFilePrefix(forScript:)`).
    public func scriptYAML(droppedFilePrefix: String) -> String {
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
                let kept = Self.name(of: file, number: dropCount, prefix: droppedFilePrefix)
                lines.append("  - fileDrop: { file: \(quoted(kept)), name: \(quoted(file.name)) }")
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
            case .jobFinished, .saveFailed, .saveRead:
                break   // a script runs its scene's jobs and makes and reads its saves itself
            }
        }
        if lastTick > tick { lines.append("  - run: \(lastTick - tick)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The files dropped in the session, in order, each with the name it is kept under beside
    /// the script: `PREFIX-N-NAME`.
    public func droppedFiles(prefix: String) -> [(name: String, file: DroppedFile)] {
        let files = inputs.compactMap { if case .fileDrop(let file) = $0.event { file } else { nil } }
        return files.enumerated().map { (Self.name(of: $0.element, number: $0.offset + 1, prefix: prefix), $0.element) }
    }

    /// `PREFIX-N-NAME`: the name the `number`th dropped file is kept under beside the script.
    /// Scripts name only plain files beside them, so the drops sit there too, numbered so that
    /// two drops of the same name stay apart.
    private static func name(of file: DroppedFile, number: Int, prefix: String) -> String {
        "\(prefix)-\(number)-\(file.name)"
    }

    /// How the names of the dropped files kept beside the script at `path` begin: `NAME-drop`
    /// for `NAME.yml`.
    public static func droppedFilePrefix(forScript path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension + "-drop"
    }

    /// Writes `scriptYAML` to `path` and the dropped files beside it.
    /// - Throws: `OutputFileError` naming a file that cannot be written.
    public func writeScript(to path: String) throws {
        let prefix = Self.droppedFilePrefix(forScript: path)
        for (name, file) in droppedFiles(prefix: prefix) {
            try OutputFile.writeFileOrDevice(file.bytes, to: SceneScript.path(name, besideFile: path))
        }
        try OutputFile.writeFileOrDevice(scriptYAML(droppedFilePrefix: prefix), to: path)
    }
}
