import CBox2D

/// Why a fixture or joint could not be created.
public enum PhysicsError: Error, Equatable, CustomStringConvertible {
    /// The body handle is null or stale.
    case invalidBody(BodyID)
    /// A value is not finite or out of its range; the text says which.
    case invalidValue(String)
    /// The polygon or chain has this many vertices, fewer than 3.
    case tooFewVertices(Int)
    /// The polygon has this many vertices, more than Box2D's 8.
    case tooManyVertices(Int)
    /// The shape is thinner than Box2D's linear slop (5 mm): collinear or coincident vertices,
    /// or a tiny circle or box.
    case degenerateShape
    /// Consecutive vertices of an edge or chain are closer than 5 mm.
    case verticesTooClose
    /// The shape is too small for its distance from the body origin: Box2D's single-precision
    /// inertia would lose all its digits. Put the body origin nearer the shape.
    case shapeTooFarFromOrigin
    /// A joint names the same body twice.
    case sameBody(BodyID)

    public var description: String {
        switch self {
        case .invalidBody(let body): "\(body) is null or no longer exists"
        case .invalidValue(let what): "invalid value: \(what)"
        case .tooFewVertices(let count): "\(count) vertices: a polygon or chain loop needs at least 3"
        case .tooManyVertices(let count): "\(count) vertices: a Box2D polygon has at most 8; split the outline"
        case .degenerateShape: "the shape is thinner than 5 mm (collinear or coincident vertices, or too small)"
        case .verticesTooClose: "consecutive vertices are closer than 5 mm"
        case .shapeTooFarFromOrigin: "the shape is too small for its distance from the body origin"
        case .sameBody(let body): "a joint needs two different bodies, got \(body) twice"
        }
    }

    /// Throws the error a C result stands for; `invalidValue` explains bad values with `values`.
    static func check(_ result: DBResult, body: BodyID, vertexCount: Int = 0, values: @autoclosure () -> String) throws {
        switch result {
        case .ok: return
        case .invalidWorld: preconditionFailure("PhysicsWorld: its Box2D world is gone")
        case .invalidBody: throw PhysicsError.invalidBody(body)
        case .invalidValue: throw PhysicsError.invalidValue(values())
        case .tooFewVertices: throw PhysicsError.tooFewVertices(vertexCount)
        case .tooManyVertices: throw PhysicsError.tooManyVertices(vertexCount)
        case .degenerateShape: throw PhysicsError.degenerateShape
        case .verticesTooClose: throw PhysicsError.verticesTooClose
        case .shapeTooFarFromOrigin: throw PhysicsError.shapeTooFarFromOrigin
        case .sameBody: throw PhysicsError.sameBody(body)
        }
    }
}
