import Foundation

/// The effects a scene asked for in the tick being run (`SceneContext.effects`), oldest first.
///
/// The runner takes them when the tick ends, so the queue never holds more than one tick's
/// worth; it is not simulated state and is never hashed.
public struct EffectQueue: Sendable {
    /// The effects asked for so far this tick, oldest first.
    public private(set) var pending: [Effect] = []

    /// Makes an empty queue.
    public init() {}

    /// Asks the host for `effect` once the tick has ended.
    public mutating func send(_ effect: Effect) { pending.append(effect) }

    /// Takes the effects asked for, oldest first, leaving the queue empty (for the runner).
    public mutating func take() -> [Effect] {
        defer { pending.removeAll() }
        return pending
    }
}

extension EffectQueue {
    /// Asks the host to play `sound`.
    public mutating func play(_ sound: Sound) { send(.play(sound)) }

    /// Asks the host to rumble the game controllers at `strength` (0…1) for `milliseconds` (ms).
    public mutating func rumble(strength: Double, milliseconds: Int) {
        send(.rumble(Rumble(strength: strength, milliseconds: milliseconds)))
    }

    /// Asks the host to write `bytes` as `name` in the scene's save folder when the tick ends.
    public mutating func save(_ bytes: [UInt8], as name: String) { send(.save(name: name, bytes: bytes)) }

    /// Asks the host to write `value` as JSON with sorted keys (the same bytes for the same value
    /// in every run) as `name` in the scene's save folder when the tick ends.
    /// - Throws: what `value`'s own `encode(to:)` throws; nothing is asked for then.
    public mutating func save<Value: Encodable>(json value: Value, as name: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        save(Array(try encoder.encode(value)), as: name)
    }

    /// Asks the host to read `name` from the scene's save folder when the tick ends; the answer
    /// comes back as a `saveRead` event carrying `tag`.
    public mutating func readSave(_ name: String, tag: String) { send(.readSave(name: name, tag: tag)) }

    /// Asks the host to put `text` on the clipboard.
    public mutating func copy(_ text: String) { send(.copy(text)) }

    /// Asks the host to replace this scene with the scene `id`, passing it `parameters`.
    public mutating func switchTo(id: String, parameters: [String: String] = [:]) {
        send(.handOver(.switchTo(id: id, parameters: parameters)))
    }
}
