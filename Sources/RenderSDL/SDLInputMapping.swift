import CSDL2
import Engine

/// Turns SDL events into Diorama's device-independent input.
enum SDLInputMapping {
    /// The scene-level key for an SDL key code, named as replays spell keys.
    static func key(_ code: SDL_Keycode) -> Key? {
        switch Int(code) {
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .enter
        case Int(SDLK_ESCAPE.rawValue): return .escape
        case Int(SDLK_BACKSPACE.rawValue): return .backspace
        default:
            guard let name = SDL_GetKeyName(code).map({ String(cString: $0) }), !name.isEmpty else { return nil }
            return Key(name.lowercased())
        }
    }

    /// The pointer button for an SDL mouse button.
    static func button(_ raw: UInt8) -> PointerButton? {
        switch Int32(raw) {
        case SDL_BUTTON_LEFT: return .primary
        case SDL_BUTTON_RIGHT: return .secondary
        case SDL_BUTTON_MIDDLE: return .middle
        default: return nil
        }
    }

    /// The scene event for a mouse, wheel, keyboard, text or drop event (nil for others).
    /// Mouse positions arrive in canvas pixels: SDL maps them through the renderer's logical size.
    static func event(_ e: SDL_Event) -> InputEvent? {
        switch SDL_EventType(e.type) {
        case SDL_MOUSEBUTTONDOWN:
            return button(e.button.button).map { .pointerDown(Vec2(Double(e.button.x), Double(e.button.y)), $0) }
        case SDL_MOUSEBUTTONUP:
            return button(e.button.button).map { .pointerUp(Vec2(Double(e.button.x), Double(e.button.y)), $0) }
        case SDL_MOUSEMOTION:
            return .pointerMove(Vec2(Double(e.motion.x), Double(e.motion.y)))
        case SDL_MOUSEWHEEL:
            return .wheel(Double(e.wheel.preciseY))
        case SDL_KEYDOWN where e.key.repeat == 0:
            return key(e.key.keysym.sym).map { .keyDown($0) }
        case SDL_KEYUP:
            return key(e.key.keysym.sym).map { .keyUp($0) }
        case SDL_TEXTINPUT:
            var text = e.text.text
            let string = withUnsafeBytes(of: &text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return .text(string)
        default:
            return nil
        }
    }
}
