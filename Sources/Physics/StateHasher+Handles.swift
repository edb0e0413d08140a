import Core

extension StateHasher {
    /// Feeds a body handle in: its slot and generation (the null handle as zeros).
    public mutating func combine(_ body: BodyID) {
        combine(body.index)
        combine(body.generation)
    }

    /// Feeds a joint handle in: its slot and generation (the null handle as zeros).
    public mutating func combine(_ joint: JointID) {
        combine(joint.index)
        combine(joint.generation)
    }
}
