import CBox2D
import Core

/// One debug-drawing primitive in world space: a fixture's outline or a joint's line.
public struct DebugShape: Hashable, Sendable {
    /// What to draw, m.
    public var geometry: DebugGeometry
    /// The state it shows, with a suggested colour.
    public var style: DebugStyle
    /// The fixture's body, or a joint's second body.
    public var body: BodyID
    /// The fixture drawn; `.null` for a joint.
    public var fixture: FixtureID
    /// The joint drawn; `.null` for a fixture.
    public var joint: JointID

    public init(geometry: DebugGeometry, style: DebugStyle, body: BodyID, fixture: FixtureID = .null, joint: JointID = .null) {
        self.geometry = geometry
        self.style = style
        self.body = body
        self.fixture = fixture
        self.joint = joint
    }
}

/// The shape of a debug primitive, in world space (m).
public enum DebugGeometry: Hashable, Sendable {
    /// A convex polygon, counter-clockwise.
    case polygon([Vec2])
    /// A circle of `radius` (m) around `center`, with a spoke at `angle` (rad) to show its turn.
    case circle(center: Vec2, radius: Double, angle: Double)
    /// An edge fixture.
    case segment(Vec2, Vec2)
    /// A line through the points: closed for a chain loop, open for a joint.
    case polyline([Vec2], closed: Bool)
}

/// What a debug primitive shows, from the fixture's body (or `joint`).
public enum DebugStyle: Hashable, Sendable, CaseIterable {
    case staticBody
    case kinematicBody
    case awake
    case sleeping
    case disabled
    case sensor
    case joint

    /// A suggested colour (Box2D testbed's palette).
    public var color: Color {
        switch self {
        case .staticBody: Color(r: 128, g: 230, b: 128)
        case .kinematicBody: Color(r: 128, g: 128, b: 230)
        case .awake: Color(r: 230, g: 179, b: 179)
        case .sleeping: Color(r: 153, g: 153, b: 153)
        case .disabled: Color(r: 128, g: 128, b: 77)
        case .sensor: Color(r: 255, g: 209, b: 102, a: 160)
        case .joint: Color(r: 128, g: 204, b: 204)
        }
    }

    init(_ style: DBDebugStyle) {
        switch style {
        case .staticBody: self = .staticBody
        case .kinematicBody: self = .kinematicBody
        case .awake: self = .awake
        case .sleeping: self = .sleeping
        case .disabled: self = .disabled
        case .sensor: self = .sensor
        case .joint: self = .joint
        }
    }
}
