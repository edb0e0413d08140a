import Core

/// Input events in replays and scripts: `{"type": "pointerDown", "x": 120, "y": 300, "button": "primary"}`.
extension InputEvent: Codable {
    enum CodingKeys: String, CodingKey { case type, x, y, button, dy, key, text, strength, path }

    /// The `type` names, as replays and scripts spell them.
    public static let typeNames = ["pointerDown", "pointerMove", "pointerUp", "wheel", "keyDown", "keyUp",
                                   "text", "tilt", "shake", "fileDrop"]

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func point() throws -> Vec2 { Vec2(try c.decode(Double.self, forKey: .x), try c.decode(Double.self, forKey: .y)) }
        let type = try c.decode(String.self, forKey: .type)
        switch type {
        case "pointerDown": self = .pointerDown(try point(), try c.decodeIfPresent(PointerButton.self, forKey: .button) ?? .primary)
        case "pointerMove": self = .pointerMove(try point())
        case "pointerUp": self = .pointerUp(try point(), try c.decodeIfPresent(PointerButton.self, forKey: .button) ?? .primary)
        case "wheel": self = .wheel(try c.decode(Double.self, forKey: .dy))
        case "keyDown": self = .keyDown(Key(try c.decode(String.self, forKey: .key)))
        case "keyUp": self = .keyUp(Key(try c.decode(String.self, forKey: .key)))
        case "text": self = .text(try c.decode(String.self, forKey: .text))
        case "tilt": self = .tilt(try point())
        case "shake": self = .shake(try c.decode(Double.self, forKey: .strength))
        case "fileDrop": self = .fileDrop(try c.decode(String.self, forKey: .path))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: c,
                debugDescription: "unknown event type '\(type)'; expected one of \(Self.typeNames.joined(separator: ", "))")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        func point(_ p: Vec2) throws { try c.encode(p.x, forKey: .x); try c.encode(p.y, forKey: .y) }
        switch self {
        case .pointerDown(let p, let b): try c.encode("pointerDown", forKey: .type); try point(p); try c.encode(b, forKey: .button)
        case .pointerMove(let p): try c.encode("pointerMove", forKey: .type); try point(p)
        case .pointerUp(let p, let b): try c.encode("pointerUp", forKey: .type); try point(p); try c.encode(b, forKey: .button)
        case .wheel(let dy): try c.encode("wheel", forKey: .type); try c.encode(dy, forKey: .dy)
        case .keyDown(let k): try c.encode("keyDown", forKey: .type); try c.encode(k.rawValue, forKey: .key)
        case .keyUp(let k): try c.encode("keyUp", forKey: .type); try c.encode(k.rawValue, forKey: .key)
        case .text(let s): try c.encode("text", forKey: .type); try c.encode(s, forKey: .text)
        case .tilt(let p): try c.encode("tilt", forKey: .type); try point(p)
        case .shake(let s): try c.encode("shake", forKey: .type); try c.encode(s, forKey: .strength)
        case .fileDrop(let path): try c.encode("fileDrop", forKey: .type); try c.encode(path, forKey: .path)
        }
    }
}
