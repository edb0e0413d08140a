/// The key names a script may use: what the window host sends, as replays spell keys.
enum ScriptKeyNames {
    /// Whether `name` is a key the host can send: one character (a character key on any
    /// keyboard layout, as SDL names it, in lower case) or one of `named`.
    static func isKnown(_ name: String) -> Bool { name.count == 1 || named.contains(name) }

    /// The keys named by more than one character: SDL 2's key names, in lower case, as the
    /// window host sends them (Return and Keypad Enter both arrive as `enter`). Listed from
    /// `SDL_GetKeyName` over every `SDLK_` constant of SDL 2.26.
    static let named: Set<String> = [
        "ac back", "ac bookmarks", "ac forward", "ac home", "ac refresh", "ac search", "ac stop", "again", "alterase",
        "app1", "app2", "application", "audiofastforward", "audiomute", "audionext", "audioplay", "audioprev",
        "audiorewind", "audiostop", "backspace", "brightnessdown", "brightnessup", "calculator", "call", "cancel",
        "capslock", "clear", "clear / again", "computer", "copy", "crsel", "currencysubunit", "currencyunit", "cut",
        "decimalseparator", "delete", "displayswitch", "down", "eject", "end", "endcall", "enter", "escape",
        "execute", "exsel", "f1", "f10", "f11", "f12", "f13", "f14", "f15", "f16", "f17", "f18", "f19", "f2", "f20",
        "f21", "f22", "f23", "f24", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "find", "help", "home", "insert",
        "kbdillumdown", "kbdillumtoggle", "kbdillumup", "keypad !", "keypad #", "keypad %", "keypad &", "keypad &&",
        "keypad (", "keypad )", "keypad *", "keypad +", "keypad +/-", "keypad ,", "keypad -", "keypad .", "keypad /",
        "keypad 0", "keypad 00", "keypad 000", "keypad 1", "keypad 2", "keypad 3", "keypad 4", "keypad 5", "keypad 6",
        "keypad 7", "keypad 8", "keypad 9", "keypad :", "keypad <", "keypad =", "keypad = (as400)", "keypad >",
        "keypad @", "keypad ^", "keypad a", "keypad b", "keypad backspace", "keypad binary", "keypad c",
        "keypad clear", "keypad clearentry", "keypad d", "keypad decimal", "keypad e", "keypad f",
        "keypad hexadecimal", "keypad memadd", "keypad memclear", "keypad memdivide", "keypad memmultiply",
        "keypad memrecall", "keypad memstore", "keypad memsubtract", "keypad octal", "keypad space", "keypad tab",
        "keypad xor", "keypad {", "keypad |", "keypad ||", "keypad }", "left", "left alt", "left ctrl", "left gui",
        "left shift", "mail", "mediaselect", "menu", "modeswitch", "mute", "numlock", "oper", "out", "pagedown",
        "pageup", "paste", "pause", "power", "printscreen", "prior", "right", "right alt", "right ctrl", "right gui",
        "right shift", "scrolllock", "select", "separator", "sleep", "softleft", "softright", "space", "stop",
        "sysreq", "tab", "thousandsseparator", "undo", "up", "volumedown", "volumeup", "www",
    ]
}
