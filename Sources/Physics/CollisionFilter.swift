import CBox2D

/// Which fixtures collide. Two fixtures collide when each one's `maskBits` has a bit of the
/// other's `categoryBits`, unless they share a non-zero `groupIndex`: a positive group always
/// collides, a negative one never.
public struct CollisionFilter: Hashable, Sendable {
    /// The categories this fixture belongs to (one bit each).
    public var categoryBits: UInt16 = 0x0001
    /// The categories this fixture collides with.
    public var maskBits: UInt16 = 0xFFFF
    /// Overrides the bits for fixtures of the same group.
    public var groupIndex: Int16 = 0

    public init() {}

    public init(categoryBits: UInt16, maskBits: UInt16 = 0xFFFF, groupIndex: Int16 = 0) {
        self.categoryBits = categoryBits
        self.maskBits = maskBits
        self.groupIndex = groupIndex
    }

    var c: DBFilter { DBFilter(categoryBits: categoryBits, maskBits: maskBits, groupIndex: groupIndex) }
}
