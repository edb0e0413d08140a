import CBox2D

/// How a body moves.
public enum BodyType: Sendable, CaseIterable {
    /// Never moves; infinite mass (ground, walls, containers).
    case `static`
    /// Moves only by the velocity it is given; pushes dynamic bodies, unaffected by them.
    case kinematic
    /// Moves under forces, gravity and contacts.
    case dynamic

    init(_ type: DBBodyType) {
        switch type {
        case .static: self = .static
        case .kinematic: self = .kinematic
        case .dynamic: self = .dynamic
        }
    }

    var c: DBBodyType {
        switch self {
        case .static: .static
        case .kinematic: .kinematic
        case .dynamic: .dynamic
        }
    }
}
