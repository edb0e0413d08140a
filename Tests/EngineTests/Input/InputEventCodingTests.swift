import Foundation
import Testing
@testable import Engine

@Suite struct InputEventCodingTests {
    func json(_ event: InputEvent) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(event), as: UTF8.self)
    }

    func event(_ json: String) throws -> InputEvent { try JSONDecoder().decode(InputEvent.self, from: Data(json.utf8)) }

    @Test func keyPressesCarryModifiersAndRepeatOnlyWhenThereAreAny() throws {
        #expect(try json(.keyDown(.space)) == #"{"key":"space","type":"keyDown"}"#)
        #expect(try json(.keyDown(.z, [.shift, .control], isRepeat: true))
                == #"{"key":"z","modifiers":["ctrl","shift"],"repeat":true,"type":"keyDown"}"#)
        #expect(try json(.composition("phở", cursor: 1, length: 2))
                == #"{"cursor":1,"length":2,"text":"phở","type":"composition"}"#)
        #expect(try json(.paste("a\nb")) == #"{"text":"a\nb","type":"paste"}"#)
    }

    @Test func everyNewEventRoundTrips() throws {
        for original: InputEvent in [.keyDown(.z, .control), .keyDown(.left, isRepeat: true),
                                     .keyDown(.tab, [.shift, .alt, .super]), .composition("", cursor: 0, length: 0),
                                     .composition("Phở", cursor: 3, length: 0), .paste(""), .paste("Phở bò")] {
            #expect(try event(try json(original)) == original)
        }
    }

    @Test func aClockEventCarriesTheMinuteSince1970AndIsRangeChecked() throws {
        #expect(try json(.clock(minute: 29_924_220)) == #"{"minute":29924220,"type":"clock"}"#)
        #expect(try event(#"{"minute":29924220,"type":"clock"}"#) == .clock(minute: 29_924_220))
        #expect(throws: DecodingError.self) { try event(#"{"minute":-1,"type":"clock"}"#) }
        #expect(throws: DecodingError.self) { try event(#"{"minute":9999999999,"type":"clock"}"#) }
        #expect(throws: DecodingError.self) { try event(#"{"type":"clock"}"#) }
    }

    @Test func aPinchCarriesItsPhaseCentreScaleAndTurnAndIsRangeChecked() throws {
        let pinch = InputEvent.pinch(.changed, center: Vec2(360, 640.5), scale: 1.5, rotation: -0.25)
        #expect(try json(pinch) == #"{"phase":"changed","rotation":-0.25,"scale":1.5,"type":"pinch","x":360,"y":640.5}"#)
        #expect(try event(try json(pinch)) == pinch)
        for bad in [#"{"phase":"twist","rotation":0,"scale":1,"type":"pinch","x":0,"y":0}"#,
                    #"{"phase":"began","rotation":0,"scale":0,"type":"pinch","x":0,"y":0}"#,
                    #"{"phase":"began","rotation":0,"scale":1e6,"type":"pinch","x":0,"y":0}"#,
                    #"{"phase":"began","rotation":1e300,"scale":1,"type":"pinch","x":0,"y":0}"#,
                    #"{"phase":"began","rotation":0,"scale":1,"type":"pinch","x":1e300,"y":0}"#,
                    #"{"phase":"began","scale":1,"type":"pinch","x":0,"y":0}"#,
                    #"{"dy":1,"phase":"began","rotation":0,"scale":1,"type":"pinch","x":0,"y":0}"#] {
            #expect(throws: DecodingError.self, "\(bad)") { try event(bad) }
        }
    }

    @Test func aFormatOneKeyPressIsAPlainFreshPress() throws {
        #expect(try event(#"{"key":"space","type":"keyDown"}"#) == .keyDown(KeyPress(.space, [], isRepeat: false)))
    }

    @Test func badFieldsAreRefused() {
        #expect(throws: DecodingError.self) { try event(#"{"key":"z","modifiers":["cmd"],"type":"keyDown"}"#) }
        #expect(throws: DecodingError.self) { try event(#"{"text":"a","cursor":-1,"length":0,"type":"composition"}"#) }
        #expect(throws: DecodingError.self) { try event(#"{"type":"paste"}"#) }
    }

    @Test func aFieldTheEventDoesNotHaveIsRefusedNotIgnored() throws {
        // A renamed `button` would otherwise decode as the default, the primary button.
        #expect(try event(#"{"button":"secondary","type":"pointerDown","x":1,"y":2}"#) == .pointerDown(Vec2(1, 2), .secondary))
        for json in [#"{"9button":"secondary","type":"pointerDown","x":1,"y":2}"#, #"{"text":"a","type":"pointerDown","x":1,"y":2}"#,
                     #"{"key":"z","modifiers":[],"type":"keyUp"}"#] {
            let error = try #require(throws: DecodingError.self) { try event(json) }
            guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); continue }
            #expect(context.debugDescription.contains("event has no field"), "\(context.debugDescription)")
        }
    }
}
