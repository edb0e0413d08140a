import Engine
import Foundation
@testable import Host
import Testing
import SceneTestSupport

@Suite("Window frame")
struct WindowFrameTests {
    static let canvas = Vec2(720, 1280)

    @Test("the window is the largest canvas-shaped frame that fits the usable area with a margin, centred",
          arguments: [
              (WindowFrame(x: 0, y: 0, width: 1600, height: 1200), WindowFrame(x: 480, y: 32, width: 639, height: 1136)),
              (WindowFrame(x: 0, y: 0, width: 1280, height: 800), WindowFrame(x: 433, y: 32, width: 414, height: 736)),
              (WindowFrame(x: 0, y: 27, width: 1920, height: 1053), WindowFrame(x: 682, y: 59, width: 556, height: 989)),
              (WindowFrame(x: 1920, y: 0, width: 3840, height: 2160), WindowFrame(x: 3250, y: 32, width: 1179, height: 2096)),
              // A portrait display narrower than the canvas's shape: the width decides.
              (WindowFrame(x: 0, y: 0, width: 600, height: 1920), WindowFrame(x: 32, y: 484, width: 536, height: 952)),
          ])
    func fitting(usable: WindowFrame, expected: WindowFrame) {
        let frame = WindowFrame.fitting(aspect: Self.canvas, in: usable)
        #expect(frame == expected)
        #expect(abs(Double(frame.width) / Double(frame.height) - 720.0 / 1280) < 0.002, "the canvas's shape")
        #expect(frame.x >= usable.x + WindowFrame.margin && frame.y >= usable.y + WindowFrame.margin)
        #expect(frame.x + frame.width <= usable.x + usable.width - WindowFrame.margin)
        #expect(frame.y + frame.height <= usable.y + usable.height - WindowFrame.margin)
    }

    @Test("a tiny display still gets a usable window")
    func tinyDisplay() {
        let frame = WindowFrame.fitting(aspect: Self.canvas, in: WindowFrame(x: 0, y: 0, width: 320, height: 240))
        #expect(frame == WindowFrame(x: 70, y: 0, width: 180, height: WindowFrame.minimumHeight), "not off the top")
    }

    @Test("the replay viewer's taller shape (the timeline under the canvas) fits too")
    func replayShape() {
        let frame = WindowFrame.fitting(aspect: Vec2(720, 1390), in: WindowFrame(x: 0, y: 0, width: 1600, height: 1200))
        #expect(frame.height == 1136 && frame.width == 588)
    }

    @Test("a widget's window sits in the top-right corner of the usable area, shrunk only to fit")
    func widgetCorner() {
        #expect(WindowFrame.corner(size: Vec2(360, 220), in: WindowFrame(x: 0, y: 27, width: 1920, height: 1053))
                == WindowFrame(x: 1528, y: 59, width: 360, height: 220))
        #expect(WindowFrame.corner(size: Vec2(360, 220), in: WindowFrame(x: 1920, y: 0, width: 300, height: 200))
                == WindowFrame(x: 1952, y: 32, width: 236, height: 136))
    }

    @Test("a kept frame is used only while it lies wholly on a display")
    func fits() {
        let displays = [WindowFrame(x: 0, y: 0, width: 1280, height: 800), WindowFrame(x: 1280, y: 0, width: 1920, height: 1080)]
        #expect(WindowFrame(x: 100, y: 10, width: 450, height: 790).fits(onOneOf: displays))
        #expect(WindowFrame(x: 1400, y: 0, width: 600, height: 1066).fits(onOneOf: displays))
        #expect(!WindowFrame(x: 1000, y: 0, width: 450, height: 800).fits(onOneOf: displays), "across two displays")
        #expect(!WindowFrame(x: 3000, y: 0, width: 450, height: 800).fits(onOneOf: displays), "a display since unplugged")
        #expect(!WindowFrame(x: 0, y: 0, width: 10, height: 10).fits(onOneOf: displays), "too small to use")
        #expect(!WindowFrame(x: 0, y: 0, width: 450, height: 800).fits(onOneOf: []))
    }

    @Test("the store keeps a frame, has none at first, and names a damaged file")
    func store() throws {
        let directory = ScratchFolders.path("diorama-window")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = WindowFrameStore(profile: SaveStore(directory: directory))
        #expect(try store.load() == nil)
        let frame = WindowFrame(x: 12, y: 34, width: 500, height: 889)
        try store.save(frame)
        #expect(try store.load() == frame)
        #expect(try String(contentsOfFile: store.path, encoding: .utf8) == #"{"height":889,"width":500,"x":12,"y":34}"#)
        for damaged in ["{\"x\": 1", "[]", "{\"x\":1,\"y\":2,\"width\":\"wide\",\"height\":3}", "\u{0}\u{1}"] {
            try damaged.write(toFile: store.path, atomically: true, encoding: .utf8)
            let error = #expect(throws: SaveError.self) { try store.load() }
            #expect(error?.path == store.path)
            #expect(error?.reason.contains("ignored") == true)
        }
    }
}
