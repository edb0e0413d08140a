import Core
import Yams

/// Typed reads of the YAML nodes of one script: each read either returns the value or throws a
/// `ScriptError` naming the file, the node's line, the field and what it should be.
struct ScriptYAMLReader {
    /// The script's path, for errors.
    let file: String

    /// A mapping's entries by key, in order, with the key nodes for their lines.
    struct Fields {
        var entries: [(key: String, keyNode: Node, value: Node)]
        /// The line of the mapping itself.
        var line: Int

        subscript(key: String) -> Node? { entries.first { $0.key == key }?.value }
    }

    func error(at node: Node?, _ message: String) -> ScriptError {
        ScriptError(file: file, line: node?.mark?.line, message)
    }

    func line(of node: Node) -> Int { node.mark?.line ?? 1 }

    // MARK: - Shapes

    /// The entries of mapping `node`, every key one of `allowed`.
    /// - Parameter what: what the mapping is, for errors: "the script", "'expect'".
    func fields(of node: Node, _ what: String, allowed: [String]) throws -> Fields {
        let fields = try mapping(node, what)
        for entry in fields.entries where !allowed.contains(entry.key) {
            throw error(at: entry.keyNode, "unknown key '\(entry.key)' in \(what); expected one of "
                        + allowed.joined(separator: ", ") + Spelling.suggestion(for: entry.key, among: allowed))
        }
        return fields
    }

    /// The entries of mapping `node`, whatever its keys.
    func mapping(_ node: Node, _ what: String) throws -> Fields {
        guard case .mapping(let mapping) = node else {
            throw error(at: node, "\(what) should be a mapping of keys to values, not \(describe(node))")
        }
        var entries: [(key: String, keyNode: Node, value: Node)] = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                throw error(at: key, "a key in \(what) should be a plain name, not \(describe(key))")
            }
            entries.append((scalar.string, key, value))
        }
        return Fields(entries: entries, line: line(of: node))
    }

    /// The value of `key`, which `fields` must have.
    func required(_ key: String, in fields: Fields, of what: String) throws -> Node {
        guard let node = fields[key] else {
            throw ScriptError(file: file, line: fields.line, "\(what) needs '\(key)'")
        }
        return node
    }

    /// The items of list `node`.
    func list(_ node: Node, _ what: String) throws -> [Node] {
        guard case .sequence(let sequence) = node else {
            throw error(at: node, "\(what) should be a list, not \(describe(node))")
        }
        return Array(sequence)
    }

    // MARK: - Scalars

    /// Any scalar's text, as written (numbers and true/false included); not null.
    func text(_ node: Node, _ what: String) throws -> String {
        guard case .scalar(let scalar) = node, node.tagName != .null else {
            throw error(at: node, "\(what) should be a value, not \(describe(node))")
        }
        return scalar.string
    }

    /// A name: a scalar's text, not empty, at most `SceneScript.maxNameLength` characters.
    func name(_ node: Node, _ what: String) throws -> String {
        guard case .scalar(let scalar) = node, node.tagName != .null, !scalar.string.isEmpty else {
            throw error(at: node, "\(what) should be a name, not \(describe(node))")
        }
        guard scalar.string.count <= SceneScript.maxNameLength else {
            throw error(at: node, "\(what) should be a name of at most \(SceneScript.maxNameLength) characters, not \(describe(node))")
        }
        return scalar.string
    }

    /// A number, whole or not.
    func number(_ node: Node, _ what: String) throws -> Double {
        guard case .scalar(let scalar) = node, [.int, .float].contains(node.tagName),
              let value = Double.construct(from: scalar), value.isFinite else {
            throw error(at: node, "\(what) should be a number, not \(describe(node))")
        }
        return value
    }

    /// A whole number in `range`.
    func integer(_ node: Node, _ what: String, in range: ClosedRange<Int>) throws -> Int {
        guard case .scalar(let scalar) = node, node.tagName == .int,
              let value = Int.construct(from: scalar), range.contains(value) else {
            let bounds = range.upperBound == .max ? "\(range.lowerBound) or more"
                : "from \(range.lowerBound) to \(range.upperBound)"
            throw error(at: node, "\(what) should be a whole number \(bounds), not \(describe(node))")
        }
        return value
    }

    /// true or false.
    func bool(_ node: Node, _ what: String) throws -> Bool {
        guard case .scalar(let scalar) = node, node.tagName == .bool, let value = Bool.construct(from: scalar) else {
            throw error(at: node, "\(what) should be true or false, not \(describe(node))")
        }
        return value
    }

    /// A point written `[x, y]`.
    func point(_ node: Node, _ what: String) throws -> Vec2 {
        guard case .sequence(let sequence) = node, sequence.count == 2,
              let x = try? number(sequence[0], what), let y = try? number(sequence[1], what) else {
            throw error(at: node, "\(what) should be a point [x, y] of two numbers, not \(describe(node))")
        }
        return Vec2(x, y)
    }

    /// One of `choices`, as written.
    func choice(_ node: Node, _ what: String, among choices: [String]) throws -> String {
        guard case .scalar(let scalar) = node, choices.contains(scalar.string) else {
            throw error(at: node, "\(what) should be one of \(choices.joined(separator: ", ")), not \(describe(node))"
                        + (node.scalar.map { Spelling.suggestion(for: $0.string, among: choices) } ?? ""))
        }
        return scalar.string
    }

    // MARK: - Wording

    /// A node as errors name it: "the text 'abc'", "the number 3", "a list of 3 items".
    func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            // Long enough to recognise, short enough that a hostile megabyte is not echoed.
            let text = scalar.string.clipped(to: 81)
            let length = text == scalar.string ? "" : " (\(scalar.string.count) characters)"
            switch node.tagName {
            case .null: return scalar.string.isEmpty ? "nothing" : "null"
            case .int, .float: return "the number \(text)" + length
            case .bool: return scalar.string
            default: return "the text '\(text)'" + length
            }
        case .mapping: return "a mapping"
        case .sequence(let sequence):
            return sequence.count == 1 ? "a list of 1 item" : "a list of \(sequence.count) items"
        case .alias: return "an alias"
        }
    }
}

extension Node {
    /// The node's resolved tag, e.g. `.int` for `3` and `.str` for `'3'`.
    var tagName: Tag.Name { Tag.Name(rawValue: tag.description) }
}
