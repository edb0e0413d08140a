import Engine

/// One line of the inspector: a node of the session's tree, indented by its depth.
package struct InspectorRow: Equatable, Sendable {
    /// The node's path from the top, e.g. `state.stickers[2].position`: what folding keys on.
    package var path: String
    /// How many levels below the top the node is.
    package var depth: Int
    /// The node's own name (a field, `[3]`, an entity's handle).
    package var name: String
    /// A leaf's value, or an object's or array's size.
    package var summary: String
    /// Whether the node has children to unfold.
    package var isExpandable: Bool
    /// Whether its children are shown below it.
    package var isExpanded: Bool
}

extension StateTree {
    /// The rows shown of this tree: every node whose ancestors are all unfolded (`expanded` holds
    /// their paths). With a `query`, only nodes whose name or value contains it (ignoring case)
    /// and their ancestors, unfolded to show them. At most `limit` rows.
    package func inspectorRows(expanded: Set<String>, query: String, limit: Int) -> [InspectorRow] {
        var rows: [InspectorRow] = []
        let needle = query.lowercased()
        for (name, child) in children where rows.count < limit {
            child.appendRows(name: name, path: name, depth: 0, expanded: expanded, needle: needle, limit: limit, into: &rows)
        }
        return rows
    }

    /// Appends this node's row and its shown descendants'; answers whether any matched `needle`.
    @discardableResult
    private func appendRows(name: String, path: String, depth: Int, expanded: Set<String>, needle: String, limit: Int,
                            into rows: inout [InspectorRow]) -> Bool {
        let selfMatches = needle.isEmpty || name.lowercased().contains(needle) || (isLeaf && summary.lowercased().contains(needle))
        let mark = rows.count
        let isOpen = needle.isEmpty ? expanded.contains(path) : true
        rows.append(InspectorRow(path: path, depth: depth, name: name, summary: summary, isExpandable: !isLeaf,
                                 isExpanded: !isLeaf && isOpen))
        var descendantMatches = false
        // A search looks through folded nodes too; without one, only unfolded nodes are walked.
        if !isLeaf && (isOpen || !needle.isEmpty) {
            for (childName, child) in children where rows.count < limit {
                let childPath = childName.hasPrefix("[") ? path + childName : path + "." + childName
                if child.appendRows(name: childName, path: childPath, depth: depth + 1, expanded: expanded, needle: needle,
                                    limit: limit, into: &rows) {
                    descendantMatches = true
                }
            }
        }
        if needle.isEmpty || descendantMatches { return true }
        if selfMatches {
            // A matching container shows folded, unless the user unfolded it.
            rows.removeSubrange((mark + 1)...)
            rows[mark].isExpanded = false
            return true
        }
        rows.removeSubrange(mark...)
        return false
    }
}
