import Engine
import Testing
@testable import Host

@Suite struct HostKeyTests {
    /// Keys that type something: letters, digits, punctuation and space, as SDL names them.
    static let typingKeys: [Key] = "abcdefghijklmnopqrstuvwxyz0123456789.,;:'\"/\\[]-=`!?#+*".map { Key(String($0)) }
        + [.space, .enter, .tab, .backspace, .delete, .home, .end, .pageUp, .pageDown, .left, .right, .up, .down,
           Key("keypad +"), Key("keypad 5")]

    @Test func noKeyATextFieldUsesIsEverTaken() {
        for key in Self.typingKeys {
            for (overlay, textInput) in [(false, false), (true, false), (false, true), (true, true)] {
                #expect(HostKey.taken(key, sceneHasOverlay: overlay, textInputActive: textInput) == nil, "\(key)")
            }
        }
    }

    @Test func pauseAndStepAreFunctionKeysEvenWhileTextInputIsOn() {
        for textInput in [false, true] {
            #expect(HostKey.taken(.f5, sceneHasOverlay: false, textInputActive: textInput) == .pause)
            #expect(HostKey.taken(.pause, sceneHasOverlay: false, textInputActive: textInput) == .pause)
            #expect(HostKey.taken(.f6, sceneHasOverlay: false, textInputActive: textInput) == .step)
            #expect(HostKey.taken(.f7, sceneHasOverlay: false, textInputActive: textInput) == .rewind)
            #expect(HostKey.taken(.f1, sceneHasOverlay: false, textInputActive: textInput) == .physicsDebug)
            #expect(HostKey.taken(.f2, sceneHasOverlay: false, textInputActive: textInput) == .frameGraph)
            #expect(HostKey.taken(.f11, sceneHasOverlay: false, textInputActive: textInput) == .fullscreen)
            #expect(HostKey.taken(.f12, sceneHasOverlay: false, textInputActive: textInput) == .screenshot)
        }
        #expect(HostKey.taken(.p, sceneHasOverlay: false, textInputActive: false) == nil, "P is a letter again")
        #expect(HostKey.taken(Key("."), sceneHasOverlay: false, textInputActive: false) == nil)
    }

    @Test func escapeIsTheScenesWhileItHasAnOverlayOrTextInput() {
        #expect(HostKey.taken(.escape, sceneHasOverlay: false, textInputActive: false) == .back)
        #expect(HostKey.taken(.escape, sceneHasOverlay: true, textInputActive: false) == nil)
        #expect(HostKey.taken(.escape, sceneHasOverlay: false, textInputActive: true) == nil)
    }

    @Test func noTwoHostKeysShareAKey() {
        let keys = HostKey.allCases.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
        #expect(keys.allSatisfy { $0 == .escape || $0 == .pause || $0.rawValue.hasPrefix("f") })
    }
}
