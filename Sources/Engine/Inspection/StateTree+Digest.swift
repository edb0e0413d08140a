import Core

extension StateTree {
    /// A digest of the tree, the same in every process: its kinds, names and leaves' text in
    /// order. Two trees with one digest are equal but for a collision.
    public var digest: UInt64 {
        var hasher = StateHasher()
        combine(into: &hasher)
        return hasher.value
    }

    private func combine(into hasher: inout StateHasher) {
        switch self {
        case .object(let fields):
            hasher.combine(UInt64(1)); hasher.combine(fields.count)
            for field in fields { hasher.combine(field.name); field.value.combine(into: &hasher) }
        case .array(let elements):
            hasher.combine(UInt64(2)); hasher.combine(elements.count)
            for element in elements { element.combine(into: &hasher) }
        case .number(let text): hasher.combine(UInt64(3)); hasher.combine(text)
        case .text(let text): hasher.combine(UInt64(4)); hasher.combine(text)
        case .bool(let flag): hasher.combine(UInt64(5)); hasher.combine(flag)
        case .null: hasher.combine(UInt64(6))
        }
    }
}
