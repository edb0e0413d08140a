import Engine
import Foundation

/// Proves a scene's state hash and keyframes cover its whole state: every leaf of the encoded
/// state value (found by walking it, not listed by hand) is changed in turn, and the session's
/// state hash must change with it and come back when the keyframe taken before is restored.
/// Separately, every stored field that reflection finds in the state must be in its encoding,
/// unless it is marked `@Unhashed`.
public struct StatePerturbation {
    /// What a check found.
    public struct Report: Sendable {
        /// The leaves of the encoded state (numbers, strings, booleans).
        public var leaves = 0
        /// The leaves changed and checked: a leaf no changed value decodes for (a raw value of an
        /// enum, say) is skipped.
        public var perturbed = 0
        /// Each leaf whose change the hash missed, or whose restore did not bring the hash back,
        /// and each stored field the encoding leaves out, by its path in the state.
        public var failures: [String] = []
    }

    /// The scene's state could not be saved for a keyframe.
    public struct CannotSave: Error, CustomStringConvertible {
        public var scene: String
        public var description: String { "\(scene) cannot save its state" }
    }

    /// Checks the scene `runner` runs, in its state now. `hash` is the hash to check, the
    /// session's state hash by default.
    /// - Throws: when the state cannot be encoded, or the scene cannot be snapshot.
    public static func check(_ runner: SceneRunner, hash: (() -> UInt64)? = nil) throws -> Report {
        try check(scene: runner.scene, runner: runner, hash: hash ?? { runner.stateHash() })
    }

    private static func check<S: Scene>(scene: S, runner: SceneRunner, hash: () -> UInt64) throws -> Report {
        var report = Report()
        let original = scene.state
        guard let saved = scene.savedState() else { throw CannotSave(scene: S.info.id) }
        let before = hash()
        let encoder = JSONEncoder()
        // Sorted keys make equal states encode to equal bytes, so a change is seen by comparing them.
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let encoded = try encoder.encode(original)
        let tree = try JSONSerialization.jsonObject(with: encoded, options: [.fragmentsAllowed])
        report.failures += unencodedFields(of: original, encoded: tree, path: "state")
        for (path, leaf) in leaves(of: tree, path: []) {
            report.leaves += 1
            for candidate in changes(of: leaf) {
                let changed = replacing(path, in: tree, with: candidate)
                guard let data = try? JSONSerialization.data(withJSONObject: changed, options: [.fragmentsAllowed]),
                      let state = try? decoder.decode(S.State.self, from: data),
                      let back = try? encoder.encode(state), back != encoded else { continue }
                report.perturbed += 1
                scene.state = state
                let name = "state" + path.map { $0.isEmpty || $0.first!.isNumber ? "[\($0)]" : ".\($0)" }.joined()
                if hash() == before { report.failures.append("\(name): changed, but the hash did not") }
                scene.restore(saved, context: runner.context)
                if hash() != before { report.failures.append("\(name): the keyframe restore did not bring the hash back") }
                break
            }
        }
        return report
    }

    /// Every leaf of a JSON value with its path (object keys and array indices as text).
    private static func leaves(of value: Any, path: [String]) -> [([String], Any)] {
        if let object = value as? [String: Any] {
            return object.keys.sorted().flatMap { leaves(of: object[$0]!, path: path + [$0]) }
        }
        if let array = value as? [Any] {
            return array.enumerated().flatMap { leaves(of: $0.element, path: path + ["\($0.offset)"]) }
        }
        if value is NSNull { return [] }
        return [(path, value)]
    }

    /// Values to put in place of `leaf`, most likely to decode first.
    private static func changes(of leaf: Any) -> [Any] {
        if let text = leaf as? String { return [text + "·", text.isEmpty ? "x" : "", "0"] }
        if let number = leaf as? NSNumber {
            let description = number.description
            if description == "true" || description == "false" { return [!number.boolValue] }
            if description.contains(".") || description.contains("e") {
                let x = number.doubleValue
                return [x + 1, x - 1, x * 2 + 0.5, 0.5]
            }
            let n = number.int64Value
            return [n &+ 1, n &- 1, 0, 1, 2].filter { $0 != n } as [Int64]
        }
        return []
    }

    /// `tree` with the leaf at `path` replaced by `value`.
    private static func replacing(_ path: [String], in tree: Any, with value: Any) -> Any {
        guard let key = path.first else { return value }
        let rest = Array(path.dropFirst())
        if var object = tree as? [String: Any] {
            object[key] = replacing(rest, in: object[key]!, with: value)
            return object
        }
        if var array = tree as? [Any], let index = Int(key) {
            array[index] = replacing(rest, in: array[index], with: value)
            return array
        }
        return tree
    }

    /// The stored fields of structs reachable from `value` that reflection finds but the encoded
    /// value lacks, except `@Unhashed` ones and absent optionals.
    private static func unencodedFields(of value: Any, encoded: Any, path: String) -> [String] {
        let mirror = Mirror(reflecting: value)
        // A frozen value encodes as the value it holds: look through its box at that value.
        if String(describing: type(of: value)).hasPrefix("Frozen<"), let box = mirror.children.first?.value,
           let held = Mirror(reflecting: box).children.first(where: { $0.label == "value" })?.value {
            return unencodedFields(of: held, encoded: encoded, path: path)
        }
        switch mirror.displayStyle {
        case .struct:
            guard let object = encoded as? [String: Any] else { return [] }
            return mirror.children.flatMap { child -> [String] in
                guard let label = child.label, !isUnhashed(child.value) else { return [] }
                let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
                guard let field = object[name] else {
                    return isNil(child.value) ? [] : ["\(path).\(name): a stored field the encoding leaves out"]
                }
                return unencodedFields(of: child.value, encoded: field, path: "\(path).\(name)")
            }
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return [] }
            return unencodedFields(of: wrapped, encoded: encoded, path: path)
        case .collection:
            guard let array = encoded as? [Any] else { return [] }
            return zip(mirror.children, array).enumerated().flatMap { index, pair in
                unencodedFields(of: pair.0.value, encoded: pair.1, path: "\(path)[\(index)]")
            }
        default:
            return []
        }
    }

    private static func isUnhashed(_ value: Any) -> Bool { String(describing: type(of: value)).hasPrefix("Unhashed<") }

    private static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}
