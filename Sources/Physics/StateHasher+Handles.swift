import Core

extension StateHasher {
    /// Feeds a body handle in: its slot and generation (the null handle as zeros).
    public mutating func combine(_ body: BodyID) {
        combine(body.index)
        combine(body.generation)
    }

    /// Feeds a fixture handle in: its slot and generation (the null handle as zeros).
    public mutating func combine(_ fixture: FixtureID) {
        combine(fixture.index)
        combine(fixture.generation)
    }

    /// Feeds a joint handle in: its slot and generation (the null handle as zeros).
    public mutating func combine(_ joint: JointID) {
        combine(joint.index)
        combine(joint.generation)
    }
}

extension BodyID: StateHashable {
    /// Feeds the handle in as `StateHasher.combine(_:)` does.
    public func hash(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension JointID: StateHashable {
    /// Feeds the handle in as `StateHasher.combine(_:)` does.
    public func hash(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension FixtureID: StateHashable {
    /// Feeds the handle in as `StateHasher.combine(_:)` does.
    public func hash(into hasher: inout StateHasher) { hasher.combine(self) }
}
