import CSDL2
import Engine

/// The game controllers plugged in: opened as SDL reports them, their accelerometers turned
/// on (for tilt and shake), rumbled as scenes ask, closed when unplugged or at the end.
/// Needs SDL's game controller subsystem.
final class GameControllers {
    /// The open controllers, by SDL's joystick instance id.
    private var open: [(id: SDL_JoystickID, controller: OpaquePointer)] = []

    /// How many controllers are open.
    var count: Int { open.count }

    deinit { closeAll() }

    /// Closes every open controller; call it before SDL quits.
    func closeAll() {
        for entry in open { SDL_GameControllerClose(entry.controller) }
        open.removeAll()
    }

    /// Opens the controller at device index `index` (as `SDL_CONTROLLERDEVICEADDED` gives it).
    /// - Returns: whether it has an accelerometer, now turned on.
    @discardableResult
    func add(deviceIndex index: Int32) -> Bool {
        guard let controller = SDL_GameControllerOpen(index) else { return false }
        let id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller))
        guard !open.contains(where: { $0.id == id }) else {
            SDL_GameControllerClose(controller)  // SDL counts opens; this one was extra
            return false
        }
        open.append((id, controller))
        guard SDL_GameControllerHasSensor(controller, SDL_SENSOR_ACCEL) == SDL_TRUE else { return false }
        SDL_GameControllerSetSensorEnabled(controller, SDL_SENSOR_ACCEL, SDL_TRUE)
        return true
    }

    /// Closes the controller with joystick instance id `id` (as `SDL_CONTROLLERDEVICEREMOVED` gives it).
    func remove(instanceID id: SDL_JoystickID) {
        guard let index = open.firstIndex(where: { $0.id == id }) else { return }
        SDL_GameControllerClose(open[index].controller)
        open.remove(at: index)
    }

    /// Rumbles every open controller as `rumble` asks: both motors, the low-frequency one at
    /// full strength and the high-frequency one at half, so strong rumbles thud and weak ones buzz.
    func play(_ rumble: Rumble) {
        let low = UInt16((rumble.strength * Double(UInt16.max)).rounded())
        let high = UInt16((rumble.strength * 0.5 * Double(UInt16.max)).rounded())
        for entry in open { SDL_GameControllerRumble(entry.controller, low, high, UInt32(rumble.milliseconds)) }
    }
}
