import CSDL2
import Engine
import Host

/// The SDL desktop a `WindowHost` plays on: the window (`SDLWindow`), its events turned into
/// `DesktopEvent`s (touch pinches, controller tilt and text compositions included), text input,
/// the clipboard, audio output and game controllers.
package final class SDLDesktop: DesktopWindow {
    private let window: SDLWindow
    private let controllers = GameControllers()
    private let audio = SDLAudio()
    private var clipboard = SDLClipboard()
    private var accelerometer = AccelerometerTilt()
    private var touches = TouchPinch()
    /// Where the mouse pointer last was, in canvas pixels: a touchpad pinch's centre.
    private var lastPointer = Vec2.zero
    /// Whether text input is on.
    private var textInputOn = false

    private init(window: SDLWindow) {
        self.window = window
        SDL_EventState(UInt32(SDL_DROPFILE.rawValue), Int32(SDL_ENABLE))
    }

    /// Opens an SDL window with game controllers.
    /// - Throws: `RenderError` when there is no display or SDL cannot make a window.
    package static func open(title: String, canvasSize: Vec2, frame: WindowFrame?, hint: WindowHint) throws -> SDLDesktop {
        SDLDesktop(window: try SDLWindow(title: title, canvasSize: canvasSize, frame: frame, hint: hint,
                                         subsystems: SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER))
    }

    /// Opens an SDL window with a strip for controls under its canvas.
    /// - Throws: `RenderError` when there is no display or SDL cannot make a window.
    package static func open(title: String, canvasSize: Vec2, controlsHeight: Double) throws -> SDLDesktop {
        SDLDesktop(window: try SDLWindow(title: title, canvasSize: canvasSize, controlsHeight: controlsHeight, subsystems: SDL_INIT_VIDEO))
    }

    /// Closes the controllers and the audio output; the window (and SDL) goes after.
    deinit {
        controllers.closeAll()
        audio.close()
    }

    package func events() -> [DesktopEvent] {
        var events: [DesktopEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                events.append(.quit)
            case SDL_KEYDOWN, SDL_KEYUP:
                let input = SDLInputMapping.event(event)
                if let key = SDLInputMapping.key(event.key.keysym.sym) {
                    events.append(.key(key, isDown: event.type == SDL_KEYDOWN.rawValue, isRepeat: event.key.repeat != 0, input: input))
                } else if let input {
                    events.append(.input(input))
                }
            case SDL_TEXTEDITING_EXT:
                // A composition too long for SDL_TEXTEDITING; its text is SDL's to free.
                if let text = event.editExt.text {
                    let string = String(cString: text)
                    SDL_free(text)
                    events.append(.input(.composition(string, cursor: Int(max(0, event.editExt.start)),
                                                      length: Int(max(0, event.editExt.length)))))
                }
            case SDL_CONTROLLERDEVICEADDED:
                if controllers.add(deviceIndex: event.cdevice.which) { events.append(.controllerConnected) }
            case SDL_CONTROLLERDEVICEREMOVED:
                controllers.remove(instanceID: event.cdevice.which)
            case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
                if let pinch = pinch(event.tfinger) { events.append(.input(pinch)) }
            case SDL_CONTROLLERSENSORUPDATE where event.csensor.sensor == SDL_SENSOR_ACCEL.rawValue:
                let d = event.csensor.data
                accelerometer.feed(x: d.0, y: d.1, z: d.2)
            case SDL_DROPFILE:
                if let file = event.drop.file {
                    events.append(.fileDropped(path: String(cString: file)))
                    SDL_free(file)
                }
            default:
                guard let input = SDLInputMapping.event(event) else { break }
                if case .pointerMove(let p) = input { lastPointer = p }
                events.append(.input(input))
            }
        }
        events += accelerometer.drain().map(DesktopEvent.input)
        return events
    }

    /// The pinch a finger event makes, if any. A touchscreen's fingers are where they touch the
    /// canvas; a touchpad's are on the pad, and its gesture centres on the pointer.
    private func pinch(_ e: SDL_TouchFingerEvent) -> InputEvent? {
        let onScreen = SDL_GetTouchDeviceType(e.touchId) == SDL_TOUCH_DEVICE_DIRECT
        let point = onScreen ? window.canvasPoint(ofTouchX: e.x, y: e.y) : Vec2(Double(e.x), Double(e.y))
        let pointer = onScreen ? nil : lastPointer
        switch SDL_EventType(e.type) {
        case SDL_FINGERDOWN: return touches.down(e.fingerId, at: point, pointer: pointer)
        case SDL_FINGERMOTION: return touches.moved(e.fingerId, to: point, pointer: pointer)
        default: return touches.up(e.fingerId, pointer: pointer)
        }
    }

    package func present(_ list: DrawList, images: AssetStore) { window.present(list, images: images) }
    package func apply(_ hint: WindowHint) { window.apply(hint) }
    package func setTitle(_ title: String) { window.setTitle(title) }
    package func toggleFullscreen() { window.toggleFullscreen() }
    package var windowedFrame: WindowFrame? { window.windowedFrame }

    package func setTextInput(caret: Rect?) {
        if let caret {
            var rect = window.windowRect(ofCanvas: caret)
            SDL_SetTextInputRect(&rect)
            if !textInputOn { SDL_StartTextInput() }
        } else {
            SDL_StopTextInput()
        }
        textInputOn = caret != nil
    }

    package func readClipboard() -> String { clipboard.read() }
    package func writeClipboard(_ text: String) { clipboard.write(text) }
    package func play(_ sound: Sound) { audio.play(sound) }

    package func releaseDevices() {
        controllers.closeAll()
        audio.close()
    }
    package func rumble(_ rumble: Rumble) { controllers.play(rumble) }

    package func saveScreenshot(_ list: DrawList, images: AssetStore, in folder: String, name: String) throws -> String {
        try CanvasScreenshot.save(list, images: images, in: folder, name: name)
    }
}
