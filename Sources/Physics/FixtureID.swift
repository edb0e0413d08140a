import CBox2D

/// A fixture (a shape on a body) in a `PhysicsWorld`: a slot index and a generation.
/// Destroying the fixture or its body makes the handle stale
/// (`isValid` answers false) even after the slot is reused.
public struct FixtureID: Hashable, Sendable, CustomStringConvertible {
    /// The slot in the world's fixture table; 0 only for `null`.
    public let index: Int32
    /// Counts the slot's reuses, so that handles to earlier fixtures stop matching.
    public let generation: UInt32

    /// No fixture.
    public static let null = FixtureID(index: 0, generation: 0)

    public init(index: Int32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }

    /// Whether this is the null handle.
    public var isNull: Bool { index == 0 }

    public var description: String { "fixture \(index)#\(generation)" }

    init(_ id: DBFixtureId) { self.init(index: id.index, generation: id.generation) }

    var c: DBFixtureId { DBFixtureId(index: index, generation: generation) }
}
