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

    /// The modifiers held in an SDL modifier state (`SDL_Keysym.mod`): either Shift, Ctrl, Alt
    /// or GUI (Super) key; Caps Lock, Num Lock and AltGr (Mode) are not modifiers.
    static func modifiers(_ state: UInt16) -> KeyModifiers {
        let held = UInt32(state)
        var modifiers: KeyModifiers = []
        if held & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if held & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if held & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
        if held & KMOD_GUI.rawValue != 0 { modifiers.insert(.super) }
        return modifiers
    }

    /// The key press of an SDL key-down event: its key, modifiers and whether SDL marks it a
    /// repeat (SDL repeats a held key at the desktop's rate); nil for a key without a name.
    static func press(_ key: SDL_KeyboardEvent) -> KeyPress? {
        self.key(key.keysym.sym).map { KeyPress($0, modifiers(key.keysym.mod), isRepeat: key.repeat != 0) }
    }

    /// The text of a fixed-size, NUL-terminated SDL text buffer.
    static func string<Buffer>(_ buffer: Buffer) -> String {
        var buffer = buffer
        return withUnsafeBytes(of: &buffer) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
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

    /// The scene event for a mouse, wheel, keyboard, text or composition event (nil for others).
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
        case SDL_KEYDOWN:
            return press(e.key).map { .keyDown($0) }
        case SDL_KEYUP:
            return key(e.key.keysym.sym).map { .keyUp($0) }
        case SDL_TEXTINPUT:
            return .text(string(e.text.text))
        case SDL_TEXTEDITING:
            return .composition(string(e.edit.text), cursor: Int(max(0, e.edit.start)), length: Int(max(0, e.edit.length)))
        default:
            return nil
        }
    }
}
