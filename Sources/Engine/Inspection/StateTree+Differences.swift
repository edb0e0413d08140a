extension StateTree {
    /// A place where two state trees differ: a leaf that changed, a field or an element only one
    /// of them has, or a value that changed kind (a number become a null, an object an array).
    public struct Difference: Sendable, Hashable {
        /// Where: field names joined by dots, array elements as `[3]` (`stickers[3].position`).
        public var path: String
        /// The value in the tree compared with, or nil where it has none.
        public var before: StateTree?
        /// The value in this tree, or nil where it has none.
        public var after: StateTree?

        /// A difference at `path` from `before` to `after`.
        public init(path: String, before: StateTree?, after: StateTree?) {
            self.path = path
            self.before = before
            self.after = after
        }
    }

    /// Where this tree differs from `other`, in path order: the deepest paths that tell the
    /// difference (the leaves that changed, not the objects holding them), with `other`'s value as
    /// `before` and this tree's as `after`. Empty when the trees are equal. `prefix` starts
    /// every path.
    public func differences(from other: StateTree, prefix: String = "") -> [Difference] {
        var found: [Difference] = []
        Self.compare(other, self, at: prefix, into: &found)
        return found
    }

    private static func compare(_ before: StateTree, _ after: StateTree, at path: String, into found: inout [Difference]) {
        switch (before, after) {
        case (.object(let old), .object(let new)):
            // Both are sorted by name (the decoder sorts them), so one pass merges them.
            var i = 0, j = 0
            while i < old.count || j < new.count {
                if j == new.count || (i < old.count && old[i].name < new[j].name) {
                    found.append(Difference(path: join(path, old[i].name), before: old[i].value, after: nil)); i += 1
                } else if i == old.count || new[j].name < old[i].name {
                    found.append(Difference(path: join(path, new[j].name), before: nil, after: new[j].value)); j += 1
                } else {
                    compare(old[i].value, new[j].value, at: join(path, old[i].name), into: &found); i += 1; j += 1
                }
            }
        case (.array(let old), .array(let new)):
            for index in 0..<max(old.count, new.count) {
                let element = path + "[\(index)]"
                switch (index < old.count ? old[index] : nil, index < new.count ? new[index] : nil) {
                case (let o?, let n?): compare(o, n, at: element, into: &found)
                case (let o, let n): found.append(Difference(path: element, before: o, after: n))
                }
            }
        default:
            if before != after { found.append(Difference(path: path, before: before, after: after)) }
        }
    }

    private static func join(_ path: String, _ name: String) -> String { path.isEmpty ? name : path + "." + name }
}
