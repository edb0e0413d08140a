import CBox2D

/// A body in a `PhysicsWorld`: a slot index and a generation. Destroying the body makes the
/// handle stale (`isValid` answers false) even after the slot is reused.
public struct BodyID: Hashable, Sendable, CustomStringConvertible, Codable {
    /// The slot in the world's body table; 0 only for `null`.
    public let index: Int32
    /// Counts the slot's reuses, so that handles to earlier bodies stop matching.
    public let generation: UInt32

    /// No body.
    public static let null = BodyID(index: 0, generation: 0)

    public init(index: Int32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }

    /// Whether this is the null handle.
    public var isNull: Bool { index == 0 }

    public var description: String { "body \(index)#\(generation)" }

    init(_ id: DBBodyId) { self.init(index: id.index, generation: id.generation) }

    var c: DBBodyId { DBBodyId(index: index, generation: generation) }
}
