import CSDL2

/// An SDL call that failed, with the message SDL left for it.
public struct RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The C function that failed, e.g. `SDL_CreateSoftwareRenderer`.
    public let call: String
    /// SDL's error text (`SDL_GetError`).
    public let message: String

    public init(call: String, message: String) {
        self.call = call
        self.message = message
    }

    /// The failure of `call`, with the message SDL holds now.
    public static func sdl(_ call: String) -> RenderError {
        RenderError(call: call, message: String(cString: SDL_GetError()))
    }

    public var description: String { "\(call) failed: \(message)" }
}
