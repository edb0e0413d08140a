import CBox2D

/// A joint between two bodies in a `PhysicsWorld`: a slot index and a generation.
/// Destroying the joint or one of its bodies makes the handle stale
/// (`isValid` answers false) even after the slot is reused.
public struct JointID: Hashable, Sendable, CustomStringConvertible, Codable {
    /// The slot in the world's joint table; 0 only for `null`.
    public let index: Int32
    /// Counts the slot's reuses, so that handles to earlier joints stop matching.
    public let generation: UInt32

    /// No joint.
    public static let null = JointID(index: 0, generation: 0)

    public init(index: Int32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }

    /// Whether this is the null handle.
    public var isNull: Bool { index == 0 }

    public var description: String { "joint \(index)#\(generation)" }

    init(_ id: DBJointId) { self.init(index: id.index, generation: id.generation) }

    var c: DBJointId { DBJointId(index: index, generation: generation) }
}
