import Foundation

/// What the desktop offers the window backend.
enum Display {
    /// Whether a window can be opened: an X11 or Wayland display, or an SDL video driver chosen
    /// explicitly.
    static func isAvailable(environment: [String: String]) -> Bool {
        ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { !(environment[$0] ?? "").isEmpty }
    }

    /// Where F12 screenshots go: `PROFILE/screenshots` with `--profile PROFILE`, so a session
    /// kept apart from the user's files stays apart; else the user's XDG pictures folder when it
    /// exists, else the data folder.
    static func screenshotDirectory(environment: [String: String], profile: String?) -> String {
        if let profile { return (profile.hasSuffix("/") ? String(profile.dropLast()) : profile) + "/screenshots" }
        let home = environment["HOME"] ?? "/tmp"
        var candidates: [String] = []
        if let pictures = environment["XDG_PICTURES_DIR"], pictures.hasPrefix("/") { candidates.append(pictures) }
        if let configured = userDirsPictures(home: home, environment: environment) { candidates.append(configured) }
        candidates.append(home + "/Pictures")
        var isDirectory: ObjCBool = false
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) && isDirectory.boolValue {
            return candidate + "/Diorama"
        }
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
        return data + "/diorama/screenshots"
    }

    /// `XDG_PICTURES_DIR` from `~/.config/user-dirs.dirs`, as xdg-user-dirs writes it.
    private static func userDirsPictures(home: String, environment: [String: String]) -> String? {
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        guard let text = try? String(contentsOfFile: config + "/user-dirs.dirs", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("XDG_PICTURES_DIR=") {
            let value = line.dropFirst("XDG_PICTURES_DIR=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return value.replacingOccurrences(of: "$HOME", with: home)
        }
        return nil
    }
}
