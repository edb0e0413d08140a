import Foundation

extension Replay {
    /// The replay's inputs as a scene script (`diorama play --record-script`): the header's
    /// scene, seed and parameters, each input at its tick, and `run` steps between them, for a
    /// person to add expectations to.
    public var scriptYAML: String {
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
        for input in inputs {
            if input.tick > tick { lines.append("  - run: \(input.tick - tick)"); tick = input.tick }
            switch input.event {
            case .pointerDown(let p, let b): lines.append("  - { pointer: down, at: [\(number(p.x)), \(number(p.y))], button: \(b.rawValue) }")
            case .pointerMove(let p): lines.append("  - { pointer: move, at: [\(number(p.x)), \(number(p.y))] }")
            case .pointerUp(let p, let b): lines.append("  - { pointer: up, at: [\(number(p.x)), \(number(p.y))], button: \(b.rawValue) }")
            case .wheel(let dy): lines.append("  - wheel: \(number(dy))")
            case .keyDown(let k): lines.append("  - key: { down: \(quoted(k.rawValue)) }")
            case .keyUp(let k): lines.append("  - key: { up: \(quoted(k.rawValue)) }")
            case .text(let s): lines.append("  - text: \(quoted(s))")
            case .tilt(let p): lines.append("  - tilt: [\(number(p.x)), \(number(p.y))]")
            case .shake(let s): lines.append("  - shake: \(number(s))")
            case .fileDrop(let path): lines.append("  - fileDrop: \(quoted(path))")
            }
        }
        if lastTick > tick { lines.append("  - run: \(lastTick - tick)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
