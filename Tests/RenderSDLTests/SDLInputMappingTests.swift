import CSDL2
import Engine
import Testing
@testable import RenderSDL

@Suite struct SDLInputMappingTests {
    static func mod(_ flags: SDL_Keymod...) -> UInt16 { UInt16(flags.reduce(0) { $0 | $1.rawValue }) }

    /// An SDL key event for `code` with modifier state `mod`.
    static func keyEvent(_ type: SDL_EventType, _ code: SDL_KeyCode, mod: UInt16 = 0, isRepeat: Bool = false) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.key.keysym.sym = SDL_Keycode(code.rawValue)
        e.key.keysym.mod = mod
        e.key.repeat = isRepeat ? 1 : 0
        return e
    }

    @Test func eitherSideOfAModifierCountsAndLocksDoNot() {
        #expect(SDLInputMapping.modifiers(0) == [])
        #expect(SDLInputMapping.modifiers(Self.mod(KMOD_LSHIFT)) == .shift)
        #expect(SDLInputMapping.modifiers(Self.mod(KMOD_RSHIFT)) == .shift)
        #expect(SDLInputMapping.modifiers(Self.mod(KMOD_LCTRL)) == .control)
        #expect(SDLInputMapping.modifiers(Self.mod(KMOD_RCTRL)) == .control)
        #expect(SDLInputMapping.modifiers(Self.mod(KMOD_LALT)) == .alt)
        #expect(SDLInputMapping.modifiers(Self.mod(KMOD_RALT)) == .alt)
        #expect(SDLInputMapping.modifiers(Self.mod(KMOD_LGUI)) == .super)
        #expect(SDLInputMapping.modifiers(Self.mod(KMOD_RGUI)) == .super)
        #expect(SDLInputMapping.modifiers(Self.mod(KMOD_LCTRL, KMOD_RSHIFT, KMOD_LALT, KMOD_RGUI))
                == [.control, .shift, .alt, .super])
        #expect(SDLInputMapping.modifiers(Self.mod(KMOD_CAPS, KMOD_NUM, KMOD_MODE, KMOD_SCROLL)) == [])
    }

    @Test func aKeyDownCarriesItsModifiersAndSDLsRepeat() {
        let undo = SDLInputMapping.event(Self.keyEvent(SDL_KEYDOWN, SDLK_z, mod: Self.mod(KMOD_LCTRL, KMOD_CAPS)))
        #expect(undo == .keyDown(.z, .control))
        let held = SDLInputMapping.event(Self.keyEvent(SDL_KEYDOWN, SDLK_LEFT, isRepeat: true))
        #expect(held == .keyDown(.left, isRepeat: true))
        #expect(SDLInputMapping.event(Self.keyEvent(SDL_KEYUP, SDLK_z, mod: Self.mod(KMOD_LCTRL))) == .keyUp(.z))
    }

    @Test func keysAreNamedAsScriptsSpellThem() {
        let names: [(SDL_KeyCode, Key)] = [(SDLK_RETURN, .enter), (SDLK_KP_ENTER, .enter), (SDLK_HOME, .home),
                                           (SDLK_END, .end), (SDLK_PAGEUP, .pageUp), (SDLK_PAGEDOWN, .pageDown),
                                           (SDLK_F5, .f5), (SDLK_F6, .f6), (SDLK_PAUSE, .pause), (SDLK_a, .a),
                                           (SDLK_INSERT, .insert), (SDLK_DELETE, .delete)]
        for (code, key) in names { #expect(SDLInputMapping.key(SDL_Keycode(code.rawValue)) == key, "\(key)") }
    }

    @Test func aTextEditingEventIsAComposition() {
        var e = SDL_Event()
        e.type = SDL_TEXTEDITING.rawValue
        withUnsafeMutableBytes(of: &e.edit.text) { raw in
            let bytes = Array("phở".utf8)
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        e.edit.start = 1
        e.edit.length = 2
        #expect(SDLInputMapping.event(e) == .composition("phở", cursor: 1, length: 2))
    }
}
