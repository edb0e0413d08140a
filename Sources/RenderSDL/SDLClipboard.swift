import CSDL2
import Engine

/// The desktop's clipboard, through SDL (the video subsystem must be running).
struct SDLClipboard: Clipboard {
    func read() -> String {
        guard let text = SDL_GetClipboardText() else { return "" }
        defer { SDL_free(text) }
        return String(cString: text)
    }

    func write(_ text: String) { SDL_SetClipboardText(text) }
}
