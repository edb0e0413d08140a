import CSDL2
import Engine
import Testing
@testable import RenderSDL

/// What a virtual controller's motors were last asked to do.
private final class Motors {
    var low: UInt16 = 0, high: UInt16 = 0, calls = 0
}

@Suite(.serialized) struct GameControllersTests {
    /// Runs `body` with SDL's game controller subsystem up and a virtual controller plugged in
    /// at device index `index`, whose rumble requests land in `motors`.
    private func withVirtualController(_ body: (_ index: Int32, _ motors: Motors) throws -> Void) throws {
        try #require(SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0, "\(String(cString: SDL_GetError()))")
        defer { SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER) }
        let motors = Motors()
        let userdata = Unmanaged.passRetained(motors)
        defer { userdata.release() }
        var desc = SDL_VirtualJoystickDesc()
        desc.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
        desc.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
        desc.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
        desc.nbuttons = UInt16(SDL_CONTROLLER_BUTTON_MAX.rawValue)
        desc.userdata = userdata.toOpaque()
        desc.Rumble = { userdata, low, high in
            let motors = Unmanaged<Motors>.fromOpaque(userdata!).takeUnretainedValue()
            motors.low = low
            motors.high = high
            motors.calls += 1
            return 0
        }
        let index = SDL_JoystickAttachVirtualEx(&desc)
        try #require(index >= 0, "\(String(cString: SDL_GetError()))")
        defer { SDL_JoystickDetachVirtual(index) }
        try body(index, motors)
    }

    @Test func aSceneRumbleShakesEveryOpenControllerHarderOnTheLowMotor() throws {
        try withVirtualController { index, motors in
            let controllers = GameControllers()
            #expect(controllers.add(deviceIndex: index) == false)  // no accelerometer
            #expect(controllers.count == 1)
            controllers.play(Rumble(strength: 1, milliseconds: 300))
            #expect(motors.calls == 1)
            #expect(motors.low == UInt16.max && motors.high == UInt16.max / 2 + 1)
            controllers.play(Rumble(strength: 0.25, milliseconds: 100))
            #expect(motors.low == 16_384 && motors.high == 8_192)
            controllers.closeAll()
        }
    }

    @Test func aControllerReportedTwiceOpensOnceAndAnUnpluggedOneIsNoLongerRumbled() throws {
        try withVirtualController { index, motors in
            let controllers = GameControllers()
            controllers.add(deviceIndex: index)
            controllers.add(deviceIndex: index)
            #expect(controllers.count == 1)
            let id = SDL_JoystickGetDeviceInstanceID(index)
            controllers.remove(instanceID: id)
            #expect(controllers.count == 0)
            controllers.play(Rumble(strength: 1, milliseconds: 100))
            #expect(motors.calls == 0)
        }
    }
}
