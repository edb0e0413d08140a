import CBox2D
import Core

// Box2D works in single precision; Core's vectors are doubles. Values cross here.

extension DBVec2 {
    init(_ v: Vec2) { self.init(x: Float(v.x), y: Float(v.y)) }
}

extension Vec2 {
    init(_ v: DBVec2) { self.init(Double(v.x), Double(v.y)) }
}
