import Engine

extension ScrollState: StateHashable {
    /// Feeds the offset, motion, held pointer and extents in, bit for bit (the physics is
    /// constant per view, so it is left out).
    public func hash(into hasher: inout StateHasher) {
        hasher.combine(offset)
        hasher.combine(velocity)
        hasher.combine(target != nil)
        if let target { hasher.combine(target) }
        hasher.combine(drag != nil)
        if let drag {
            switch drag.grip {
            case .content: hasher.combine(0)
            case .thumb(let scale): hasher.combine(1); hasher.combine(scale)
            }
            hasher.combine(drag.startPointer)
            hasher.combine(drag.startOffset)
            hasher.combine(drag.pointer)
            hasher.combine(drag.history.count)
            for position in drag.history { hasher.combine(position) }
        }
        hasher.combine(contentExtent)
        hasher.combine(viewportExtent)
    }
}
