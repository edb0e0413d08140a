import Testing
@testable import Engine

@Suite struct KeyPressTests {
    /// What `case .keyDown(.enter)` and a shortcut pattern say about `event`.
    func matches(_ event: InputEvent) -> (plainEnter: Bool, undo: Bool) {
        var plainEnter = false, undo = false
        switch event {
        case .keyDown(.enter): plainEnter = true
        case .keyDown(let press) where press.matches(.z, .control): undo = true
        default: break
        }
        return (plainEnter, undo)
    }

    @Test func aKeyPatternMatchesAFreshPressWithoutCommandModifiers() {
        #expect(matches(.keyDown(.enter)) == (true, false))
        #expect(matches(.keyDown(.enter, .shift)) == (true, false))
        #expect(matches(.keyDown(.enter, .control)) == (false, false))
        #expect(matches(.keyDown(.enter, .alt)) == (false, false))
        #expect(matches(.keyDown(.enter, .super)) == (false, false))
        #expect(matches(.keyDown(.enter, isRepeat: true)) == (false, false))
        #expect(matches(.keyUp(.enter)) == (false, false))
    }

    @Test func aShortcutMatchesExactlyItsModifiersRepeatedOrNot() {
        #expect(matches(.keyDown(.z, .control)) == (false, true))
        #expect(matches(.keyDown(.z, .control, isRepeat: true)) == (false, true))
        #expect(matches(.keyDown(.z, [.control, .shift])) == (false, false))
        #expect(matches(.keyDown(.z)) == (false, false))
    }

    @Test func theShorthandBuildsTheSameEventAsAKeyPress() {
        #expect(InputEvent.keyDown(.space) == .keyDown(KeyPress(.space)))
        #expect(InputEvent.keyDown(.z, .control, isRepeat: true) == .keyDown(KeyPress(.z, .control, isRepeat: true)))
        #expect(InputEvent.keyDown(.z, .control) != .keyDown(.z))
    }

    @Test func chordsReadAndWriteModifiersInOrder() throws {
        #expect(try KeyPress(chord: "z") == KeyPress(.z))
        #expect(try KeyPress(chord: "ctrl+z") == KeyPress(.z, .control))
        #expect(try KeyPress(chord: "shift+ctrl+z") == KeyPress(.z, [.control, .shift]))
        #expect(try KeyPress(chord: "alt+super+left") == KeyPress(.left, [.alt, .super]))
        #expect(try KeyPress(chord: "ctrl++") == KeyPress(Key("+"), .control))
        #expect(try KeyPress(chord: "+") == KeyPress(Key("+")))
        #expect(try KeyPress(chord: "keypad +") == KeyPress(Key("keypad +")))
        #expect(try KeyPress(chord: "ctrl+keypad +/-") == KeyPress(Key("keypad +/-"), .control))
        #expect(KeyPress(.z, [.shift, .control, .super, .alt]).chord == "ctrl+shift+alt+super+z")
        #expect(KeyPress(.tab, .shift, isRepeat: true).description == "shift+tab (repeat)")
        for press in [KeyPress(Key("+"), .control), KeyPress(Key("keypad +"), .shift), KeyPress(.pageUp, .super)] {
            #expect(try KeyPress(chord: press.chord) == press)
        }
    }

    @Test func badChordsSayWhatIsWrong() {
        #expect(throws: KeyChordError(chord: "cmd+z", reason: .unknownModifier("cmd"))) { try KeyPress(chord: "cmd+z") }
        #expect(throws: KeyChordError(chord: "ctrl+ctrl+z", reason: .repeatedModifier("ctrl"))) {
            try KeyPress(chord: "ctrl+ctrl+z")
        }
        #expect(throws: KeyChordError(chord: "ctrl+", reason: .noKey)) { try KeyPress(chord: "ctrl+") }
        #expect(throws: KeyChordError(chord: "", reason: .noKey)) { try KeyPress(chord: "") }
        #expect(KeyChordError(chord: "cmd+z", reason: .unknownModifier("cmd")).description
                == "'cmd+z': unknown modifier 'cmd'; modifiers are ctrl, shift, alt, super, joined to the key by '+' (ctrl+z)")
    }

    @Test func modifiersHaveTheirScriptNames() {
        #expect(KeyModifiers(name: "ctrl") == .control && KeyModifiers(name: "super") == .super)
        #expect(KeyModifiers(name: "control") == nil)
        #expect(KeyModifiers([.super, .shift]).nameList == ["shift", "super"])
        #expect(KeyModifiers().description == "none")
    }
}
